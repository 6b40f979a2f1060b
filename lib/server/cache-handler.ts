// Next's cache (the `cacheHandler` of next.config.mjs: ISR pages and unstable_cache
// answers) for the shop. Compiled to dist/server/cache-handler.cjs by
// scripts/build-server.mjs, because Next loads it with Node's own loader at start.
//
// With REDIS_URL set, every instance reads and writes one shared cache in Redis, and a
// revalidateTag on any instance expires the tagged entries on all of them at once: a
// tag's expiry is a timestamp in one Redis hash, and an entry is served only when none
// of its tags expired after it was written (Next's own tag manifest is per process, so
// it cannot do this). Revalidation is O(1) (one HSET, however many entries carry the
// tag); a read is one or two round trips. While Redis does not answer, reads miss,
// writes are skipped and expiries are kept and written once it is back, so a lost
// revalidation never leaves stale stock on the other instances.
//
// Every expiry is written twice: at once, and again SETTLE_MS later. Next applies a
// revalidateTag when the request that asked for it ends; a page drawn meanwhile from data
// read before the write, and stored after the first expiry, would otherwise pass for
// fresh until its lifetime ends. The second expiry sends it to be drawn again.
//
// Without REDIS_URL (the one-process demo) it is Next's default in-process cache
// (memory, then .next on disk), except that it never trusts an entry written before this
// process started: those come from the build (rendered with no database) or from an
// earlier run on possibly other data. Pages are therefore rendered at their first
// request after a start, with the configuration and data of that start.
//
// Search pages (/search-product/{keyword}) are cached pages too, over a keyword space
// without end, so they must not fill the cache: in Redis one lives for its revalidate
// time (not a day), locally in Next's memory LRU only (which has a size limit; never on
// disk, which has none), and the lifetimes Next remembers per cached path (a Map that
// never shrinks) forget the oldest search paths past MAX_REMEMBERED_SEARCHES.
import fs from 'node:fs';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { areTagsExpired, areTagsStale } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';
import { listRouteTable } from '@/lib/catalog/list-route-table.mjs';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { failFastRedis, onceAMinute, redisKeyPrefix } from '@/lib/redis';
import { tagsKeyFor } from './shared-cache';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Data = Parameters<CacheHandler['set']>[1];

/** App page and route entries carry their tags in this header of the stored answer. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

export interface RedisCacheOptions {
  url: string;
  /** Put before every key (REDIS_KEY_PREFIX), so stores sharing a Redis do not share entries. */
  prefix: string;
  /** Entries of one build are unreadable by another (chunk ids), so they are kept apart. */
  buildId: string | ((ctx: CacheHandlerContext) => string);
  /** The longest an entry is kept (seconds); shorter when Next gives it an expire time. */
  maxTtlSeconds?: number;
  /** How long one Redis command may take before the read counts as a miss (ms). */
  commandTimeoutMs?: number;
  /** The second expiry's delay (ms; 0: none). Default SETTLE_MS. */
  settleMs?: number;
  warn?: (message: string) => void;
}

// Entries hold Buffers (RSC payloads, route bodies) and Maps (segment data): tagged here
// and rebuilt on the way back, base64 rather than JSON's array of numbers.
function serialize(entry: unknown): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') };
    if (raw instanceof Map) return { __map: Array.from(raw.entries()) };
    return value;
  });
}

function deserialize(text: string): unknown {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64');
      if (Array.isArray(value.__map)) return new Map(value.__map);
    }
    return value;
  });
}

interface StoredEntry {
  value: Data;
  lastModified: number;
  tags: string[];
  cacheControl?: CacheHandlerValue['cacheControl'];
}

function tagsOf(data: Data, ctx: SetContext): string[] {
  const tags = new Set<string>((ctx as { tags?: string[] }).tags ?? []);
  const header = (data as { headers?: Record<string, unknown> } | null)?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/** `/search-product/`: the path of a search page starts so (the table's pattern up to its parameter). */
const searchPathPrefix = listRouteTable.search.slice(0, listRouteTable.search.indexOf(':'));

/** True for the cache key of a search page (a route cache key ends in `/$` and the page's path). */
export function isSearchPageKey(key: string): boolean {
  return key.includes(`/$${searchPathPrefix}`);
}

/** How many search paths Next's per-path lifetimes may hold before the oldest are forgotten. */
export const MAX_REMEMBERED_SEARCHES = 2_000;

/**
 * Next keeps the lifetime of every cached path it served in a static Map that never
 * shrinks (SharedCacheControls; the entry itself carries the same lifetime, which Next
 * prefers, so a forgotten one costs nothing). Past the limit, the oldest search paths go.
 */
function forgetOldSearches(limit = MAX_REMEMBERED_SEARCHES): void {
  const remembered = (SharedCacheControls as unknown as { cacheControls?: Map<string, unknown> }).cacheControls;
  if (!(remembered instanceof Map)) return;
  let searches = 0;
  for (const key of remembered.keys()) if (isSearchPageKey(key)) searches++;
  if (searches <= limit) return;
  for (const key of remembered.keys()) {
    if (searches <= limit * 0.9) break;
    if (isSearchPageKey(key)) {
      remembered.delete(key);
      searches--;
    }
  }
}

/** Counts sets of search pages, so the forgetting runs once per hundred rather than on every set. */
let searchSets = 0;
function searchPageSet(key: string): boolean {
  if (!isSearchPageKey(key)) return false;
  if (++searchSets % 100 === 0) forgetOldSearches();
  return true;
}

/** The context Next gave the last handler it made (Next makes one per request). */
let lastContext: never | undefined;

/** The handler class Next instantiates (once per request) over one Redis connection. */
export function createRedisCacheHandler(options: RedisCacheOptions) {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const maxTtlSeconds = options.maxTtlSeconds ?? 24 * 60 * 60;
  // While Redis is away a read is a miss (the page renders) instead of waiting behind it.
  const redis = failFastRedis(options.url, { commandTimeoutMs: options.commandTimeoutMs ?? 1_000, maxReconnectDelayMs: 2_000 });
  const tagsKey = tagsKeyFor(options.prefix);
  let entryPrefix: string | undefined;

  const warnNow = onceAMinute(warn);
  const warnThrottled = (what: string, error: unknown) => {
    warnNow(`[cache] Redis ${what} failed (${error instanceof Error ? error.message : String(error)}); pages render uncached until it answers`);
  };
  redis.on('error', (error) => warnThrottled('connection', error));

  // Expiries that could not be written: written on the next connection, with their own
  // time, so an entry cached after them (from fresh data) stays valid.
  const pendingExpiries = new Map<string, number>();
  async function writeExpiries(expiries: Map<string, number>): Promise<void> {
    if (expiries.size === 0) return;
    await redis.hset(tagsKey, Object.fromEntries(expiries));
  }
  redis.on('ready', () => {
    if (pendingExpiries.size === 0) return;
    const flushing = new Map(pendingExpiries);
    writeExpiries(flushing).then(
      () => flushing.forEach((at, tag) => pendingExpiries.get(tag) === at && pendingExpiries.delete(tag)),
      (error) => warnThrottled('expiry', error),
    );
  });

  let connecting: Promise<void> | null = null;
  function ready(): Promise<void> {
    if (redis.status === 'ready') return Promise.resolve();
    // The first connection is awaited (a second at most); after that a broken one fails fast.
    connecting ??= Promise.race([
      redis.connect().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
    return connecting;
  }

  /** True when a tag was expired at or after `lastModified` (or expired writes are still pending). */
  function expiredAfter(times: (string | null)[], tags: string[], lastModified: number): boolean {
    return tags.some((tag, index) => Math.max(Number(times[index] ?? 0), pendingExpiries.get(tag) ?? 0) >= lastModified);
  }

  async function expire(tags: string | string[]): Promise<void> {
    const at = Date.now();
    const expiries = new Map([tags].flat().map((tag) => [tag, at]));
    try {
      await ready();
      await writeExpiries(expiries);
    } catch (error) {
      for (const [tag, time] of expiries) pendingExpiries.set(tag, Math.max(time, pendingExpiries.get(tag) ?? 0));
      warnThrottled('expiry', error);
    }
  }

  return class RedisCacheHandler implements CacheHandler {
    static redis = redis;

    constructor(ctx: CacheHandlerContext) {
      lastContext = ctx as never;
      entryPrefix ??= `${options.prefix}cache:${typeof options.buildId === 'function' ? options.buildId(ctx) : options.buildId}:`;
    }

    async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
      try {
        await ready();
        const known = [...new Set([...((ctx as { tags?: string[] }).tags ?? []), ...((ctx as { softTags?: string[] }).softTags ?? [])])];
        const pipeline = redis.pipeline().get(entryPrefix + key);
        if (known.length > 0) pipeline.hmget(tagsKey, ...known);
        const results = (await pipeline.exec()) ?? [];
        for (const [error] of results) if (error) throw error;
        const text = results[0]?.[1] as string | null;
        if (!text) return null;
        const entry = deserialize(text) as StoredEntry;
        if (known.length > 0 && expiredAfter(results[1]?.[1] as (string | null)[], known, entry.lastModified)) return null;
        const more = entry.tags.filter((tag) => !known.includes(tag));
        if (more.length > 0 && expiredAfter(await redis.hmget(tagsKey, ...more), more, entry.lastModified)) return null;
        return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
      } catch (error) {
        warnThrottled('read', error);
        return null;
      }
    }

    async set(key: string, data: Data, ctx: SetContext): Promise<void> {
      if (!data) return;
      const cacheControl = (ctx as { cacheControl?: CacheHandlerValue['cacheControl'] }).cacheControl;
      // A search page lives for its revalidate time, an other entry until it expires (a day at most).
      const lifetime = searchPageSet(key) ? cacheControl?.revalidate : cacheControl?.expire;
      const ttl = Math.max(1, Math.ceil(Math.min(maxTtlSeconds, typeof lifetime === 'number' && Number.isFinite(lifetime) ? lifetime : Infinity)));
      const entry: StoredEntry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), cacheControl };
      try {
        await ready();
        await redis.set(entryPrefix + key, serialize(entry), 'EX', ttl);
      } catch (error) {
        warnThrottled('write', error);
      }
    }

    async revalidateTag(tags: string | string[]): Promise<void> {
      // Every revalidation expires at once (`revalidateTag(tag, { expire: 0 })` is how the
      // shop calls it); a stale-while-revalidate profile is treated the same, more strictly.
      await expire(tags);
      later(options.settleMs ?? SETTLE_MS, () => expire(tags));
    }

    resetRequestCache(): void {}
  };
}

/** The build's id, read from .next/BUILD_ID beside the server output. */
function buildIdOf(ctx: CacheHandlerContext): string {
  const file = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..', 'BUILD_ID') : path.join(process.cwd(), '.next', 'BUILD_ID');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return 'development';
  }
}

const startedAt = Date.now();

/** How long after an expiry the same tags are expired again (see the header). */
export const SETTLE_MS = 1_500;

/** Runs `again` once, `ms` later, without keeping the process alive for it. */
function later(ms: number, again: () => Promise<unknown>): void {
  if (ms > 0) setTimeout(() => void again().catch(() => {}), ms).unref();
}

/** Next's default cache, minus what was written before this process started (see the header). */
export class LocalCacheHandler extends FileSystemCache {
  constructor(ctx: ConstructorParameters<typeof FileSystemCache>[0]) {
    super(ctx);
    lastContext = ctx as never;
  }

  async get(...args: Parameters<CacheHandler['get']>): Promise<CacheHandlerValue | null> {
    const entry = await super.get(...args);
    return entry && entry.lastModified >= startedAt ? entry : null;
  }

  async set(...args: Parameters<CacheHandler['set']>): Promise<void> {
    if (!searchPageSet(args[0])) return super.set(...args);
    // In the memory LRU only: Next reads `flushToDisk` before set's first await.
    const self = this as unknown as { flushToDisk?: boolean };
    const flushToDisk = self.flushToDisk;
    self.flushToDisk = false;
    try {
      return super.set(...args);
    } finally {
      self.flushToDisk = flushToDisk;
    }
  }

  async revalidateTag(...args: Parameters<FileSystemCache['revalidateTag']>): Promise<void> {
    await super.revalidateTag(...args);
    later(SETTLE_MS, () => super.revalidateTag(...args));
  }
}

const redisUrl = process.env.REDIS_URL?.trim();
const building = process.env.NEXT_PHASE === 'phase-production-build';

// Next hands either class the same context (a FileSystemCache one, which it also fits).
const Handler: new (ctx: never) => CacheHandler = redisUrl && !building
  ? createRedisCacheHandler({ url: redisUrl, prefix: redisKeyPrefix(), buildId: buildIdOf })
  : LocalCacheHandler;
export default Handler;

/**
 * A handler made as Next makes one for a request (same class, same context), for the
 * cached-page fast path (lib/server/cached-pages.ts); null until Next has made one.
 * Only the module instance Next loaded (dist/server/cache-handler.cjs) has it.
 */
export function handlerLikeNext(): CacheHandler | null {
  return lastContext ? new Handler(lastContext) : null;
}

/** Next's own check of a page's tags against the revalidations this process made (expired or stale). */
export function tagsRevalidatedSince(tags: string[], lastModified: number): boolean {
  return areTagsExpired(tags, lastModified) || areTagsStale(tags, lastModified);
}
