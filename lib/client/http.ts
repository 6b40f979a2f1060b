// The browser's API client (docs/rules/api.md#transport): POST JSON to /api/<path>, 60 s timeout,
// failures logged with the path and rethrown to the caller.
import 'client-only';
import type { RequestOf, ResponseOf } from '@/lib/contract';
import type { ClientCallName } from './call-table';
import { clientCalls as calls } from './call-table';
import { limits } from '@/lib/limits';

export class ApiCallError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * POST `input` as JSON to /api/<path> with the session's cookies and the 60 s timeout;
 * the parsed answer, or an ApiCallError carrying the server's message (and its body,
 * with any field errors). The shopper's calls and the seller console's share it.
 */
export async function postJson<T>(path: string, input: unknown): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(limits.requestTimeoutMs),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body && typeof body === 'object' && 'message' in body && String(body.message)) || `HTTP ${response.status}`;
    throw new ApiCallError(path, response.status, message, body);
  }
  return body as T;
}

/** The field errors of a 400 answer (`{ errors: { field: message } }`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiCallError && error.body && typeof error.body === 'object' && 'errors' in error.body) {
    return (error.body as { errors: Record<string, string> }).errors ?? {};
  }
  return {};
}

export async function apiCall<N extends ClientCallName>(name: N, input: RequestOf<N>): Promise<ResponseOf<N>> {
  const path = calls[name].path;
  try {
    return await postJson<ResponseOf<N>>(path, input);
  } catch (error) {
    console.error(`[api] /${path} failed:`, error);
    throw error;
  }
}
