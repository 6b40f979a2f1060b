// A HEAD of a page answers what its GET would (RFC 9110 §9.3.2: the same header fields,
// no content), applied by lib/server/http-server.ts. Without it a HEAD of `/` said
// `content-length: 0`: Next sends a HEAD its document's length and no body, and the
// after-paint rewrite, which changes the document, counted the empty body instead; and
// compression, which skips a HEAD, left out the `content-encoding` its GET carries.
//
// So the request is served as a GET: Next renders it (or the fast path reads it), the
// rewrite, the security headers and compression decide on the real document, and Node,
// which made this response for a HEAD, sends none of the body (it ignores what is
// written). What Node adds itself to a GET's head it never adds to a HEAD's: the framing
// of the body (Content-Length when the body is ended whole, else Transfer-Encoding:
// chunked). That is added here, as Node would for the GET; a HEAD may carry either
// (RFC 9112 §6.1, §6.3). It must be the innermost wrapper of the answer (installed first),
// so that it sees what would reach the socket.
import type http from 'node:http';

type WriteHead = (statusCode: number, ...rest: unknown[]) => http.ServerResponse;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse;

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/** Names of the headers given to writeHead itself (an object, or a list of pairs). */
function givenNames(rest: unknown[]): string[] {
  const names: string[] = [];
  for (const arg of rest) {
    if (Array.isArray(arg)) {
      if (arg.every((item) => Array.isArray(item))) names.push(...(arg as [string][]).map(([name]) => name));
      else names.push(...arg.filter((_, i) => i % 2 === 0).map(String));
    } else if (arg && typeof arg === 'object') names.push(...Object.keys(arg));
  }
  return names.map((name) => name.toLowerCase());
}

/** Serves a HEAD request as its GET: the same status and headers, and no body. */
export function answerHeadAsGet(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method !== 'HEAD') return;
  req.method = 'GET';
  const writeHead = res.writeHead as unknown as WriteHead;
  const end = res.end as unknown as End;
  const removeHeader = res.removeHeader;
  /** The body's length when the answer is ended before its head went (Node then sends a Content-Length). */
  let endedWhole: number | undefined;
  /** Node sends a GET no Content-Length of its own once that header was removed. */
  let lengthRemoved = false;

  res.removeHeader = function (this: http.ServerResponse, name: string) {
    if (name.toLowerCase() === 'content-length') lengthRemoved = true;
    return removeHeader.call(this, name);
  };

  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const named = new Set([...res.getHeaderNames(), ...givenNames(rest)]);
    // As Node's head for a GET (_storeHeader): no framing for a status without a body, or
    // one the answer sets itself; HTTP/1.0 has no chunked coding (the connection closes).
    const hasBody = statusCode >= 200 && statusCode !== 204 && statusCode !== 304;
    if (hasBody && !named.has('content-length') && !named.has('transfer-encoding')) {
      if (endedWhole !== undefined && !lengthRemoved) res.setHeader('Content-Length', endedWhole);
      else if (req.httpVersion !== '1.0') res.setHeader('Transfer-Encoding', 'chunked');
    }
    return writeHead.call(this, statusCode, ...rest);
  } as typeof res.writeHead;

  res.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!res.headersSent) endedWhole = typeof chunk === 'function' ? 0 : byteLength(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  } as typeof res.end;
}
