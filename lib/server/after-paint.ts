// Scripts after the first paint: every HTML document the shop serves has its framework
// chunks' `<script src async>` tags turned into low-priority preloads that a small
// inline loader runs once the browser reports its first contentful paint (or after
// FALLBACK_MS, for a browser that never reports one, such as a tab opened in the
// background). The chunks still download from the start, beside the page's pictures;
// only their evaluation waits. Without this the page's framework chunk (one large script,
// a long task on a phone) can begin evaluating before the first frame is presented, and
// the frame, with the page's largest picture, waits for it (the figures are in
// bench/results/).
//
// Applied by lib/server/http-server.ts to the shop's text/html answers, below compression, on
// both serving paths (Next's render and the cached-page fast path, which rewrites an
// entry once and marks the answer done). Chunk order does not matter: Next's chunks
// are `async` already, and Turbopack's runtime queues whatever registers before it.
import type http from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/**
 * Whether a page's scripts wait for its first paint: the shop's pages, not the seller's
 * console, where staff start typing at once and the page's paint speed matters less than
 * its script being there (a form filled before hydration loses what was typed).
 */
export function afterPaintFor(url: string): boolean {
  return !/^\/seller(?:[/?#]|$)/.test(url);
}

/**
 * Longest wait for the first paint before the scripts run anyway (ms). Only a browser that
 * never reports a paint needs it; at 1 s a busy phone (or CI host) painting at 2 s had its
 * scripts start before its first paint, which is what this module exists to prevent.
 */
export const FALLBACK_MS = 3_000;

/** Marks the preload links the loader turns into scripts (the benchmark counts them as first-load JS). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The loader, once per document before its first rewritten tag. `__afterPaint()` runs
 * every marked link's script once the first paint came; each rewritten tag calls it, so
 * a link parsed after the paint (a chunk named late in the body) starts at once.
 */
export const LOADER = `<script>(function(w,d){var p=0;function r(){if(!p)return;var l=d.querySelectorAll('link[${AFTER_PAINT_ATTRIBUTE}]');for(var i=0;i<l.length;i++){var s=d.createElement('script');s.src=l[i].getAttribute('href');s.async=true;l[i].removeAttribute('${AFTER_PAINT_ATTRIBUTE}');d.head.appendChild(s)}}function go(){if(!p){p=1;r()}}w.__afterPaint=r;try{new PerformanceObserver(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(go,${FALLBACK_MS})})(self,document)</script>`;

/** A chunk script as React writes it for Next: `<script src="/_next/static/…" async=""></script>` (never a noModule one). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js(?:\?[^"<>]*)?)" async=""><\/script>/g;

function preload(src: string): string {
  return `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${AFTER_PAINT_ATTRIBUTE}=""/><script>__afterPaint()</script>`;
}

/** Rewrites the chunk script tags of one stretch of a document; `loaderSent` says whether an earlier stretch carried the loader. */
function rewrite(text: string, loaderSent: boolean): { text: string; loaderSent: boolean } {
  let sent = loaderSent;
  const out = text.replace(CHUNK_SCRIPT, (_tag, src: string) => {
    const link = preload(src);
    if (sent) return link;
    sent = true;
    return LOADER + link;
  });
  return { text: out, loaderSent: sent };
}

/** A whole document with its chunk scripts after the first paint. */
export function afterPaintHtml(html: string): string {
  return rewrite(html, false).text;
}

/**
 * Where a stretch of a streamed document must be cut so that no chunk script tag is split:
 * before an unfinished `<script` (or an unfinished `<` that could start one).
 */
function safeEnd(text: string): number {
  const open = text.lastIndexOf('<script');
  if (open !== -1 && text.indexOf('</script>', open) === -1) return open;
  const lt = text.lastIndexOf('<');
  if (lt !== -1 && text.indexOf('>', lt) === -1) return lt;
  return text.length;
}

const DONE = Symbol('after-paint done');

/** Says the answer's body is rewritten already (the fast path's cached bytes). */
export function markAfterPaintDone(res: http.ServerResponse): void {
  (res as unknown as Record<symbol, boolean>)[DONE] = true;
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse;

/**
 * Rewrites an answer's body on its way out when it is an HTML document (decided when its
 * headers go: text/html, not marked done), as Next streams it; drops its Content-Length,
 * which no longer holds. Other answers pass untouched.
 */
export function rewriteHtmlAnswers(res: http.ServerResponse): void {
  let active: boolean | undefined;
  let loaderSent = false;
  let held = '';
  let wrote = false;
  const decoder = new StringDecoder('utf8');
  const { writeHead } = res;
  const write = res.write as unknown as Write;
  const end = res.end as unknown as End;

  function decide(): boolean {
    if (active === undefined) {
      const type = String(res.getHeader('content-type') ?? '');
      active = type.startsWith('text/html') && !(res as unknown as Record<symbol, boolean>)[DONE];
      if (active) res.removeHeader('content-length');
    }
    return active;
  }

  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    // Headers passed to writeHead itself go into the header list first, so the decision sees them.
    const headers = args.find((arg, i) => i > 0 && arg !== null && typeof arg === 'object') as Record<string, unknown> | undefined;
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
      args = args.filter((arg) => arg !== headers);
    }
    decide();
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;

  function take(chunk: unknown, encoding: unknown): string {
    if (chunk === undefined || chunk === null) return '';
    if (typeof chunk === 'string') return held + (typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8' ? decoder.write(Buffer.from(chunk, encoding as BufferEncoding)) : chunk);
    return held + decoder.write(Buffer.from(chunk as Uint8Array));
  }

  res.write = function (this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!decide()) return write.call(this, chunk, encoding, callback);
    wrote = true;
    const text = take(chunk, encoding);
    const cut = safeEnd(text);
    held = text.slice(cut);
    const done = rewrite(text.slice(0, cut), loaderSent);
    loaderSent = done.loaderSent;
    const cb = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, done.text, 'utf8', cb);
  } as typeof res.write;

  res.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!decide()) return end.call(this, chunk, encoding, callback);
    const text = rewrite(take(chunk, encoding) + decoder.end(), loaderSent).text;
    // A document sent whole (a cached page) keeps a length, as the fast path's has.
    if (!res.headersSent && !wrote) res.setHeader('content-length', Buffer.byteLength(text));
    return end.call(this, text, 'utf8', callback);
  } as typeof res.end;
}
