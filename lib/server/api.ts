// In-process calls for server components: the same handlers as the HTTP API, with no
// loopback request, cached by path and request with the catalogue tags.
import { calls, type CallName, type RequestOf, type ResponseOf } from '@/lib/contract';
import { getDatabase } from '@/lib/db';
import { runCall } from '@/lib/api/dispatch';
import { ApiError } from '@/lib/api/errors';

export { ApiError };

export async function serverCall<N extends CallName>(name: N, input: RequestOf<N>): Promise<ResponseOf<N>> {
  const database = await getDatabase();
  return (await runCall(name, input, { database, clientIp: 'server', setCookies: [] })) as ResponseOf<N>;
}

/** Like serverCall, but a 404 becomes null (for pages that call notFound()). */
export async function serverCallOrNull<N extends CallName>(name: N, input: RequestOf<N>): Promise<ResponseOf<N> | null> {
  try {
    return await serverCall(name, input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const pathOf = (name: CallName) => calls[name].path;
