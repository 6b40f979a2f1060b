// Scripts after the first paint (lib/server/after-paint.ts): what a document becomes,
// whole or streamed in pieces, and which answers the server rewrites (lib/server/http-server.ts)
// over real HTTP, compressed or not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, LOADER, afterPaintHtml, markAfterPaintDone } from './after-paint';
import { createShopServer, type ShopServer } from './http-server';

// A document as Next writes it: chunk scripts in the head and one in the body, a noModule
// polyfill, inline payload scripts and structured data.
const DOCUMENT =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>' +
  '<script src="/_next/static/chunks/page-2.js" async=""></script>' +
  '<title>Home – ₹ 9,999</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body><main>Open-box deals ✓</main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/main.js"]});</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const link = (src: string) =>
  `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${AFTER_PAINT_ATTRIBUTE}=""/><script>__afterPaint()</script>`;

describe('a document with its scripts after the first paint', () => {
  it('turns each chunk script into a low-priority preload the loader runs, the loader once before the first', () => {
    const out = afterPaintHtml(DOCUMENT);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(turbopack-1|page-2|main)\.js"/);
    expect(out.split(LOADER)).toHaveLength(2);
    expect(out).toContain(LOADER + link('/_next/static/chunks/turbopack-1.js') + link('/_next/static/chunks/page-2.js') + '<title>');
    expect(out).toContain('push({"otherChunks":["static/chunks/main.js"]});</script>' + link('/_next/static/chunks/main.js'));
  });

  it('leaves everything else as it was: the noModule polyfill, inline and data scripts, text', () => {
    const out = afterPaintHtml(DOCUMENT);
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<title>Home – ₹ 9,999</title>');
    // Nothing but the scripts changed.
    const back = out
      .replace(LOADER, '')
      .replace(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)" data-after-paint=""\/><script>__afterPaint\(\)<\/script>/g, '<script src="$1" async=""></script>');
    expect(back).toBe(DOCUMENT);
  });

  it('a document without chunk scripts gets no loader', () => {
    const page = '<!doctype html><html><head><title>Back soon</title></head><body><p>Hi</p></body></html>';
    expect(afterPaintHtml(page)).toBe(page);
  });
});

const started: ShopServer[] = [];
afterEach(async () => {
  for (const shop of started.splice(0)) if (shop.server.listening) await shop.shutdown();
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
async function serve(handle: Handler, compress = false) {
  const shop = createShopServer(handle, { write: () => {}, afterPaint: true, compress });
  started.push(shop);
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
}

/** Raw bytes of an answer, decompressed when it came gzipped, with its headers. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, body: body.toString('utf8') });
      });
    }).on('error', reject);
  });
}

describe('the server rewrites pages on their way out', () => {
  it('a page streamed in pieces of every size comes out as the whole document rewritten, without a stale Content-Length', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    for (const size of [1, 2, 7, 33, 100, bytes.length]) {
      const origin = await serve(async (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-length', bytes.length);
        for (let at = 0; at < bytes.length; at += size) {
          res.write(bytes.subarray(at, at + size));
          await new Promise((resolve) => setImmediate(resolve));
        }
        res.end();
      });
      const answer = await get(`${origin}/`);
      expect(answer.body, `pieces of ${size}`).toBe(afterPaintHtml(DOCUMENT));
      expect(answer.headers['content-length']).not.toBe(String(bytes.length));
    }
  });

  it('compresses the rewritten page for a browser that takes gzip, and sends it plain to one that does not', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(DOCUMENT) });
      res.end(DOCUMENT);
    }, true);
    const zipped = await get(`${origin}/`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(afterPaintHtml(DOCUMENT));
    const plain = await get(`${origin}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(afterPaintHtml(DOCUMENT));
    // Next's length for its own document would cut the longer one short.
    expect(plain.headers['content-length']).not.toBe(String(Buffer.byteLength(DOCUMENT)));
  });

  it('a document sent whole keeps its length, the rewritten one, as the cached-page fast path sends it', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(DOCUMENT));
      res.end(DOCUMENT);
    }, true);
    const plain = await get(`${origin}/`);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(afterPaintHtml(DOCUMENT))));
    expect(plain.body).toBe(afterPaintHtml(DOCUMENT));
    const zipped = await get(`${origin}/`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(afterPaintHtml(DOCUMENT));
  });

  it('leaves API answers, scripts and an answer already rewritten (the cached-page fast path) as they are', async () => {
    const origin = await serve((req, res) => {
      if (req.url === '/api/store/x') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(DOCUMENT);
      }
      if (req.url?.startsWith('/_next/')) {
        res.setHeader('content-type', 'application/javascript');
        return res.end(DOCUMENT);
      }
      markAfterPaintDone(res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(afterPaintHtml(DOCUMENT));
    });
    expect((await get(`${origin}/api/store/x`)).body).toBe(DOCUMENT);
    expect((await get(`${origin}/_next/static/chunks/x.js`)).body).toBe(DOCUMENT);
    expect((await get(`${origin}/product/x/1`)).body).toBe(afterPaintHtml(DOCUMENT));
  });

  it('leaves the seller console\'s pages as Next writes them; the shop\'s pages, /sellers-like paths included, are rewritten', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(DOCUMENT);
    });
    for (const path of ['/seller', '/seller/orders?status=placed', '/seller/returns']) expect((await get(`${origin}${path}`)).body, path).toBe(DOCUMENT);
    for (const path of ['/', '/sellers-choice', '/store/televisions']) expect((await get(`${origin}${path}`)).body, path).toBe(afterPaintHtml(DOCUMENT));
  });
});
