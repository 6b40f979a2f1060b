// The one entry of the API: POST /api/<path>. Finds the call in the contract, checks
// the origin and size, parses the body with the call's schema, runs its handler and
// turns every failure into a status and a readable message (never a stack trace).
import type { z } from 'zod';
import { calls, callForPath, type CallName } from '@/lib/contract';
import { getDatabase, type OpenedDatabase } from '@/lib/db';
import { ApiError } from './errors';
import { handlers } from './handlers';
import { withCallCache } from './cache';
import { clientAddress, trustedProxyHops } from './client-address';
import type { HandlerContext } from './context';
import type { Handler } from './handler';

/** Bodies above this are refused before they are read in full. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface DispatchOptions {
  database?: OpenedDatabase;
}

function json(status: number, body: unknown, cookies: string[] = []): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/** Field name -> first message, for 400 answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

function clientIp(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), trustedProxyHops());
}

/** A cross-site POST to a call that changes something is refused (no CSRF through forms). */
function originAllowed(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // not a browser, or a same-origin navigation without Origin
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function readBody(request: Request): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: json(413, { message: 'Request body is too large.' }) };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return { ok: false, response: json(413, { message: 'Request body is too large.' }) };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/** Whether any string (or key) in a parsed body holds a NUL character (walked without recursion: bodies may nest deeply). */
function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export async function runCall<N extends CallName>(name: N, rawInput: unknown, ctx: HandlerContext) {
  const definition = calls[name];
  // PostgreSQL text cannot hold a NUL character: such input is refused here, never sent to the database.
  if (containsNul(rawInput)) throw new ApiError(400, 'Request must not contain NUL characters.', { errors: { body: 'contains a NUL character' } });
  const parsed = definition.request.safeParse(rawInput);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new ApiError(400, `Invalid request: ${Object.entries(errors).map(([f, m]) => `${f}: ${m}`).join('; ')}`, { errors });
  }
  const handler = handlers[name] as Handler<N> | undefined;
  if (!handler) throw new ApiError(501, 'This call is not available yet.');
  const input = parsed.data as Parameters<Handler<N>>[0];
  return definition.cached
    ? withCallCache(definition.path, input, () => handler(input, ctx))
    : handler(input, ctx);
}

export async function handleApiRequest(request: Request, path: string, options: DispatchOptions = {}): Promise<Response> {
  const name = callForPath(path);
  if (!name) return json(404, { message: 'No such API call.' });
  const definition = calls[name];
  if (!definition.cached && !originAllowed(request)) {
    return json(403, { message: 'Cross-site requests are not allowed.' });
  }
  const body = await readBody(request);
  if (!body.ok) return body.response;
  let rawInput: unknown = {};
  if (body.text.trim() !== '') {
    try {
      rawInput = JSON.parse(body.text);
    } catch {
      return json(400, { message: 'Request body must be valid JSON.', errors: { body: 'not valid JSON' } });
    }
  }
  if (rawInput === null || typeof rawInput !== 'object' || Array.isArray(rawInput)) {
    return json(400, { message: 'Request body must be a JSON object.', errors: { body: 'expected an object' } });
  }
  const ctx: HandlerContext = {
    database: options.database ?? (await getDatabase()),
    clientIp: clientIp(request),
    request,
    setCookies: [],
  };
  try {
    const result = await runCall(name, rawInput, ctx);
    return json(200, result, ctx.setCookies);
  } catch (error) {
    if (error instanceof ApiError) return json(error.status, { message: error.message, ...error.extra }, ctx.setCookies);
    console.error(`[api] ${definition.path} failed`, error);
    return json(500, { message: 'Something went wrong on our side. Please try again.' });
  }
}
