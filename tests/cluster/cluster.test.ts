// Two shop instances on one PostgreSQL and one Redis behind nginx (scripts/cluster.ts), from
// the production build, as a sale day would run them:
// - a write through instance A (the last unit sold) shows on instance B's pages without waiting for any cache lifetime;
// - a product written to the database is found by search on both instances at once;
// - a rolling restart (each instance out of nginx's list, SIGTERM, started again, back in
//   the list, then the other) under a steady stream of page and API requests through nginx
//   loses no request;
// - with PostgreSQL unreachable the API answers 503 with Retry-After and a readable message,
//   and the shop recovers by itself when it is back;
// - the rate limits count across both instances.
// PostgreSQL is reached through a TCP relay of this test's, so "unreachable" is cutting the
// relay, not stopping a server other tests share.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConnection } from '@/lib/db';
import { texts } from '@/lib/texts';
import { startCluster, type Cluster } from '@/scripts/cluster';
import { buyCashOnDelivery, freshIp, freshMobile, logIn, post, productPageHtml as productPage, stockBadge, type Reply } from '@/lib/testing/http-shopper';
import { TcpRelay } from '@/lib/testing/tcp-relay';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3600);
const NGINX_PORT = BASE_PORT;
const RELAY_PORT = BASE_PORT + 9;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;
let relay: TcpRelay;
let admin: pg.Client;
let databaseName: string;
let workDir: string;
let dbUrl: string;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'));
  admin = new pg.Client(pgConnection(PG_URL));
  await admin.connect();
  databaseName = `storefront_cluster_${process.pid}_${Date.now() % 100000}`;
  await admin.query(`create database ${databaseName}`);
  const target = new URL(PG_URL);
  relay = new TcpRelay(RELAY_PORT, { host: target.hostname || '127.0.0.1', port: Number(target.port || 5432) });
  await relay.open();
  const relayed = new URL(PG_URL);
  relayed.host = `127.0.0.1:${RELAY_PORT}`;
  relayed.pathname = `/${databaseName}`;
  if (!relayed.username) relayed.username = os.userInfo().username;
  dbUrl = relayed.toString();
  cluster = await startCluster({
    instances: 2,
    port: NGINX_PORT,
    firstInstancePort: BASE_PORT + 1,
    workDir,
    env: {
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `cluster-test-${process.pid}-${Date.now()}:`,
      STORE_SITE_URL: `http://localhost:${NGINX_PORT}`,
    },
  });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
  await relay?.cut();
  if (admin) {
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end();
  }
}, 60_000);

/** A database client of the cluster's own database (through the relay, like the instances). */
async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(pgConnection(dbUrl));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('two instances behind nginx', () => {
  it('a sale through instance A shows on instance B without waiting for a cache lifetime', async () => {
    const [a, b] = cluster.instances;
    // A product no other test buys, left with one unit before any page of it is cached.
    const product = await withDb(async (db) => {
      const { rows } = await db.query(
        `select id, name_url from products where stock > 0 and no_of_quantity_allowed >= 1 and is_deal = 0 order by id desc limit 1`,
      );
      await db.query('update products set stock = 1 where id = $1', [rows[0].id]);
      return rows[0] as { id: number; name_url: string };
    });
    expect(stockBadge(await productPage(b!.url, product))).toBe(texts.inStock);
    expect((await post(b!.url, 'store/productDetail', { product_id: product.id })).body.payload.stock).toBe(1);

    await buyCashOnDelivery(a!.url, await logIn(a!.url), product.id);

    // B shows it long before any cache lifetime (500 s) could run out: the sale expired the
    // shared cache's stock tag. How soon (the issue's 1 s) is the bench's figure (bench/run.ts,
    // cluster section), not a timed test's; this polls for at most 10 s.
    const sold = Date.now();
    let page = '';
    let stock: number | undefined;
    while (Date.now() - sold < 10_000) {
      [page, stock] = await Promise.all([productPage(b!.url, product), post(b!.url, 'store/productDetail', { product_id: product.id }).then((r) => r.body.payload.stock)]);
      if (stockBadge(page) === texts.outOfStock && stock === 0) break;
      await sleep(100);
    }
    console.log(`[cluster] the sale on A showed on B after ${Date.now() - sold} ms`);
    expect(stock, 'store/productDetail on B').toBe(0);
    expect(stockBadge(page), 'the product page on B shows it sold out').toBe(texts.outOfStock);
  });

  it('finds a product written to the database on either instance at once', async () => {
    const name = `Clusterline ${Date.now().toString(36)} Toaster`;
    await withDb(async (db) => {
      const { rows } = await db.query(`select * from products where stock > 0 order by id limit 1`);
      const source = rows[0];
      const { id: _id, ...copy } = source;
      const columns = Object.keys(copy);
      const values = columns.map((column) => (column === 'name' ? name : column === 'name_url' ? `clusterline-${Date.now()}` : column === 'sku_no' ? `CLUSTER-${Date.now()}` : copy[column]));
      await db.query(`insert into products (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, values);
    });
    for (const instance of cluster.instances) {
      const found = await post(instance.url, 'store/searchAI', { keyword: name.split(' ')[1] });
      expect(found.status, found.text).toBe(200);
      expect(found.body.payload_searchAI.map((p: { name: string }) => p.name)).toContain(name);
    }
  });

  it('loses no request through nginx while the instances restart one after the other', async () => {
    const product = await withDb(async (db) => (await db.query(`select id, name_url from products order by id limit 1`)).rows[0]);
    const vertical = await withDb(async (db) => (await db.query(`select name_url from verticals order by id limit 1`)).rows[0]?.name_url as string | undefined);
    // Each request on a connection of its own. A restart reloads nginx, which closes its old
    // workers' idle kept-alive client connections; a browser resends a request whose reused
    // connection closed before any answer, fetch does not. Between nginx and the instances
    // nothing changes, and that is what this test watches.
    const send = (method: 'GET' | 'POST', pathname: string, body?: unknown) =>
      new Promise<number>((resolve, reject) => {
        const data = body === undefined ? undefined : JSON.stringify(body);
        const request = http.request(`${cluster.url}${pathname}`, { method, agent: false, headers: data ? { 'content-type': 'application/json' } : {} }, (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', reject);
        });
        request.once('error', reject);
        request.end(data);
      });
    const requests: (() => Promise<number>)[] = [
      () => send('GET', '/'),
      () => send('GET', `/product/${encodeURIComponent(product.name_url)}/${product.id}`),
      ...(vertical ? [() => send('GET', `/store/${encodeURIComponent(vertical)}`)] : []),
      () => send('POST', '/api/store/productDetail', { product_id: product.id }),
      () => send('POST', '/api/store/searchAI', { keyword: 'tv' }),
    ];
    const failures: string[] = [];
    let done = 0;
    let running = true;
    const worker = async (offset: number) => {
      for (let i = offset; running; i++) {
        const request = requests[i % requests.length]!;
        try {
          const status = await request();
          if (status !== 200) failures.push(`status ${status} (request ${i % requests.length})`);
        } catch (error) {
          failures.push(`${(error as Error).message} (request ${i % requests.length})`);
        }
        done++;
      }
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));
    await sleep(1000);
    const exitCodes: (number | null)[] = [];
    for (let i = 0; i < cluster.instances.length; i++) {
      exitCodes.push(await cluster.restart(i));
      await sleep(1000);
    }
    running = false;
    await Promise.all(workers);
    expect(exitCodes, 'each instance exits 0 on SIGTERM').toEqual([0, 0]);
    const nginxErrors = () => fs.readFileSync(path.join(cluster.nginx.prefixDir, 'logs', 'error.log'), 'utf8').split('\n').slice(-15).join('\n');
    expect(failures, `${failures.length} of ${done} requests failed; nginx's error log ends:\n${failures.length ? nginxErrors() : ''}`).toEqual([]);
    expect(done).toBeGreaterThan(50);
  }, 300_000);

  it('counts the sign-in limit across both instances', async () => {
    const [a, b] = cluster.instances;
    const account = freshMobile();
    const statuses: number[] = [];
    let refused: Reply | undefined;
    // Ten wrong passwords per account in ten minutes (lib/auth/rate-limit.ts), each try from
    // its own address so only the per-account count can refuse, alternating instances.
    for (let i = 0; i < 11; i++) {
      const reply = await post((i % 2 === 0 ? a : b)!.url, 'user/signin', { username: account, password: 'not-the-password' }, { 'x-forwarded-for': freshIp() });
      statuses.push(reply.status);
      if (reply.status === 429) refused = reply;
    }
    expect(statuses.slice(0, 10).every((status) => status === 401), statuses.join(',')).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(refused!.body.message).toBe(texts.signInTooManyTries);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After while PostgreSQL is unreachable, and recovers by itself', async () => {
    await relay.cut();
    try {
      // A call that must reach the database (cached reads may still be answered from Redis, as they should).
      const api = await post(cluster.url, 'user/sendotp', { otp_type: 'mobile', username: freshMobile() }, { 'x-forwarded-for': freshIp() });
      expect(api.status, api.text).toBe(503);
      expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(typeof api.body.message).toBe('string');
      // A search nobody made before: no cached answer, so the page must read the database.
      const page = await fetch(`${cluster.url}/search-product/unreachable${Date.now().toString(36)}`);
      expect(page.status).toBe(503);
      const ready = await fetch(`${cluster.instances[0]!.url}/api/ready`);
      expect(ready.status).toBe(503);
    } finally {
      await relay.open();
    }
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 30_000) {
      status = (await post(cluster.url, 'user/sendotp', { otp_type: 'mobile', username: freshMobile() }, { 'x-forwarded-for': freshIp() })).status;
      if (status === 200) break;
      await sleep(250);
    }
    expect(status).toBe(200);
  }, 60_000);
});
