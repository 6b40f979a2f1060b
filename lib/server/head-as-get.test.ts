// A HEAD of a page answers its GET's headers (lib/server/head-as-get.ts), through the
// whole server (lib/server/http-server.ts: the after-paint rewrite, the security headers,
// compression) over real HTTP, with a stand-in for Next that answers as Next's
// sendRenderResult does: a cached page whole with its own Content-Length and, to a HEAD,
// that length and no body. The same on the production build, through Next and the
// cached-page fast path: tests/cluster/head.test.ts.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawAnswer } from '@/lib/testing/raw-answer';
import { createShopServer, type ShopServer } from './http-server';

/** A shop document with a framework chunk, which the after-paint rewrite makes longer. */
const DOCUMENT = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main-1a2b.js" async=""></script></head><body><h1>Deals of the Day</h1>${'<p>Split AC, 1.5 ton, ₹ 31,990</p>'.repeat(40)}</body></html>`;

/** As Next answers: a cached page whole (a HEAD gets its length and no body), a dynamic one streamed. */
function nextLike(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (req.url === '/seller/orders') {
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (req.method === 'HEAD') return void res.end(null);
    res.write(DOCUMENT.slice(0, 300));
    setTimeout(() => res.end(DOCUMENT.slice(300)), 5);
    return;
  }
  if (req.url === '/gone') {
    res.statusCode = 308;
    res.setHeader('Location', '/');
    return void res.end(req.method === 'HEAD' ? undefined : '/');
  }
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('Cache-Control', 's-maxage=500, stale-while-revalidate=31535500');
  res.setHeader('Content-Length', Buffer.byteLength(DOCUMENT));
  if (req.method === 'HEAD') return void res.end(null);
  res.end(DOCUMENT);
}

const started: ShopServer[] = [];
afterEach(async () => {
  for (const shop of started.splice(0)) if (shop.server.listening) await shop.shutdown();
});

async function serve(): Promise<number> {
  const shop = createShopServer(nextLike, { logRequests: false, compress: true, afterPaint: true });
  started.push(shop);
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
  return (shop.server.address() as AddressInfo).port;
}

/** The same request id on both answers, so that header is compared too. */
const ask = (port: number, method: 'GET' | 'HEAD', path: string, encoding: string) =>
  rawAnswer(`http://127.0.0.1:${port}`, method, path, { 'accept-encoding': encoding, 'x-request-id': 'head-test-0001' });

describe('a HEAD of a page', () => {
  it('answers a cached page\'s GET headers, its Content-Length the rewritten document\'s length, and no body', async () => {
    const port = await serve();
    const get = await ask(port, 'GET', '/', 'identity');
    const head = await ask(port, 'HEAD', '/', 'identity');
    expect(get.status).toBe(200);
    // The rewrite made the document longer than Next's length; the GET's length is what it sent.
    expect(Number(get.headers['content-length'])).toBe(get.bodyBytes);
    expect(get.bodyBytes).toBeGreaterThan(Buffer.byteLength(DOCUMENT));
    expect(head).toEqual({ ...get, bodyBytes: 0 });
    expect(Object.keys(head.headers)).toEqual(expect.arrayContaining(['content-type', 'cache-control', 'vary', 'x-nextjs-cache', 'x-request-id']));
  });

  it('compressed: the GET\'s Content-Encoding, Vary and framing, no length', async () => {
    const port = await serve();
    const get = await ask(port, 'GET', '/', 'gzip');
    const head = await ask(port, 'HEAD', '/', 'gzip');
    expect(get.headers['content-encoding']).toBe('gzip');
    expect(get.headers['content-length']).toBeUndefined();
    expect(get.headers.vary).toContain('Accept-Encoding');
    expect(head).toEqual({ ...get, bodyBytes: 0 });
  });

  it('of a streamed page (the console) and of a redirect: the GET\'s headers too', async () => {
    const port = await serve();
    for (const path of ['/seller/orders', '/gone']) {
      for (const encoding of ['identity', 'gzip']) {
        const get = await ask(port, 'GET', path, encoding);
        const head = await ask(port, 'HEAD', path, encoding);
        expect(get.bodyBytes, `${path} ${encoding}`).toBeGreaterThan(0);
        expect(head, `${path} ${encoding}`).toEqual({ ...get, bodyBytes: 0 });
      }
    }
  });

  it('without compression, a page ended whole: the length Node gives the GET', async () => {
    const methods: string[] = [];
    const shop = createShopServer((req, res) => {
      methods.push(String(req.method));
      res.end('{}');
    }, { logRequests: false });
    started.push(shop);
    await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
    const port = (shop.server.address() as AddressInfo).port;
    const get = await ask(port, 'GET', '/terms', 'identity');
    const head = await ask(port, 'HEAD', '/terms', 'identity');
    expect(get.headers['content-length']).toBe('2');
    expect(head).toEqual({ ...get, bodyBytes: 0 });
    // API calls are left as they are: a HEAD there reaches the handler as a HEAD.
    await ask(port, 'HEAD', '/api/ready', 'identity');
    expect(methods).toEqual(['GET', 'GET', 'HEAD']);
  });
});
