// The micro-cache over real HTTP: a real node:http server whose handler answers the way
// Next does (headers by setHeader or writeHead, body by write/end), and fetch.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER, purgeMicroCache, withMicroCache, type MicroCacheOptions } from './micro-cache';

const PAGE = 's-maxage=500, stale-while-revalidate=31535500';
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string; viaWriteHead?: boolean; delayMs?: number };

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

/** A server behind the cache; `answer` decides each response; `calls` counts what reached it. */
async function serve(answer: (req: http.IncomingMessage, n: number) => Answer, options: Partial<MicroCacheOptions> = {}) {
  const state = { calls: 0 };
  const handler = withMicroCache(
    async (req, res) => {
      state.calls++;
      const a = answer(req, state.calls);
      if (a.delayMs) await new Promise((resolve) => setTimeout(resolve, a.delayMs));
      const headers = { 'content-type': 'text/html; charset=utf-8', vary: NEXT_VARY, ...a.headers };
      if (a.viaWriteHead) res.writeHead(a.status ?? 200, headers);
      else {
        res.statusCode = a.status ?? 200;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      }
      const body = a.body ?? `page ${req.url} #${state.calls}`;
      res.write(body.slice(0, 3));
      res.end(body.slice(3));
    },
    { lifetimeMs: 2_000, maxEntries: 100, maxBytes: 1_000_000, ...options },
  );
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(origin + path, init);
    return { status: response.status, cache: response.headers.get(CACHE_STATUS_HEADER), headers: response.headers, text: await response.text() };
  };
  return { state, get };
}

const page = (): Answer => ({ headers: { 'cache-control': PAGE, 'x-nextjs-cache': 'HIT' } });

describe('page micro-cache', () => {
  it('sends a shared-cacheable page again from memory, with the headers and body Next sent', async () => {
    const { state, get } = await serve(page);
    const first = await get('/product/a/1');
    const second = await get('/product/a/1');
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('cache-control')).toBe(PAGE);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('vary')).toBe(NEXT_VARY);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(first.text));
    expect(state.calls).toBe(1);
    // Another URL is another page.
    expect((await get('/product/b/2')).text).toBe('page /product/b/2 #2');
  });

  it('keeps headers given to writeHead, and answers HEAD from a stored GET without a body', async () => {
    const { state, get } = await serve(() => ({ ...page(), viaWriteHead: true }));
    await get('/p');
    const head = await get('/p', { method: 'HEAD' });
    expect(head.cache).toBe('HIT');
    expect(head.text).toBe('');
    expect(head.headers.get('cache-control')).toBe(PAGE);
    expect(state.calls).toBe(1);
  });

  it.each([
    ['an API call', '/api/store/banner', page()],
    ['a private answer', '/account', { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }],
    ['a no-store answer', '/search-product/tv', { headers: { 'cache-control': 'no-store, s-maxage=5' } }],
    ['an answer without s-maxage', '/x', { headers: { 'cache-control': 'public, max-age=60' } }],
    ['an answer that sets a cookie', '/y', { headers: { 'cache-control': PAGE, 'set-cookie': 'session=abc; HttpOnly' } }],
    ['a 404', '/product/none/9', { status: 404, headers: { 'cache-control': PAGE } }],
    ['an answer varying on a header outside the key', '/z', { headers: { 'cache-control': PAGE, vary: 'Cookie' } }],
  ] as [string, string, Answer][])('never keeps %s', async (_name, path, answer) => {
    const { state, get } = await serve(() => answer);
    const first = await get(path);
    const second = await get(path);
    expect(first.cache).toBeNull();
    expect(second.cache).toBeNull();
    expect(second.text).not.toBe(first.text);
    expect(state.calls).toBe(2);
  });

  it('never answers a POST from the cache', async () => {
    const { state, get } = await serve(page);
    const first = await get('/p');
    const post = await get('/p', { method: 'POST', body: 'x' });
    expect(post.cache).toBeNull(); // passed straight to Next, not looked up nor stored
    expect(post.text).not.toBe(first.text);
    expect(state.calls).toBe(2);
  });

  it('keys by the request headers Next varies on (an RSC payload is not the HTML page)', async () => {
    const { state, get } = await serve((req) => ({ ...page(), body: req.headers.rsc ? 'flight data' : '<html>' }));
    expect((await get('/p')).text).toBe('<html>');
    expect((await get('/p', { headers: { RSC: '1' } })).text).toBe('flight data');
    const again = await get('/p', { headers: { RSC: '1' } });
    expect(again).toMatchObject({ cache: 'HIT', text: 'flight data' });
    expect((await get('/p', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } })).cache).toBe('MISS');
    expect((await get('/p', { headers: { 'Accept-Encoding': 'gzip' } })).cache).toBe('MISS');
    expect((await get('/p')).text).toBe('<html>');
    expect(state.calls).toBe(4);
  });

  it('keeps a page for its lifetime, and never longer than its s-maxage', async () => {
    const { state, get } = await serve(
      (req) => ({ headers: { 'cache-control': req.url === '/short' ? 's-maxage=1' : PAGE } }),
      { lifetimeMs: 1_500 },
    );
    await get('/long');
    await get('/short');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get('/short')).cache).toBe('MISS'); // s-maxage=1 caps it at 1 s
    expect((await get('/long')).cache).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await get('/long')).cache).toBe('MISS'); // past the 1.5 s lifetime
    expect(state.calls).toBe(4);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const { get } = await serve(page, { maxEntries: 2 });
    await get('/a');
    await get('/b');
    await get('/a'); // /a used last: /b is the one to go
    await get('/c');
    expect((await get('/a')).cache).toBe('HIT');
    expect((await get('/c')).cache).toBe('HIT');
    expect((await get('/b')).cache).toBe('MISS');
  });

  it('holds at most maxBytes of bodies, and never a body larger than that', async () => {
    const { get } = await serve((req) => ({ ...page(), body: req.url === '/big' ? 'x'.repeat(300) : 'y'.repeat(100) }), { maxBytes: 250 });
    await get('/big');
    expect((await get('/big')).cache).toBe('MISS');
    await get('/one');
    await get('/two');
    await get('/three'); // 300 bytes would not fit: /one goes
    expect((await get('/three')).cache).toBe('HIT');
    expect((await get('/two')).cache).toBe('HIT');
    expect((await get('/one')).cache).toBe('MISS');
  });

  it('is emptied at once when the app expires a cache tag, including a page still rendering', async () => {
    const { state, get } = await serve((req, n) => ({ ...page(), delayMs: req.url === '/slow' ? 300 : 0, body: `v${n}` }));
    await get('/p');
    expect((await get('/p')).cache).toBe('HIT');
    purgeMicroCache();
    expect((await get('/p')).text).toBe('v2');
    // A page rendered before the purge (stale data) is not stored after it.
    const slow = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    purgeMicroCache();
    await slow;
    expect((await get('/slow')).cache).toBe('MISS');
    expect(state.calls).toBe(4);
  });
});
