// GET /api/metrics through the shop's server (lib/server/http-server.ts) over real HTTP,
// wired as scripts/start.ts wires it, with a stand-in for Next: refused without the token
// (401) and absent without METRICS_TOKEN (404); with the token, Prometheus' text format
// (read by a strict parser), and counters that move with the requests made. The same
// against the production build: tests/cluster/metrics.test.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '@/lib/testing/prometheus-text';
import { createShopServer, type ShopServer } from './http-server';
import { METRICS_TOKEN_MIN_LENGTH, exposition, metricsEndpoint, routeKind } from './metrics';

const TOKEN = 'metrics-test-token-0123456789abcdef';

const started: ShopServer[] = [];
afterEach(async () => {
  for (const shop of started.splice(0)) if (shop.server.listening) await shop.shutdown();
});

/** The server as start.ts makes it: the endpoint first, then "Next" (a page, an API call, an asset). */
async function serve(env: Record<string, string>) {
  const endpoint = metricsEndpoint(env);
  const shop = createShopServer(
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (endpoint.handles(req)) return endpoint.answer(req, res);
      if (req.url === '/missing') res.statusCode = 404;
      res.end(req.url?.startsWith('/api/') ? '{"message":"ok"}' : '<!doctype html><p>page</p>');
    },
    { logRequests: false },
  );
  started.push(shop);
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
}

async function scrape(origin: string) {
  const answer = await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  return parsePrometheusText(await answer.text());
}

/** Waits until the server has counted what it answered ('close' comes just after the body). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN, in demo mode as in production', async () => {
    for (const mode of ['demo', 'production']) {
      const origin = await serve({ STORE_MODE: mode });
      const answer = await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'No such API call.' });
    }
  });

  it('refuses a request without the token, or with another, and says how to authenticate', async () => {
    const origin = await serve({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-1234', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await fetch(`${origin}/api/metrics`, { headers: authorization ? { authorization } : {} });
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain('http_requests_total');
    }
  });

  it("writes NaN as the format spells it (prom-client writes 'Nan')", () => {
    expect(exposition('# TYPE a gauge\na Nan\nb_Nan 1\n')).toBe('# TYPE a gauge\na NaN\nb_Nan 1\n');
  });

  it('a METRICS_TOKEN too short stops the start, with the reason', () => {
    expect(() => metricsEndpoint({ METRICS_TOKEN: 'x'.repeat(METRICS_TOKEN_MIN_LENGTH - 1) })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => metricsEndpoint({ METRICS_TOKEN: 'x'.repeat(METRICS_TOKEN_MIN_LENGTH) })).not.toThrow();
  });

  it("answers Prometheus' text format with the shop's metrics and the process's", async () => {
    const origin = await serve({ METRICS_TOKEN: TOKEN });
    await fetch(`${origin}/`).then((r) => r.text());
    await settle();
    const answer = await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const families = parsePrometheusText(await answer.text());
    const types = Object.fromEntries([...families.values()].map((f) => [f.name, f.type]));
    expect(types).toMatchObject({
      http_requests_total: 'counter',
      http_request_duration_seconds: 'histogram',
      cached_page_fast_path_total: 'counter',
      db_query_duration_seconds: 'histogram',
      db_pool_acquire_seconds: 'histogram',
      db_pool_clients: 'gauge',
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
    });
    for (const family of families.values()) expect(family.help, family.name).toBeTruthy();
    // No REDIS_URL: nothing said about Redis rather than a false "down".
    expect(families.has('redis_up')).toBe(false);
  });

  it('counts each request by route kind and status class, and times it', async () => {
    const origin = await serve({ METRICS_TOKEN: TOKEN });
    const before = await scrape(origin);
    const pages = (f: typeof before, status_class = '2xx') => sampleValue(f, 'http_requests_total', { kind: 'page', status_class });
    const timed = (f: typeof before) => sampleValue(f, 'http_request_duration_seconds_count', { kind: 'page', status_class: '2xx' });

    await fetch(`${origin}/product/lg-washing-machine/42`).then((r) => r.text());
    await fetch(`${origin}/missing`).then((r) => r.text());
    await fetch(`${origin}/api/store/productDetail`, { method: 'POST', body: '{}' }).then((r) => r.text());
    await fetch(`${origin}/_next/static/chunks/main.js`).then((r) => r.text());
    await fetch(`${origin}/img/p/42-640.webp`).then((r) => r.text());
    await settle();
    const after = await scrape(origin);

    expect(pages(after) - pages(before)).toBe(1);
    expect(timed(after) - timed(before)).toBe(1);
    expect(pages(after, '4xx') - pages(before, '4xx')).toBe(1);
    expect(sampleValue(after, 'http_requests_total', { kind: 'api', status_class: '2xx' }) - sampleValue(before, 'http_requests_total', { kind: 'api', status_class: '2xx' })).toBe(1);
    expect(sampleValue(after, 'http_requests_total', { kind: 'asset', status_class: '2xx' }) - sampleValue(before, 'http_requests_total', { kind: 'asset', status_class: '2xx' })).toBe(2);
    // The first scrape itself, answered by then.
    expect(sampleValue(after, 'http_requests_total', { kind: 'other', status_class: '2xx' }) - sampleValue(before, 'http_requests_total', { kind: 'other', status_class: '2xx' })).toBe(1);
  });
});

describe('route kinds', () => {
  it.each([
    ['GET', '/', 'page'],
    ['GET', '/product/lg-7-kg-washing-machine/42', 'page'],
    ['HEAD', '/category/tv?sort=price', 'page'],
    ['POST', '/checkout', 'other'], // a server action
    ['POST', '/api/store/productDetail', 'api'],
    ['POST', '/api/seller/orders/list', 'api'],
    ['GET', '/api/health', 'other'],
    ['GET', '/api/ready', 'other'],
    ['GET', '/api/metrics', 'other'],
    ['GET', '/_next/static/chunks/app.js', 'asset'],
    ['GET', '/_next/image?url=%2Fimg%2Fx.webp&w=640&q=75', 'asset'],
    ['GET', '/img/p/42-640.webp', 'asset'],
    ['GET', '/favicon.ico', 'asset'],
    ['GET', '/robots.txt', 'asset'],
    ['GET', '/sitemap/products-1.xml', 'asset'],
    ['GET', '/opengraph-image', 'asset'],
  ])('%s %s is %s', (method, url, kind) => {
    expect(routeKind(method, url)).toBe(kind);
  });
});

describe('the exposition parser the tests read with', () => {
  it('rejects what breaks the format', () => {
    expect(() => parsePrometheusText('# TYPE a counter\na 1\n')).not.toThrow();
    expect(() => parsePrometheusText('a 1\n')).toThrow(/no declared family/);
    expect(() => parsePrometheusText('# TYPE a counter\na{x=1} 1\n')).toThrow(/not quoted/);
    expect(() => parsePrometheusText('# TYPE a counter\na one\n')).toThrow(/not a number/);
    expect(() => parsePrometheusText('# TYPE a counter\na 1')).toThrow(/line feed/);
    const histogram = (inf: number) =>
      `# TYPE h histogram\nh_bucket{le="0.1"} 2\nh_bucket{le="1"} 3\nh_bucket{le="+Inf"} ${inf}\nh_sum 1.5\nh_count 3\n`;
    expect(() => parsePrometheusText(histogram(3))).not.toThrow();
    expect(() => parsePrometheusText(histogram(4))).toThrow(/\+Inf/);
    expect(() => parsePrometheusText('# TYPE h histogram\nh_bucket{le="1"} 3\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 2\n')).toThrow(/cumulative/);
  });
});
