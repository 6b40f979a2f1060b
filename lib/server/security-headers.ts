// Security headers on every answer, from one place (docs/rules/security.md#security-headers),
// applied by lib/server/http-server.ts to both serving paths (Next's answers and the
// cached-page fast path), at the moment an answer's headers go out:
// - everywhere: nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options, and HSTS in
//   production (STORE_HSTS_MAX_AGE);
// - the seller console (/seller…): a Content-Security-Policy with a nonce per request.
//   The nonce goes to Next in the request's own `content-security-policy` header, from
//   which Next puts it on every script it writes (its CSP guide does the same from a
//   proxy; the shop's server is in front of Next already). Console answers are no-store;
// - the shop's documents: a policy a cached page can carry, so no nonce: scripts from our
//   origin (and the payment provider's checkout when it is configured), and the inline
//   scripts the document itself carries by their SHA-256, but only those the shop knows
//   (the after-paint loader and Next's flight data and bootstrap, checked to be nothing
//   but data); anything else inline is left out and the browser refuses it. A document is
//   sent whole, so its policy can name its scripts: a cached page is whole already (and a
//   fast-path entry of the in-process cache has its policy made once, with its bytes); a
//   streamed one (a filtered list) is held until its end;
// - API answers: `default-src 'none'`, as nothing in them is meant to run or load.
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { LOADER } from './after-paint';

/** A year: the HSTS preload list's minimum (Mozilla's HTTP Observatory asks for six months at least). */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000;

export interface SecuritySettings {
  /** Strict-Transport-Security's max-age (s); 0 sends none (demo mode, or STORE_HSTS_MAX_AGE=0). */
  hstsMaxAgeSeconds: number;
  /** The card payment provider's hosts (Razorpay's checkout, widget and API) may be used by shop pages. */
  paymentProvider: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The settings from the environment; a bad STORE_HSTS_MAX_AGE stops the start with a clear error. */
export function securitySettings(env: Env = process.env): SecuritySettings {
  const raw = env.STORE_HSTS_MAX_AGE?.trim();
  if (raw && !/^\d{1,10}$/.test(raw)) {
    throw new Error(`STORE_HSTS_MAX_AGE must be a whole number of seconds (0 sends no HSTS), got "${env.STORE_HSTS_MAX_AGE}"`);
  }
  const maxAge = raw ? Number(raw) : DEFAULT_HSTS_MAX_AGE;
  return {
    // Demo mode is served over plain http (localhost): no HSTS there.
    hstsMaxAgeSeconds: env.STORE_MODE === 'production' ? maxAge : 0,
    // The key id is what the browser's checkout needs.
    paymentProvider: Boolean(env.RAZORPAY_KEY_ID?.trim()),
  };
}

/** Razorpay's hosts: checkout.js, its frame and form, its calls and pictures. */
export const PAYMENT_HOSTS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
  // checkout.js falls back to posting a form to the provider where it cannot open its frame.
  form: ['https://api.razorpay.com'],
} as const;

/** Features no page of the shop or the console uses; `payment` only for the provider's frame. */
export function permissionsPolicy(settings: SecuritySettings): string {
  const denied = [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`);
  const payment = settings.paymentProvider ? `payment=(self "${PAYMENT_HOSTS.frame[0]}")` : 'payment=()';
  return [...denied, payment].sort().join(', ');
}

const join = (directives: [string, ...string[]][]) => directives.map((d) => d.join(' ')).join('; ');

/** The console's policy with this request's nonce. */
export function consolePolicy(nonce: string): string {
  return join([
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]);
}

/** A shop document's policy, with the hashes of the inline scripts it may run. */
export function shopPolicy(settings: SecuritySettings, scriptHashes: readonly string[] = []): string {
  const pay = settings.paymentProvider;
  return join([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(pay ? PAYMENT_HOSTS.script : []), ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(pay ? PAYMENT_HOSTS.img : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(pay ? PAYMENT_HOSTS.connect : [])],
    ['frame-src', ...(pay ? PAYMENT_HOSTS.frame : ["'none'"] as const)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...(pay ? PAYMENT_HOSTS.form : [])],
    ['frame-ancestors', "'none'"],
  ]);
}

/** API answers: JSON, nothing to run, load or frame. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

// ---------------------------------------------------------------------------------------
// The inline scripts a shop document may run.

const LOADER_BODY = LOADER.slice('<script>'.length, -'</script>'.length);
const AFTER_PAINT_CALL = '__afterPaint()';
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** `prefix(<JSON of the wanted kind>)` and nothing else: data handed to Next's runtime, no code. */
function pushOfData(body: string, prefix: string, kind: 'array' | 'object'): boolean {
  if (!body.startsWith(prefix)) return false;
  const end = body.endsWith(');') ? body.length - 2 : body.endsWith(')') ? body.length - 1 : -1;
  if (end < 0) return false;
  try {
    const value: unknown = JSON.parse(body.slice(prefix.length, end));
    return kind === 'array' ? Array.isArray(value) : value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Whether an inline script is one the shop writes: the after-paint loader and its calls
 * (lib/server/after-paint.ts), Next's flight data (`self.__next_f.push([...])`, its data
 * escaped so that it holds no `<`) and Turbopack's bootstrap list of chunks. Anything else
 * (an injected script included, even one dressed as flight data) gets no hash.
 */
export function isShopInlineScript(body: string): boolean {
  if (body === LOADER_BODY || body === AFTER_PAINT_CALL || body === FLIGHT_START) return true;
  if (body.includes('<')) return false;
  return pushOfData(body, FLIGHT_PUSH, 'array') || pushOfData(body, TURBOPACK_PUSH, 'object');
}

/** A script element's type that the browser runs (HTML's JavaScript MIME types and modules); JSON-LD is data. */
function runs(attributes: string): boolean {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/.test(value);
}

export interface DocumentScripts {
  /** SHA-256 (base64) of each known inline script, in document order, once each. */
  hashes: string[];
  /** The start of each inline script left out (to log). */
  unknown: string[];
}

/**
 * The inline scripts of an HTML document: the known ones' hashes, the others' starts.
 * `bytes`: the text is the document's UTF-8 bytes read as Latin-1, one character a byte
 * (decoding them as UTF-8 would cost more than the rest): what is looked for is ASCII,
 * JSON stays JSON, and the hashes are of the bytes themselves.
 */
export function documentScripts(html: string, bytes = false): DocumentScripts {
  const hashes = new Set<string>();
  const unknown: string[] = [];
  let at = 0;
  for (;;) {
    const open = html.indexOf('<script', at);
    if (open === -1) break;
    const tagEnd = html.indexOf('>', open);
    if (tagEnd === -1) break;
    const close = html.indexOf('</script>', tagEnd);
    if (close === -1) break;
    at = close + 9;
    const attributes = html.slice(open + 7, tagEnd);
    // `<scripts…` or similar is not a script element.
    if (attributes !== '' && !/^[\s/]/.test(attributes)) {
      at = open + 7;
      continue;
    }
    const body = html.slice(tagEnd + 1, close);
    if (body === '' || /\ssrc\s*=/i.test(attributes) || !runs(attributes)) continue;
    if (isShopInlineScript(body)) hashes.add(createHash('sha256').update(body, bytes ? 'latin1' : 'utf8').digest('base64'));
    else unknown.push(bytes ? Buffer.from(body.slice(0, 60), 'latin1').toString('utf8') : body.slice(0, 60));
  }
  return { hashes: [...hashes], unknown };
}

// ---------------------------------------------------------------------------------------
// Applying them to an answer.

export type Area = 'console' | 'console-api' | 'api' | 'shop';

/** Which part of the site a request is for, by its path. */
export function areaOf(url: string): Area {
  if (/^\/seller(?:[/?#]|$)/.test(url)) return 'console';
  if (/^\/api\/seller(?:[/?#]|$)/.test(url)) return 'console-api';
  if (/^\/api(?:[/?#]|$)/.test(url)) return 'api';
  return 'shop';
}

export interface SecurityHeaderOptions {
  /** Told once per kind of inline script a shop document carries that the policy leaves out. */
  onUnknownScript?: (path: string, start: string) => void;
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse;
type WriteHead = (...args: unknown[]) => http.ServerResponse;

function bytes(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding);
  return Buffer.from(chunk as Uint8Array);
}

/**
 * The headers of one server: `apply(req, res)` is called once per request, before Next
 * sees it (the console's nonce goes into the request) and below any rewrite of the body
 * (a shop document's policy is made from the bytes that go out).
 */
export function securityHeaders(settings: SecuritySettings, options: SecurityHeaderOptions = {}) {
  const everywhere: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(settings)],
    ['X-Frame-Options', 'DENY'],
    ...(settings.hstsMaxAgeSeconds > 0 ? [['Strict-Transport-Security', `max-age=${settings.hstsMaxAgeSeconds}`] as [string, string]] : []),
  ];
  // A cached page's bytes are one Buffer per cache entry (lib/server/cached-pages.ts): its
  // policy is made once, and goes with the entry.
  const policies = new WeakMap<Buffer, string>();
  const told = new Set<string>();

  function policyOf(path: string, body: unknown, encoding: unknown): string {
    if (body === undefined || body === null) return shopPolicy(settings);
    if (Buffer.isBuffer(body)) {
      const known = policies.get(body);
      if (known) return known;
    }
    const scripts =
      typeof body === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
        ? documentScripts(body)
        : documentScripts(bytes(body, encoding).toString('latin1'), true);
    for (const start of scripts.unknown) {
      const key = start.slice(0, 24);
      if (told.has(key) || told.size > 100) continue;
      told.add(key);
      options.onUnknownScript?.(path, start);
    }
    const policy = shopPolicy(settings, scripts.hashes);
    if (Buffer.isBuffer(body)) policies.set(body, policy);
    return policy;
  }

  return function apply(req: http.IncomingMessage, res: http.ServerResponse): void {
    // Only the server says which nonce Next writes.
    delete req.headers['content-security-policy'];
    delete req.headers['content-security-policy-report-only'];
    const url = req.url ?? '/';
    const area = areaOf(url);
    const nonce = area === 'console' ? randomBytes(16).toString('base64') : undefined;
    if (nonce) req.headers['content-security-policy'] = consolePolicy(nonce);

    const writeHead = res.writeHead as unknown as WriteHead;
    const write = res.write as unknown as Write;
    const end = res.end as unknown as End;
    const flushHeaders = res.flushHeaders;
    const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');

    // A shop document waits for its whole body (decided when its first byte or header goes).
    let holding: boolean | undefined;
    const held: Buffer[] = [];
    let headDeferred = false;
    let documentPolicy: string | undefined;
    const holds = () => (holding ??= area === 'shop' && isHtml() && !res.headersSent);

    function setHeaders(): void {
      for (const [name, value] of everywhere) res.setHeader(name, value);
      if (area === 'console' || area === 'console-api') res.setHeader('Cache-Control', 'no-store');
      if (isHtml()) res.setHeader('Content-Security-Policy', nonce ? consolePolicy(nonce) : (documentPolicy ?? shopPolicy(settings)));
      else if (area === 'api' || area === 'console-api') res.setHeader('Content-Security-Policy', API_POLICY);
    }

    function sendHead(this: http.ServerResponse): http.ServerResponse {
      setHeaders();
      return writeHead.call(this, res.statusCode, ...(res.statusMessage ? [res.statusMessage] : []));
    }

    res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
      // Status, reason and headers go onto the answer first, so the decisions see them.
      res.statusCode = statusCode;
      for (const arg of rest) {
        if (typeof arg === 'string') res.statusMessage = arg;
        else if (Array.isArray(arg)) {
          const pairs = arg.every((item) => Array.isArray(item)) ? (arg as [string, string][]) : Array.from({ length: arg.length / 2 }, (_, i) => [arg[2 * i], arg[2 * i + 1]] as [string, string]);
          for (const [name, value] of pairs) res.appendHeader(name, value);
        } else if (arg && typeof arg === 'object') {
          for (const [name, value] of Object.entries(arg)) if (value !== undefined) res.setHeader(name, value as string);
        }
      }
      if (holds() && documentPolicy === undefined) {
        headDeferred = true;
        return this;
      }
      return sendHead.call(this);
    } as typeof res.writeHead;

    res.flushHeaders = function (this: http.ServerResponse) {
      if (!holds()) flushHeaders.call(this);
    };

    res.write = function (this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (!holds()) return write.call(this, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) held.push(bytes(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    } as typeof res.write;

    res.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
      else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
      if (!holds()) return end.call(this, chunk, encoding, callback);
      let body = chunk;
      if (held.length > 0) {
        body = Buffer.concat(chunk === undefined || chunk === null ? held : [...held, bytes(chunk, encoding)]);
        encoding = undefined;
        // Streamed without a length; it goes out whole now.
        if (req.method !== 'HEAD') res.setHeader('Content-Length', (body as Buffer).length);
      }
      documentPolicy = policyOf(url, body, encoding);
      if (headDeferred) sendHead.call(this);
      // Otherwise Node writes the head itself (through writeHead above, now with the policy).
      return end.call(this, body, encoding, callback);
    } as typeof res.end;
  };
}
