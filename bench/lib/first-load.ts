// The JavaScript a page's HTML itself loads (its <script src> tags and the links whose
// scripts run after the first paint: Next's "first load JS"), in gzip bytes as the server sends them to a browser that accepts gzip. Lighthouse's
// figure also counts scripts fetched later during the load (lazy chunks); both are reported.

import http from 'node:http';

function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: HTTP ${response.statusCode}`));
        return;
      }
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolve(size));
    });
    request.on('error', reject);
  });
}

/** The page's first-load JS, and the size of its HTML document as sent before compression. */
export async function firstLoadJs(origin: string, path: string): Promise<{ bytes: number; scripts: number; htmlBytes: number }> {
  const html = await (await fetch(origin + path)).text();
  // noModule scripts (legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  // Scripts the shop's loader runs after the first paint (lib/server/after-paint.ts) are first-load JS too.
  const afterPaint = [...html.matchAll(/<link\b[^>]*\bdata-after-paint\b[^>]*>/g)].map((m) => m[0].match(/\bhref="([^"]+)"/)?.[1]);
  const sources = [...new Set([...tags.map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1]), ...afterPaint].filter((src): src is string => !!src).map((src) => src.replace(/&amp;/g, '&')))];
  const sizes = await Promise.all(sources.map((src) => gzipBytes(new URL(src, origin).toString())));
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sources.length, htmlBytes: Buffer.byteLength(html) };
}
