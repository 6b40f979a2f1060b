// The one dispatcher of every API route: POST /api/<path> for the contract's calls, and
// the routes of their own (the test payment page, the provider's webhook). It checks
// the origin and size, parses the body with the call's schema, resolves the session's
// customer for calls marked `auth`, runs the handler, adds the call's success message,
// and turns every failure into a status and a readable message (never a stack trace).
import type { z } from 'zod';
import { calls, callForPath, type CallDefinition } from '@/lib/contract';
import { sellerCalls, sellerCallForPath, type SellerCallDefinition } from '@/lib/seller-contract';
import { requireStaff } from '@/lib/staff/session';
import { confirmFreshTotp } from '@/lib/staff/fresh-totp';
import { requireCustomer } from '@/lib/auth/session';
import { getDatabase, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { texts } from '@/lib/texts';
import { refusalHeaders, refusalOf, statusOfKind } from './errors';
import { handlers } from './handlers';
import { sellerHandlers } from './seller';
import { clientAddress, trustedProxyHops } from './client-address';
import type { CustomerContext, HandlerContext, StaffContext } from './context';

/** Bodies above this are refused before they are read in full. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface DispatchOptions {
  database?: OpenedDatabase;
}

/** A JSON answer that no cache keeps. */
export function json(status: number, body: unknown, cookies: string[] = [], extraHeaders: Record<string, string> = {}): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders });
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
export function originAllowed(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // not a browser, or a same-origin navigation without Origin
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The body as text, refused with a 413 once it passes MAX_BODY_BYTES (streamed, never read in full first). */
async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return { ok: false, response: json(413, { message: 'Request body is too large.' }) };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
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

/** Any definition with a handler for its parsed request, as the dispatcher runs it. */
type Definition = Pick<CallDefinition, 'path' | 'request' | 'message' | 'auth'>;
type AnyHandler = (input: never, ctx: never) => Promise<object>;

/**
 * A handler of this definition: the parsed request in (with the customer when the
 * definition has `auth: true`), the definition's response out, less the message the
 * dispatcher adds.
 */
export type EndpointHandler<D extends Definition & { response?: unknown }> = (
  input: z.output<D['request']>,
  ctx: D extends { auth: true } ? CustomerContext : HandlerContext,
) => Promise<D extends { message: string } ? Omit<NonNullable<D['response']>, 'message'> : NonNullable<D['response']>>;

/** The request checked against its schema (NUL characters first): the parsed input, or a ShopError. */
function parseInput(schema: z.ZodType, rawInput: unknown): unknown {
  // PostgreSQL text cannot hold a NUL character: such input is refused here, never sent to the database.
  if (containsNul(rawInput)) throw new ShopError('invalid', 'Request must not contain NUL characters.', { errors: { body: 'contains a NUL character' } });
  const parsed = schema.safeParse(rawInput);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new ShopError('invalid', `Invalid request: ${Object.entries(errors).map(([f, m]) => `${f}: ${m}`).join('; ')}`, { errors });
  }
  return parsed.data;
}

/** NUL check, zod, session, handler, message: the answer of a 200, or a ShopError. */
async function runCall(definition: Definition, handler: AnyHandler | undefined, rawInput: unknown, ctx: HandlerContext): Promise<object> {
  const input = parseInput(definition.request, rawInput) as { customer_id?: number };
  if (!handler) throw new ShopError('not_implemented', 'This call is not available yet.');
  // A call for a customer is answered for the session's customer only: no session, or a
  // customer_id in the request that is not the session's, is a 401 and nothing is read or changed.
  const context: HandlerContext | CustomerContext = definition.auth ? { ...ctx, customer: await requireCustomer(ctx, input.customer_id) } : ctx;
  const answer = await (handler as (input: unknown, ctx: HandlerContext) => Promise<object>)(input, context);
  return definition.message === undefined ? answer : { message: definition.message, ...answer };
}

function failure(error: unknown, path: string, cookies: string[]): Response {
  const refusal = refusalOf(error); // a ShopError, or the database away (503)
  if (refusal) return json(statusOfKind[refusal.kind], { message: refusal.message, ...refusal.extra }, cookies, refusalHeaders(refusal));
  console.error(`[api] ${path} failed`, error);
  return json(500, { message: texts.service.failed });
}

/** The request's JSON object: from the body, or (`query`) from the URL's query string. */
async function readInput(request: Request, from: 'body' | 'query', limit?: number): Promise<{ ok: true; input: unknown } | { ok: false; response: Response }> {
  if (from === 'query') return { ok: true, input: Object.fromEntries(new URL(request.url).searchParams) };
  const body = await readBody(request, limit);
  if (!body.ok) return body;
  let input: unknown = {};
  if (body.text.trim() !== '') {
    try {
      input = JSON.parse(body.text);
    } catch {
      return { ok: false, response: json(400, { message: 'Request body must be valid JSON.', errors: { body: 'not valid JSON' } }) };
    }
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, response: json(400, { message: 'Request body must be a JSON object.', errors: { body: 'expected an object' } }) };
  }
  return { ok: true, input };
}

/**
 * A seller call: zod, then the staff session and the call's roles (401 without a staff
 * session, 403 for another role), then a fresh TOTP code where the call asks for one,
 * then the handler; the answer gets the call's message.
 */
async function runSellerCall(definition: SellerCallDefinition, handler: AnyHandler | undefined, rawInput: unknown, ctx: HandlerContext): Promise<object> {
  const input = parseInput(definition.request, rawInput) as { totp?: unknown };
  if (!handler) throw new ShopError('not_implemented', 'This call is not available yet.');
  let context: HandlerContext | StaffContext = ctx;
  if (definition.roles !== 'anyone') {
    const staff = await requireStaff(ctx, definition.roles);
    if (definition.freshTotp) await confirmFreshTotp(ctx, staff, input.totp);
    context = { ...ctx, staff };
  }
  const answer = await (handler as (input: unknown, ctx: HandlerContext) => Promise<object>)(input, context);
  return { message: definition.message, ...answer };
}

type Runner = (rawInput: unknown, ctx: HandlerContext) => Promise<object>;

/** A body larger than MAX_BODY_BYTES, allowed once `admit` (the staff check) has passed. */
interface LargeBody {
  maxBodyBytes: number;
  admit: (ctx: HandlerContext) => Promise<unknown>;
}

async function serve(
  request: Request,
  definition: { path: string; cached?: boolean },
  run: Runner,
  from: 'body' | 'query',
  options: DispatchOptions,
  large?: LargeBody,
): Promise<Response> {
  // Cached calls only read: they are open to every origin (and to caches in front).
  if (!definition.cached && !originAllowed(request)) {
    return json(403, { message: 'Cross-site requests are not allowed.' });
  }
  const contextOf = async (): Promise<HandlerContext> => ({
    database: options.database ?? (await getDatabase()),
    clientIp: clientIp(request),
    request,
    setCookies: [],
  });
  let early: HandlerContext | undefined;
  if (large) {
    try {
      early = await contextOf();
      await large.admit(early);
    } catch (error) {
      return failure(error, definition.path, early?.setCookies ?? []);
    }
  }
  const read = await readInput(request, from, large?.maxBodyBytes);
  if (!read.ok) return read.response;
  const ctx = early ?? (await contextOf());
  try {
    return json(200, await run(read.input, ctx), ctx.setCookies);
  } catch (error) {
    return failure(error, definition.path, ctx.setCookies);
  }
}

/** POST /api/<path>: the contract's call at that path. */
export async function handleApiRequest(request: Request, path: string, options: DispatchOptions = {}): Promise<Response> {
  const name = callForPath(path);
  if (!name) return json(404, { message: 'No such API call.' });
  const definition = calls[name];
  return serve(request, definition, (input, ctx) => runCall(definition, handlers[name] as AnyHandler | undefined, input, ctx), 'body', options);
}

/** POST /api/seller/<path>: the seller contract's call at that path (lib/seller-contract/). */
export async function handleSellerRequest(request: Request, path: string, options: DispatchOptions = {}): Promise<Response> {
  const name = sellerCallForPath(path);
  if (!name) return json(404, { message: 'No such API call.' });
  const definition: SellerCallDefinition = sellerCalls[name];
  const roles = definition.roles;
  const large = definition.maxBodyBytes && roles !== 'anyone' ? { maxBodyBytes: definition.maxBodyBytes, admit: (ctx: HandlerContext) => requireStaff(ctx, roles) } : undefined;
  return serve(request, definition, (input, ctx) => runSellerCall(definition, sellerHandlers[name] as AnyHandler | undefined, input, ctx), 'body', options, large);
}

/** A route of its own (not under the catch-all) served like a contract call: its request from the body, or from the query string of a GET. */
export function handleEndpoint<D extends Definition & { cached: boolean; response?: unknown }>(
  request: Request,
  definition: D,
  handler: EndpointHandler<D>,
  options: DispatchOptions & { from?: 'body' | 'query' } = {},
): Promise<Response> {
  return serve(request, definition, (input, ctx) => runCall(definition, handler as AnyHandler, input, ctx), options.from ?? 'body', options);
}

/**
 * A route that must read its raw body (a provider's webhook, whose signature is over the
 * exact bytes): the same body limit and error mapping, the body handed over as text.
 */
export async function handleRawBody(request: Request, path: string, work: (raw: string) => Promise<Response>): Promise<Response> {
  const body = await readBody(request);
  if (!body.ok) return body.response;
  try {
    return await work(body.text);
  } catch (error) {
    return failure(error, path, []);
  }
}
