// The shared cache handler (lib/server/cache-handler.ts) against a real Redis at
// TEST_REDIS_URL (default redis://127.0.0.1:6379), under a key prefix of its own per run.
// Each handler class below is one app instance with its own connection: what one writes
// the other reads, a revalidateTag on one expires the tagged entries on the other at
// once, entries expire with their lifetime, builds do not share entries, and with Redis
// away the cache misses instead of failing the page.
// Needs Redis: scripts/test-all.sh runs this file only when Redis answers (REQUIRE_REDIS=1
// makes a missing Redis a failure).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCacheHandler, type RedisCacheOptions } from '@/lib/server/cache-handler';
import { cleanUpAdmin, connectAdmin, testRedisUrl } from './redis-admin';

const redisUrl = testRedisUrl;
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const ctx = { revalidatedTags: [], _requestHeaders: {} };

let admin: Redis;
const classes: { redis: Redis }[] = [];

/** One app instance's handler (Next makes one per request; they share the class's connection). */
function instance(options: Partial<RedisCacheOptions> = {}) {
  // No second expiry unless a test asks for one: its timer would expire later tests' entries.
  const Handler = createRedisCacheHandler({ url: redisUrl, prefix, buildId: 'build-1', warn: () => {}, settleMs: 0, ...options });
  classes.push(Handler);
  return () => new Handler(ctx);
}

const fetchContext = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout'], fetchIdx: 0, fetchUrl: 'x' }) as any;
const fetchValue = (body: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), url: '', status: 200 }, revalidate: 500 }) as any;
const pageValue = (html: string, tags: string) =>
  ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_index', Buffer.from('segment')]]),
  }) as any;
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as any;

beforeAll(async () => {
  admin = await connectAdmin();
});

afterAll(async () => {
  for (const Handler of classes) Handler.redis.disconnect();
  await cleanUpAdmin(admin, prefix);
});

describe('two app instances sharing one Redis', () => {
  it('an answer cached by one is read by the other', async () => {
    const a = instance();
    const b = instance();
    await a().set('answer-1', fetchValue({ payload: [1, 2, 3] }), { fetchCache: true, tags: ['catalog', 'call:store/banner'] } as any);
    const entry = await b().get('answer-1', fetchContext(['catalog', 'call:store/banner']));
    expect(entry?.value).toEqual(fetchValue({ payload: [1, 2, 3] }));
    expect(await b().get('never-set', fetchContext([]))).toBeNull();
  });

  it('a page keeps its bytes, segments and lifetime', async () => {
    const a = instance();
    const b = instance();
    await a().set('/product/x/1', pageValue('<p>TV</p>', 'catalog,stock'), { cacheControl: { revalidate: 500, expire: 3600 } } as any);
    const entry = await b().get('/product/x/1', pageContext);
    const value = entry?.value as any;
    expect(value.html).toBe('<p>TV</p>');
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc:<p>TV</p>');
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(value.segmentData.get('/_index').toString()).toBe('segment');
    expect(entry?.cacheControl).toEqual({ revalidate: 500, expire: 3600 });
  });

  it('a revalidateTag on one expires the tagged entries on the other at once, and only those', async () => {
    const a = instance();
    const b = instance();
    await a().set('/product/y/2', pageValue('<p>old price</p>', 'catalog,stock,call:store/productDetail'), { cacheControl: { revalidate: 500 } } as any);
    await a().set('menu', fetchValue({ menu: true }), { fetchCache: true, tags: ['catalog', 'call:store/verticalWithCatList'] } as any);
    await a().set('detail', fetchValue({ stock: 3 }), { fetchCache: true, tags: ['catalog', 'stock'] } as any);
    expect(await b().get('/product/y/2', pageContext)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2)); // the expiry comes after the writes

    const expiredAt = performance.now();
    await b().revalidateTag('stock');
    expect(await a().get('/product/y/2', pageContext)).toBeNull();
    expect(await a().get('detail', fetchContext(['catalog', 'stock']))).toBeNull();
    expect(performance.now() - expiredAt).toBeLessThan(1_000);
    // Not tagged `stock`: still served.
    expect((await a().get('menu', fetchContext(['catalog', 'call:store/verticalWithCatList'])))?.value).toEqual(fetchValue({ menu: true }));

    // Rendered again after the expiry: served again, on both.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a().set('/product/y/2', pageValue('<p>new price</p>', 'catalog,stock,call:store/productDetail'), { cacheControl: { revalidate: 500 } } as any);
    expect(((await b().get('/product/y/2', pageContext))?.value as any).html).toBe('<p>new price</p>');
  });

  it('expires the tags again a moment later: a page stored just after the expiry from data read before it is drawn again', async () => {
    const a = instance({ settleMs: 150 });
    await a().revalidateTag('stock');
    // A render that read the old stock before the expiry finishes after it:
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a().set('/product/z/3', pageValue('<p>old stock</p>', 'catalog,stock'), { cacheControl: { revalidate: 500 } } as any);
    expect(await a().get('/product/z/3', pageContext)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await a().get('/product/z/3', pageContext)).toBeNull();
  });

  it('a tag Next passes only at read time (a soft tag) expires the entry too', async () => {
    const a = instance();
    const b = instance();
    await a().set('soft', fetchValue({ n: 1 }), { fetchCache: true, tags: ['catalog'] } as any);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a().revalidateTag(['_N_T_/layout']);
    expect(await b().get('soft', fetchContext(['catalog']))).toBeNull();
  });
});

describe('lifetime and builds', () => {
  it('an entry goes when its lifetime is over', async () => {
    const a = instance({ maxTtlSeconds: 1 });
    await a().set('short', fetchValue({ n: 1 }), { fetchCache: true, tags: [] } as any);
    expect(await a().get('short', fetchContext([]))).not.toBeNull();
    expect(await admin.ttl(`${prefix}cache:build-1:short`)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await a().get('short', fetchContext([]))).toBeNull();
  });

  it("a page's expire time bounds its lifetime", async () => {
    const a = instance();
    await a().set('/p/expiring', pageValue('<p/>', 'catalog'), { cacheControl: { revalidate: 1, expire: 30 } } as any);
    expect(await admin.ttl(`${prefix}cache:build-1:/p/expiring`)).toBe(30);
  });

  it('a search page lives for its revalidate time only (keywords have no end)', async () => {
    const a = instance();
    const key = '/route-cache/APP_PAGE/0123abcd/$/search-product/split ac';
    await a().set(key, pageValue('<p/>', 'catalog,stock'), { cacheControl: { revalidate: 500, expire: 31536000 } } as any);
    expect(await admin.ttl(`${prefix}cache:build-1:${key}`)).toBe(500);
    expect(await a().get(key, pageContext)).not.toBeNull();
  });

  it('another build does not read these entries', async () => {
    await instance()().set('built', fetchValue({ n: 1 }), { fetchCache: true, tags: [] } as any);
    expect(await instance({ buildId: 'build-2' })().get('built', fetchContext([]))).toBeNull();
  });
});

describe('Redis away', () => {
  it('reads miss and writes are skipped, quickly and without an error', async () => {
    const warnings: string[] = [];
    const away = instance({ url: 'redis://127.0.0.1:1', warn: (m) => warnings.push(m) });
    const started = performance.now();
    expect(await away().get('anything', fetchContext(['catalog']))).toBeNull();
    await away().set('anything', fetchValue({}), { fetchCache: true, tags: [] } as any);
    await away().revalidateTag('stock');
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(warnings.length).toBeGreaterThan(0);
  });
});

/** A TCP proxy in front of Redis that can be cut (every connection closed, new ones refused) and restored. */
async function redisProxy() {
  const target = new URL(redisUrl);
  let up = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Redis lost for a while', () => {
  it('an expiry made meanwhile is kept, and written once Redis answers again', async () => {
    const proxy = await redisProxy();
    const A = createRedisCacheHandler({ url: proxy.url, prefix, buildId: 'build-1', warn: () => {}, settleMs: 0 });
    const a = () => new A(ctx);
    const b = instance();
    await a().set('held', fetchValue({ stock: 1 }), { fetchCache: true, tags: ['stock'] } as any);
    expect(await b().get('held', fetchContext(['stock']))).not.toBeNull();

    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a().revalidateTag('stock'); // Redis away: kept by instance a
    proxy.restore();

    const deadline = Date.now() + 10_000;
    while ((await b().get('held', fetchContext(['stock']))) !== null) {
      expect(Date.now(), 'the expiry never reached Redis').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    A.redis.disconnect();
    proxy.cut();
    await proxy.close();
  });
});
