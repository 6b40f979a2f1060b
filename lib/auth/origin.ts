// The Origin check of DESIGN "Who may do what" for route handlers outside the API
// dispatcher (the test payment page's calls): a browser POST from another site is refused.
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // not a browser, or a same-origin request without Origin
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
