// The browser's API client (SPEC section 7): POST JSON to /api/<path>, 60 s timeout,
// failures logged with the path and rethrown to the caller.
import type { CallName, RequestOf, ResponseOf } from '@/lib/contract';
import { clientCalls as calls } from './call-table';
import { limits } from '@/lib/config';

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

export async function apiCall<N extends CallName>(name: N, input: RequestOf<N>): Promise<ResponseOf<N>> {
  const path = calls[name].path;
  try {
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
    return body as ResponseOf<N>;
  } catch (error) {
    console.error(`[api] /${path} failed:`, error);
    throw error;
  }
}
