// Calls the API the way a browser does (a Request through the one dispatcher), against
// the test file's own database. Paths and messages are spelled here as docs/rules/api.md#calls lists
// them, not read from lib/contract.ts, so a drift in the contract shows up as a failure.
import { handleApiRequest } from '@/lib/api/dispatch';
import type { OpenedDatabase } from '@/lib/db';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

export async function post<T = any>(
  database: OpenedDatabase,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
  });
  const response = await handleApiRequest(request, path, { database });
  return { status: response.status, body: (await response.json()) as T };
}
