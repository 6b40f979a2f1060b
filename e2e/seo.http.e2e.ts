// What search engines and link previews read from the production server: robots.txt,
// the sitemap index and its chunks, the generated sharing images, and the 404 answer
// of an unmatched path (the home screen, marked noindex).
import { expect, test, type APIRequestContext } from '@playwright/test';

// Plain HTTP: once is enough, not once per viewport.

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectSharingImage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  // A drawn card, not an empty canvas.
  expect(body.length).toBeGreaterThan(20_000);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function newArrival(request: APIRequestContext) {
  const response = await request.post('/api/store/newarrivalRandom', { data: {} });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { payload_newarrivalRandom: { product_id: number; name_url: string }[] };
  expect(body.payload_newarrivalRandom.length).toBeGreaterThan(0);
  return body.payload_newarrivalRandom[0]!;
}

test('robots.txt allows the shop, keeps crawlers out of the API and account pages, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n').map((l) => l.trim());
  expect(lines).toContain('User-Agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of ['/api/', '/checkout', '/my-account', '/my-orders', '/order-details', '/my-address', '/add-new-address', '/verify', '/login']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml links its chunks, which list the verticals and a seeded product', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const chunks = locs(indexXml);
  expect(chunks[0]).toBe(`${baseURL}/sitemap/0.xml`);

  const listed = new Set<string>();
  for (const chunk of chunks) {
    const response = await request.get(new URL(chunk).pathname);
    expect(response.status(), chunk).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const loc of locs(xml)) listed.add(loc);
  }

  expect(listed.has(`${baseURL}/`)).toBe(true);
  const product = await newArrival(request);
  expect(listed.has(`${baseURL}/product/${encodeURIComponent(product.name_url)}/${product.product_id}`)).toBe(true);

  const verticals = await request.post('/api/store/verticalList', { data: {} });
  const list = ((await verticals.json()) as { payload_verticalList: { name_url: string }[] }).payload_verticalList;
  expect(list.length).toBeGreaterThanOrEqual(8);
  for (const vertical of list) expect(listed.has(`${baseURL}/store/${encodeURIComponent(vertical.name_url)}`), vertical.name_url).toBe(true);
});

/**
 * The sharing image a page names in og:image: the page's own generated image, below the
 * page's path (Next adds a short suffix to the image route of a page in a route group).
 */
async function sharingImageOf(request: APIRequestContext, pagePath: string): Promise<string> {
  const html = await (await request.get(pagePath)).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og, pagePath).toBeTruthy();
  const url = new URL(og!.replace(/&amp;/g, '&'));
  expect(url.pathname).toMatch(new RegExp(`^${pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/opengraph-image(-[0-9a-z]+)?$`));
  return url.pathname;
}

test('a product page has a generated 1200x630 PNG sharing image; an unknown product gets the generic one', async ({ request }) => {
  const product = await newArrival(request);
  const pagePath = `/product/${encodeURIComponent(product.name_url)}/${product.product_id}`;
  const image = await sharingImageOf(request, pagePath);
  await expectSharingImage(request, image);
  await expectSharingImage(request, image.replace(pagePath, '/product/no-such-product/999999'));
});

test('vertical and category pages have generated sharing images', async ({ request }) => {
  const response = await request.post('/api/store/verticalWithCatList', { data: {} });
  const vertical = ((await response.json()) as { payload_verticalWithCatList: { vertical: { name_url: string; catList: { name_url: string }[] }[] } })
    .payload_verticalWithCatList.vertical.find((v) => v.catList.length > 0)!;
  await expectSharingImage(request, await sharingImageOf(request, `/store/${encodeURIComponent(vertical.name_url)}`));
  await expectSharingImage(request, await sharingImageOf(request, `/store-product/${encodeURIComponent(vertical.catList[0]!.name_url)}`));
});

test('the home page names its 1200x630 PNG sharing image in og:image and twitter:image', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og).toBeTruthy();
  expect(twitter).toBe(og);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  // The origin in the tag is the one the site was built for; the image is on this server.
  const url = new URL(og!.replace(/&amp;/g, '&'));
  expect(url.pathname).toBe('/opengraph-image');
  await expectSharingImage(request, url.pathname + url.search);
});

test('an unmatched path answers 404 with noindex and shows the home screen', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);

  // The home screen: a carousel for each home category.
  const categories = await request.post('/api/store/get-home-category-featured', { data: {} });
  const names = ((await categories.json()) as { payload: { cname: string }[] }).payload.map((c) => c.cname);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(html).toContain(name.replace(/&/g, '&amp;'));

  // The real home page is not marked noindex.
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).not.toMatch(/<meta name="robots" content="noindex/);
});

test('a shop page carries no error screen it never shows (the 401 and 403 screens stay out of its payload)', async ({ request }) => {
  for (const path of ['/', '/checkout']) {
    const html = await (await request.get(path)).text();
    // Next's default screens, which `authInterrupts` puts into every layout's payload unless
    // the app has its own (app/forbidden.tsx, app/unauthorized.tsx).
    expect(html, path).not.toContain('This page could not be accessed');
    expect(html, path).not.toContain("You're not authorized");
  }
});
