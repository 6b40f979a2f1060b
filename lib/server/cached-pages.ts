// The fast path of lib/server/http-server.ts for cached pages: a plain GET (or HEAD) of
// a cached page (ISR) is answered straight from Next's incremental cache entry, the
// one Next would serve, with the answer Next would send (status, headers, body), without
// Next's routing, which costs several times the answer itself (docs/architecture.md,
// "Reading a product page"). It is NOT a second cache: the entry is read through the
// cache handler Next uses (lib/server/cache-handler.ts: memory and disk, or Redis), at
// every request, so a revalidated tag or a page drawn again on another instance shows
// at once.
//
// Anything else goes to Next: a request with a query, an RSC, prefetch, action or
// draft-mode request, a path no cached-page route matches, an entry that is missing,
// stale, past its expiry, under an expired or stale tag, not a 200, or that the cache
// handler does not give within READ_TIMEOUT_MS (a slow Redis). Next then serves it,
// draws it again when due, and stores it for the next request.
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import { afterPaintFor, afterPaintHtml, markAfterPaintDone } from './after-paint';
import { countFastPath } from './metrics';
import { NOT_FOUND_HOME_HEADER } from './not-found-rewrite.mjs';

/** How long the fast path waits for the cache handler before leaving the request to Next (ms). */
export const READ_TIMEOUT_MS = 50;

/** Request headers that make Next answer something other than the cached document. */
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-nextjs-data',
  'x-matched-path',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
  // Next bypasses its cache for a form post (prerender-manifest experimentalBypassFor); a GET has no body.
  'content-type',
];
/** Draft mode and preview cookies bypass Next's cache. */
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

interface Route {
  /** Next's page id, e.g. /product/[name_url]/[product_id]/page: the owner in the cache key. */
  sourceRoute: string;
  /** A cached page (ISR) of the app router; other routes still answer their paths, from Next. */
  cached: boolean;
}

export interface CachedPagesOptions {
  /** The build's .next folder. */
  distDir: string;
  /** A cache handler as Next made it for its last request, or null before Next made one. */
  handler: () => CacheHandler | null;
  /** Pages' scripts run after the first paint, as the server rewrites Next's answers (lib/server/after-paint.ts). */
  afterPaint?: boolean;
  /** Next's tag manifest checks (the local cache handler's revalidations). */
  tagsExpired?: (tags: string[], lastModified: number) => boolean;
  readTimeoutMs?: number;
}

type Manifest = Record<string, unknown>;
const readJson = (file: string): Manifest => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

/**
 * The cached-page routes of a build, in Next's matching order (its static routes, then its
 * dynamic routes as routes-manifest.json sorts them); null when the build's routing
 * could send a plain path elsewhere than its route (rewrites or redirects that do not
 * depend on a query, custom headers), where the fast path is off.
 */
export function cachedRoutes(distDir: string): { static: Map<string, Route>; dynamic: (Route & { pattern: RegExp })[]; redirected: RegExp[] } | null {
  const routes = readJson(path.join(distDir, 'routes-manifest.json')) as {
    basePath?: string;
    caseSensitive?: boolean;
    redirects?: { internal?: boolean; regex?: string }[];
    headers?: unknown[];
    rewrites?: unknown;
    staticRoutes: { page: string }[];
    dynamicRoutes: { page: string; regex: string }[];
  };
  const prerender = readJson(path.join(distDir, 'prerender-manifest.json')) as {
    routes: Record<string, { initialRevalidateSeconds?: number | false; dataRoute?: string | null; srcRoute?: string | null }>;
    dynamicRoutes: Record<string, { dataRoute?: string | null; fallback?: unknown }>;
  };
  const appPaths = readJson(path.join(distDir, 'server', 'app-paths-manifest.json'));
  const rewrites = routes.rewrites as { beforeFiles?: Rule[]; afterFiles?: Rule[]; fallback?: Rule[] } | Rule[] | undefined;
  type Rule = { has?: { type: string; key?: string }[]; missing?: unknown[] };
  const rules = Array.isArray(rewrites) ? rewrites : [...(rewrites?.beforeFiles ?? []), ...(rewrites?.afterFiles ?? []), ...(rewrites?.fallback ?? [])];
  const onlyWithQuery = (rule: Rule) => !rule.missing && (rule.has ?? []).length > 0 && rule.has!.every((has) => has.type === 'query');
  // The server's own mark (lib/server/not-found-rewrite.mjs) is set after the fast path, never before.
  const onlyMarked = (rule: Rule) => !rule.missing && rule.has?.length === 1 && rule.has[0]!.type === 'header' && rule.has[0]!.key === NOT_FOUND_HOME_HEADER;
  // A redirect of the build's own (next.config.mjs) sends its paths away: the fast path
  // leaves every path one matches to Next (with or without case, as Next matches).
  const ownRedirects = (routes.redirects ?? []).filter((r) => !r.internal);
  if (ownRedirects.some((r) => !r.regex)) return null;
  const redirected = ownRedirects.map((r) => new RegExp(r.regex!, routes.caseSensitive ? '' : 'i'));
  if (routes.basePath || (routes.headers ?? []).length > 0 || !rules.every((rule) => onlyWithQuery(rule) || onlyMarked(rule))) return null;

  // Next's page id keeps the route groups (/(shop)/product/[name_url]/[product_id]/page),
  // and so does its cache key; the routes manifest names the page without them.
  const withoutGroups = (id: string) => id.split('/').filter((segment) => !/^\(.+\)$/.test(segment)).join('/') || '/';
  const appPageIds = new Map(Object.keys(appPaths).filter((id) => typeof appPaths[id] === 'string').map((id) => [withoutGroups(id), id]));
  const pageId = (page: string) => appPageIds.get(page === '/' ? '/page' : `${page}/page`);
  const isAppPage = (page: string) => pageId(page) !== undefined;
  const staticRoutes = new Map<string, Route>();
  for (const { page } of routes.staticRoutes) {
    const entry = prerender.routes[page];
    const isr = typeof entry?.initialRevalidateSeconds === 'number' && entry.dataRoute?.endsWith('.rsc') && (entry.srcRoute ?? page) === page;
    staticRoutes.set(page, { sourceRoute: pageId(page) ?? page, cached: Boolean(isr && isAppPage(page)) });
  }
  const dynamic = routes.dynamicRoutes.map(({ page, regex }) => {
    const entry = prerender.dynamicRoutes[page];
    const isr = entry?.dataRoute?.endsWith('.rsc') && entry.fallback === null;
    return { pattern: new RegExp(regex), sourceRoute: pageId(page) ?? page, cached: Boolean(isr && isAppPage(page)) };
  });
  return { static: staticRoutes, dynamic, redirected };
}

/** A path decoded as Next keys its cache entry, or null when decoding could change its segments. */
function decodedPath(pathname: string): string | null {
  if (!pathname.includes('%')) return pathname;
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.split('/').length === pathname.split('/').length && !/[%?#]/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The fast path: `serve` answers and resolves true, or touches nothing and resolves false. */
export function cachedPages(options: CachedPagesOptions) {
  const table = cachedRoutes(options.distDir);
  const readTimeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS;

  /** The page route Next would serve `pathname` with, when it is a cached-page route. */
  function routeOf(pathname: string): Route | null {
    if (!table || table.redirected.some((pattern) => pattern.test(pathname))) return null;
    const route = table.static.get(pathname) ?? table.dynamic.find((r) => r.pattern.test(pathname));
    return route?.cached ? route : null;
  }

  function eligible(req: http.IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '';
    if (!url.startsWith('/') || url.includes('?') || url.includes('#') || url.startsWith('/_next/') || url.startsWith('/api/')) return null;
    if (url.length > 1 && url.endsWith('/')) return null; // Next redirects it
    for (const name of NEXT_REQUEST_HEADERS) if (req.headers[name] !== undefined) return null;
    const cookie = req.headers.cookie;
    if (cookie && BYPASS_COOKIES.test(cookie)) return null;
    return url;
  }

  async function read(key: string): Promise<CacheHandlerValue | null> {
    const handler = options.handler();
    if (!handler) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), readTimeoutMs);
    });
    try {
      const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as Parameters<CacheHandler['get']>[1];
      return await Promise.race([handler.get(key, context).catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  // The bytes of an entry's document, encoded once per entry rather than per answer
  // (encoding a large document with non-Latin characters costs more than the rest of the
  // answer). Held weakly by the entry's value object: they go when the
  // cache drops or replaces the entry (a new render is a new object), so this is no
  // cache of its own. Redis hands a new object per read: encoded per answer there.
  const encoded = new WeakMap<object, Buffer>();
  // The after-paint rewrite is made there too, once per entry.
  function bytesOf(value: object, html: string | Buffer, afterPaint: boolean): Buffer {
    if (Buffer.isBuffer(html) && !afterPaint) return html;
    let bytes = encoded.get(value);
    if (!bytes) {
      const text = Buffer.isBuffer(html) ? html.toString('utf8') : html;
      bytes = Buffer.from(afterPaint ? afterPaintHtml(text) : text, 'utf8');
      encoded.set(value, bytes);
    }
    return bytes;
  }

  /** The entry when Next would answer it as a fresh HIT, else null. */
  function fresh(entry: CacheHandlerValue | null, afterPaint: boolean): { html: Buffer; headers: Record<string, unknown>; revalidate: number; expire?: number } | null {
    const value = entry?.value as { kind?: string; html?: unknown; postponed?: unknown; status?: number; headers?: Record<string, unknown> } | null | undefined;
    if (!entry || !value || value.kind !== 'APP_PAGE' || value.postponed != null || (value.status !== undefined && value.status !== 200)) return null;
    if (typeof value.html !== 'string' && !Buffer.isBuffer(value.html)) return null;
    const { revalidate, expire } = (entry.cacheControl ?? {}) as { revalidate?: number | false; expire?: number };
    if (typeof revalidate !== 'number' || revalidate <= 0 || entry.lastModified === -1 || typeof entry.lastModified !== 'number') return null;
    const now = Date.now();
    if (entry.lastModified + revalidate * 1000 <= now) return null;
    if (typeof expire === 'number' && entry.lastModified + expire * 1000 <= now) return null;
    const tags = value.headers?.['x-next-cache-tags'];
    if (typeof tags === 'string' && options.tagsExpired?.(tags.split(','), entry.lastModified)) return null;
    return { html: bytesOf(value, value.html, afterPaint), headers: value.headers ?? {}, revalidate, expire };
  }

  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const pathname = eligible(req);
    if (!pathname) return false;
    const route = routeOf(pathname);
    if (!route) return false;
    // The key Next stores the page under (Next's own function), from the decoded path as Next keys it.
    const decoded = decodedPath(pathname);
    if (!decoded) return false;
    const owner = { kind: 'APP_PAGE', sourceRoute: route.sourceRoute } as Parameters<typeof getRouteCacheKey>[1];
    // The same pages as the server rewrites on Next's answers (after-paint.ts afterPaintFor).
    const afterPaint = Boolean(options.afterPaint) && afterPaintFor(pathname);
    const page = fresh(await read(getRouteCacheKey(decoded, owner)), afterPaint);
    if (!page || res.headersSent) {
      countFastPath('miss');
      return false;
    }
    countFastPath('hit');
    // As Next answers a HIT (app-page template, then sendRenderResult), header for header;
    // the server compresses it (lib/server/http-server.ts).
    if (afterPaint) markAfterPaintDone(res);
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('x-nextjs-prerender', '1');
    for (const [name, value] of Object.entries(page.headers)) {
      if (name === 'x-next-cache-tags' || value === undefined) continue;
      for (const one of [value].flat()) res.appendHeader(name, String(one));
    }
    const swr = page.expire !== undefined && page.revalidate < page.expire ? `, stale-while-revalidate=${page.expire - page.revalidate}` : '';
    res.setHeader('Cache-Control', `s-maxage=${page.revalidate}${swr}`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', page.html.length);
    res.statusCode = 200;
    if (req.method === 'HEAD') res.end();
    else res.end(page.html);
    return true;
  }

  return { serve, enabled: table !== null };
}
