// GET /api/metrics on one instance of the production build, started as `npm start` starts
// it (scripts/cluster.ts startInstance), on its own SQLite file under data/ and Redis
// (TEST_REDIS_URL) through a TCP relay this test can cut:
// - without the token the endpoint refuses (401); with it the answer is Prometheus' text
//   format (a strict parser reads every line);
// - the page counter and its latency histogram move with a page request, the API's with
//   an API call; the fast path counts a miss, then hits, for a cached page; the database's
//   query histogram moves with a readiness check (its `select 1`);
// - redis_up is 1, 0 while Redis cannot be reached, and 1 again once it can.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startInstance, stopInstance, type Instance } from '@/scripts/cluster';
import { parsePrometheusText, sampleValue, type Family } from '@/lib/testing/prometheus-text';
import { post } from '@/lib/testing/http-shopper';
import { TcpRelay } from '@/lib/testing/tcp-relay';

const PORT = Number(process.env.METRICS_TEST_PORT ?? 3531);
const RELAY_PORT = PORT + 1;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `metrics-test-${process.pid}-${Date.now()}:`;
const DB_FILE = path.join(root, 'data', `metrics-test-${process.pid}.db`);
const TOKEN = randomBytes(24).toString('hex');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-test-'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function removeDatabase(): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${DB_FILE}${suffix}`, { force: true });
}

let instance: Instance;
let relay: TcpRelay;

beforeAll(async () => {
  removeDatabase();
  const target = new URL(REDIS_URL);
  relay = new TcpRelay(RELAY_PORT, { host: target.hostname || '127.0.0.1', port: Number(target.port || 6379) });
  await relay.open();
  const relayed = new URL(REDIS_URL);
  relayed.host = `127.0.0.1:${RELAY_PORT}`;
  instance = await startInstance({
    port: PORT,
    workDir,
    env: {
      DATABASE_URL: DB_FILE,
      REDIS_URL: relayed.toString(),
      REDIS_KEY_PREFIX: REDIS_PREFIX,
      METRICS_TOKEN: TOKEN,
      STORE_MODE: 'demo',
      STORE_SITE_URL: `http://127.0.0.1:${PORT}`,
      SHUTDOWN_DELAY_MS: '0',
      LOG_REQUESTS: '0',
    },
  });
}, 300_000);

afterAll(async () => {
  if (instance) await stopInstance(instance);
  await relay?.cut();
  removeDatabase();
  fs.rmSync(workDir, { recursive: true, force: true });
  const admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  admin.on('error', () => {});
  try {
    await admin.connect();
    const keys = await admin.keys(`${REDIS_PREFIX}*`);
    if (keys.length > 0) await admin.del(...keys);
  } finally {
    admin.disconnect();
  }
}, 60_000);

async function scrape(): Promise<Map<string, Family>> {
  const answer = await fetch(`${instance.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const text = await answer.text();
  expect(answer.status, text.slice(0, 300)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(text);
}

/** Product pages of the instance's database that nothing has asked for yet. */
function productPages(count: number): string[] {
  const db = new Database(DB_FILE, { readonly: true });
  const rows = db.prepare('select id, name_url from products order by id desc limit ?').all(count) as { id: number; name_url: string }[];
  db.close();
  return rows.map((p) => `/product/${encodeURIComponent(p.name_url)}/${p.id}`);
}

const page = (path: string) => fetch(`${instance.url}${path}`).then(async (r) => ({ status: r.status, cache: r.headers.get('x-nextjs-cache'), body: await r.text() }));
/** The server counts an answer once it is over, just after its last byte left. */
const settle = () => sleep(50);

describe('GET /api/metrics on the production build', () => {
  it('refuses a scrape without the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-0123456789' }] as Record<string, string>[]) {
      const answer = await fetch(`${instance.url}/api/metrics`, { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain('http_requests_total');
    }
  });

  it('counts and times a page request, an API call and the database query behind a readiness check', async () => {
    const [productPage] = productPages(1);
    const before = await scrape();
    expect((await page(productPage!)).status).toBe(200);
    const call = await post(instance.url, 'store/verticalWithCatList', { company_id: 191, store_id: 139 });
    expect(call.status, call.text.slice(0, 200)).toBe(200);
    expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
    await settle();
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('http_requests_total', { kind: 'page', status_class: '2xx' })).toBe(1);
    expect(delta('http_request_duration_seconds_count', { kind: 'page', status_class: '2xx' })).toBe(1);
    expect(delta('http_request_duration_seconds_sum', { kind: 'page', status_class: '2xx' })).toBeGreaterThan(0);
    expect(delta('http_requests_total', { kind: 'api', status_class: '2xx' })).toBe(1);
    // The readiness check, and the first scrape (answered by the second).
    expect(delta('http_requests_total', { kind: 'other', status_class: '2xx' })).toBe(2);
    expect(delta('db_query_duration_seconds_count', { statement: 'other', outcome: 'ok' })).toBeGreaterThanOrEqual(1);

    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(after.get('nodejs_eventloop_lag_p99_seconds')?.samples).toHaveLength(1);
    // SQLite: no pool.
    expect(after.get('db_pool_clients')?.samples).toEqual([]);
  });

  it("counts the cached-page fast path's miss, then its hits", async () => {
    const [fresh] = productPages(2).slice(1);
    const lookups = (f: Map<string, Family>, result: string) => sampleValue(f, 'cached_page_fast_path_total', { result });
    const before = await scrape();
    expect((await page(fresh!)).status).toBe(200); // never asked for: rendered by Next, then stored
    let asked = 1;
    let hits = 0;
    // Next stores the page just after its answer: asked again until the fast path finds it
    // (an answer marked HIT may still be Next's own, from a lookup the fast path missed).
    while (hits === 0 && asked < 20) {
      await sleep(100);
      expect((await page(fresh!)).status).toBe(200);
      asked++;
      await settle();
      hits = lookups(await scrape(), 'hit') - lookups(before, 'hit');
    }
    const after = await scrape();
    expect(hits).toBe(1);
    // Each request of a cached-page route is one lookup: a miss or a hit.
    expect(lookups(after, 'miss') - lookups(before, 'miss') + hits).toBe(asked);
  });

  it('says whether Redis answers: 1, then 0 while it cannot be reached, then 1 again', async () => {
    expect(sampleValue(await scrape(), 'redis_up')).toBe(1);
    await relay.cut();
    expect(sampleValue(await scrape(), 'redis_up')).toBe(0);
    await relay.open();
    // The client reconnects in the background (2 s apart at most: lib/server/health.ts).
    let up = 0;
    for (let tries = 0; tries < 40 && up !== 1; tries++) {
      await sleep(250);
      up = sampleValue(await scrape(), 'redis_up');
    }
    expect(up).toBe(1);
  }, 30_000);
});
