// Whether an error is Next's notFound() (its digest, as next/navigation sets it).
export function isNotFoundError(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404');
}
