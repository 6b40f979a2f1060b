// The sitemap's pure parts: chunk counting and XML. The database side is covered by
// tests/api/sitemap.test.ts.
import { describe, expect, it } from 'vitest';
import { chunkCountFor, escapeXml, lastmodOf, SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap';

async function text(pieces: AsyncGenerator<string>) {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
}

async function* entries(list: SitemapEntry[]) {
  yield* list;
}

describe('chunkCountFor', () => {
  it('fills sitemaps of 50,000 URLs, at least one', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(chunkCountFor(0)).toBe(1);
    expect(chunkCountFor(50_000)).toBe(1);
    expect(chunkCountFor(50_001)).toBe(2);
    expect(chunkCountFor(100_400)).toBe(3);
  });
});

describe('XML', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes lastmod as an ISO time and leaves out values that are not dates', () => {
    expect(lastmodOf('2026-11-20T10:00:00.000Z')).toBe('2026-11-20T10:00:00.000Z');
    expect(lastmodOf('2026-11-20 10:00:00Z')).toBe('2026-11-20T10:00:00.000Z');
    expect(lastmodOf('soon')).toBeUndefined();
    expect(lastmodOf(undefined)).toBeUndefined();
  });

  it('a urlset lists each entry on the origin, with lastmod when known', async () => {
    const xml = await text(
      urlsetXml('https://shop.example', entries([{ path: '/' }, { path: '/store-product/a&b', lastModified: '2026-11-01T00:00:00.000Z' }])),
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/</loc></url>\n' +
        '<url><loc>https://shop.example/store-product/a&amp;b</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('a long urlset comes in pieces, not as one string', async () => {
    const list = Array.from({ length: 2500 }, (_, i) => ({ path: `/product/p-${i}/${i}` }));
    const pieces: string[] = [];
    for await (const piece of urlsetXml('https://shop.example', entries(list))) pieces.push(piece);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.join('').match(/<url>/g)).toHaveLength(2500);
  });

  it('the index links every chunk', () => {
    const xml = sitemapIndexXml('https://shop.example', [{ chunk: 0, lastModified: '2026-11-01T00:00:00.000Z' }, { chunk: 1 }]);
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemap/0.xml</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemap/1.xml</loc></sitemap>');
  });
});
