// A micro-cache of whole responses in front of Next's request handler (scripts/serve.ts),
// the in-process form of nginx microcaching: Next's fixed cost per request dwarfs the
// cost of sending a cached page, so a page Next marks shared-cacheable (s-maxage) is kept
// for a second or two and sent again as Next sent it. State lives on globalThis so the
// app's bundles (lib/api/cache.ts) empty the same cache the server fills.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request headers Next lists in its Vary for pages: the cache key includes them. */
export const VARY_HEADERS = [
  'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'accept-encoding',
] as const;
export const CACHE_STATUS_HEADER = 'x-storefront-cache';

/** Per-connection or per-answer headers that are never replayed from the cache. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

interface Entry {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  expiresAt: number;
}

export interface MicroCacheOptions {
  lifetimeMs: number;
  maxEntries: number;
  maxBytes: number;
}

class MicroCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every purge: an answer rendered before a purge is not stored after it. */
  generation = 0;

  constructor(readonly options: MicroCacheOptions) {}

  get(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.body.length > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    // Evict least recently used first (the Map's first keys).
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}

const globalKey = Symbol.for('storefront.microCache');
type Holder = { [globalKey]?: MicroCache };

/** Empties this process's micro-cache at once. Called wherever the app expires a cache tag or path. */
export function purgeMicroCache(): void {
  (globalThis as Holder)[globalKey]?.clear();
}

function keyFor(req: IncomingMessage): string {
  let key = req.url ?? '/';
  for (const name of VARY_HEADERS) key += `\n${req.headers[name] ?? ''}`;
  return key;
}

/** The lifetime a response may be kept, or 0 when it must not be cached at all. */
function cacheableFor(status: number, headers: Record<string, unknown>, lifetimeMs: number): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge || Number(sMaxAge[1]) <= 0) return 0;
  // Vary on anything outside the key would mix answers meant for different requests.
  const vary = String(headers['vary'] ?? '').toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
  if (vary.some((name) => !(VARY_HEADERS as readonly string[]).includes(name))) return 0;
  return Math.min(lifetimeMs, Number(sMaxAge[1]) * 1000);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Wraps `handler` (Next's request handler) with the micro-cache; one server, so one cache, per process. */
export function withMicroCache(handler: Handler, options: MicroCacheOptions): Handler {
  const cache = new MicroCache(options);
  (globalThis as Holder)[globalKey] = cache;

  return (req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    // Only page reads; never the API, never a draft-mode (preview) request.
    if ((method !== 'GET' && method !== 'HEAD') || url.startsWith('/api/') || /__prerender_bypass/.test(req.headers.cookie ?? '')) {
      return handler(req, res);
    }
    const key = keyFor(req);
    const hit = cache.get(key, Date.now());
    if (hit) {
      res.statusCode = hit.status;
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader('content-length', hit.body.length);
      res.setHeader(CACHE_STATUS_HEADER, 'HIT');
      res.end(method === 'HEAD' ? undefined : hit.body);
      return;
    }
    if (method === 'HEAD') return handler(req, res);
    record(req, res, cache, key);
    return handler(req, res);
  };
}

/** Collects what Next writes to `res` and stores it once the answer ends, if it may be cached. */
function record(req: IncomingMessage, res: ServerResponse, cache: MicroCache, key: string): void {
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  let tooBig = false;
  let size = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooBig) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > cache.options.maxBytes) tooBig = true;
    else chunks.push(buffer);
  };

  let headersAtWrite: Record<string, unknown> | undefined;
  const snapshotHeaders = () => (headersAtWrite ??= { ...res.getHeaders() });
  const originalWriteHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] === 'number') res.statusCode = args[0];
    // Headers given to writeHead directly are not always visible through getHeaders().
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
      args = args.map((arg) => (arg === headers ? undefined : arg));
    }
    if (!res.headersSent && res.getHeader(CACHE_STATUS_HEADER) === undefined) markMiss(res);
    snapshotHeaders();
    return (originalWriteHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;

  const originalWrite = res.write;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!res.headersSent) markMiss(res);
    snapshotHeaders();
    collect(chunk, rest[0]);
    return (originalWrite as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;

  const originalEnd = res.end;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!res.headersSent) markMiss(res);
    snapshotHeaders();
    collect(chunk, rest[0]);
    return (originalEnd as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;

  res.once('finish', () => {
    if (tooBig || cache.generation !== generation || !req.complete) return;
    const headers = headersAtWrite ?? res.getHeaders();
    const lifetime = cacheableFor(res.statusCode, headers, cache.options.lifetimeMs);
    if (lifetime <= 0) return;
    const stored = Object.entries(headers)
      .filter(([name]) => !HOP_HEADERS.has(name) && name !== CACHE_STATUS_HEADER)
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)] as [string, string | string[]]);
    cache.set(key, { status: res.statusCode, headers: stored, body: Buffer.concat(chunks), expiresAt: Date.now() + lifetime });
  });
}

/** Says MISS only on answers that could be cached; others carry no cache header. */
function markMiss(res: ServerResponse): void {
  const lifetime = cacheableFor(res.statusCode, res.getHeaders(), 1);
  if (lifetime > 0) res.setHeader(CACHE_STATUS_HEADER, 'MISS');
}

/** For tests: entries currently held. */
export function microCacheSize(): number {
  return (globalThis as Holder)[globalKey]?.size ?? 0;
}
