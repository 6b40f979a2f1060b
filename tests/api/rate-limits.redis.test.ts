// The Redis-backed rate limiter (lib/auth/redis-rate-limit.ts) against a real Redis at
// TEST_REDIS_URL (default redis://127.0.0.1:6379), under a key prefix of its own per run:
// two limiter instances (two app instances) count together, atomically; the window
// slides; REDIS_URL selects it; the API's limits hold when successive calls land on
// different instances; and with Redis down the limits fall back to the process's memory
// with a warning, then go back to Redis once it answers again.
// Needs Redis: scripts/test-all.sh runs this file only when Redis answers (REQUIRE_REDIS=1
// makes a missing Redis a failure); run alone without one, it fails saying so.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { installRateLimiter, memoryRateLimiter, rateLimiterFor } from '@/lib/auth/rate-limit';
import type { RateLimiter } from '@/lib/auth/rate-limiter';
import { redisRateLimiter } from '@/lib/auth/redis-rate-limit';
import { api, freshIp, freshMobile } from './session';
import { cleanUpAdmin, connectAdmin, testRedisUrl } from './redis-admin';

const redisUrl = testRedisUrl;
const prefix = `test:${randomBytes(6).toString('hex')}:`;

let admin: Redis;
let database: TestDatabase;
const opened: RateLimiter[] = [];

/** A limiter as one app instance has it: its own connection, the run's prefix. */
function instance(options: { url?: string; prefix?: string; warn?: (m: string) => void } = {}): RateLimiter {
  const limiter = redisRateLimiter({ url: options.url ?? redisUrl, prefix: options.prefix ?? prefix, fallback: memoryRateLimiter(), warn: options.warn ?? (() => {}) });
  opened.push(limiter);
  return limiter;
}

beforeAll(async () => {
  admin = await connectAdmin();
  database = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  for (const limiter of opened) await limiter.close();
  await cleanUpAdmin(admin, prefix);
  await database?.close();
});

describe('two app instances sharing one Redis', () => {
  it('count the same key together, and the window slides', async () => {
    const a = instance();
    const b = instance();
    const t = 1_000_000;
    expect(await a.hit('shared', 3, 60_000, t)).toBe(true);
    expect(await b.hit('shared', 3, 60_000, t + 1)).toBe(true);
    expect(await a.hit('shared', 3, 60_000, t + 2)).toBe(true);
    expect(await b.hit('shared', 3, 60_000, t + 3)).toBe(false);
    expect(await a.hit('shared', 3, 60_000, t + 4)).toBe(false);
    // Kept under the prefix, refused hits not recorded, expiring with the window.
    expect(await admin.zcard(`${prefix}shared`)).toBe(3);
    const ttl = await admin.pttl(`${prefix}shared`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // The first hit leaves the window at t + 60000: one slot frees, not three.
    expect(await b.hit('shared', 3, 60_000, t + 60_000)).toBe(true);
    expect(await a.hit('shared', 3, 60_000, t + 60_000)).toBe(false);
    expect(await a.hit('shared', 3, 60_000, t + 60_002)).toBe(true);
    // Other keys are not affected.
    expect(await b.hit('other', 3, 60_000, t + 3)).toBe(true);
  });

  it('give exactly `limit` slots to 60 hits at once from both instances', async () => {
    const a = instance();
    const b = instance();
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('race', 10, 60_000, now)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await admin.zcard(`${prefix}race`)).toBe(10);
  });

  it('a different prefix is a different store', async () => {
    const mine = instance();
    const theirs = instance({ prefix: `${prefix}other-store:` });
    const now = Date.now();
    expect(await mine.hit('p', 1, 60_000, now)).toBe(true);
    expect(await mine.hit('p', 1, 60_000, now)).toBe(false);
    expect(await theirs.hit('p', 1, 60_000, now)).toBe(true);
  });

  it('REDIS_URL selects Redis, under REDIS_KEY_PREFIX', async () => {
    const limiter = rateLimiterFor({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}env:` });
    opened.push(limiter);
    expect(await limiter.hit('k', 2, 60_000)).toBe(true);
    expect(await admin.zcard(`${prefix}env:k`)).toBe(1);
    // Without it, memory: nothing reaches Redis.
    const memory = rateLimiterFor({});
    expect(await memory.hit('k', 2, 60_000)).toBe(true);
    expect(await admin.zcard(`${prefix}env:k`)).toBe(1);
  });
});

describe('the API with its calls spread over two instances', () => {
  it('OTP sends per number and contact mails per address hold across instances', async () => {
    const a = instance();
    const b = instance();
    const previous = installRateLimiter(a);
    try {
      const on = (limiter: RateLimiter) => installRateLimiter(limiter);
      const mobile = freshMobile();
      const send = () => api(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, { ip: freshIp() });
      on(a);
      expect((await send()).status).toBe(200);
      on(b);
      expect((await send()).status).toBe(200);
      on(a);
      expect((await send()).status).toBe(200);
      on(b);
      const fourth = await send();
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toBe('Too many OTP requests. Please try again in a few minutes.');

      const ip = freshIp();
      const mail = (i: number) => api(database, 'send-mail', { name: 'Meena', userEmail: `m${i}.${prefix.slice(5, 17)}@example.in`, phone: '9812345678', message: 'Hello' }, { ip });
      for (let i = 0; i < 5; i++) {
        on(i % 2 ? a : b);
        expect((await mail(i)).status, `mail ${i + 1}`).toBe(200);
      }
      on(a);
      const sixth = await mail(5);
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe('You have sent several messages in a short time. Please wait a few minutes and try again.');
    } finally {
      if (previous) installRateLimiter(previous);
    }
  });
});

/** A TCP relay in front of Redis that can be cut and restored, to play a Redis outage. */
async function relay(target: URL, options: { port?: number; open?: boolean } = {}) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = options.port ?? 0;
  async function open() {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  }
  async function cut() {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  }
  if (options.open !== false) await open();
  return { url: () => `redis://127.0.0.1:${port}`, cut, restore: open };
}

describe('when Redis does not answer', () => {
  it('counts in memory with one warning, and returns to Redis when it is back', async () => {
    const warnings: string[] = [];
    const line = await relay(new URL(redisUrl));
    const limiter = instance({ url: line.url(), warn: (m) => warnings.push(m) });
    const now = Date.now();
    expect(await limiter.hit('outage', 3, 60_000, now)).toBe(true);
    expect(await admin.zcard(`${prefix}outage`)).toBe(1);

    await line.cut();
    // Still limited, by this process's memory (which starts empty): 3 more, then refused.
    for (let i = 0; i < 3; i++) expect(await limiter.hit('outage', 3, 60_000, now + 1), `hit ${i + 1} while down`).toBe(true);
    expect(await limiter.hit('outage', 3, 60_000, now + 1)).toBe(false);
    expect(await admin.zcard(`${prefix}outage`)).toBe(1);
    // One warning a minute at most, however many hits and reconnect errors.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[rate-limit\] Redis does not answer \(.+\); counting in this process's memory until it does$/);

    await line.restore();
    // ioredis reconnects on its own (retryStrategy): wait for it, bounded.
    await vi.waitFor(async () => {
      await limiter.hit('reconnected', 100, 60_000, now);
      expect(await admin.zcard(`${prefix}reconnected`)).toBeGreaterThan(0);
    }, { timeout: 15_000, interval: 200 });
    expect(await limiter.hit('outage', 3, 60_000, now + 2)).toBe(true);
    expect(await admin.zcard(`${prefix}outage`)).toBe(2);
    await line.cut();
  });

  it('a Redis down at start: hits fall back, the limit still holds, and Redis is used once it answers', async () => {
    // A port with nothing listening: take a free one and let it go.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const warnings: string[] = [];
    const limiter = instance({ url: `redis://127.0.0.1:${port}`, warn: (m) => warnings.push(m) });
    const now = Date.now();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('down', 3, 60_000, now));
    expect(results).toEqual([true, true, true, false]);
    expect(warnings).toHaveLength(1);
    expect(await admin.exists(`${prefix}down`)).toBe(0);

    // Redis comes up at that address: the limiter finds it on its own.
    const line = await relay(new URL(redisUrl), { port });
    await vi.waitFor(async () => {
      await limiter.hit('came-up', 100, 60_000, now);
      expect(await admin.zcard(`${prefix}came-up`)).toBeGreaterThan(0);
    }, { timeout: 15_000, interval: 200 });
    expect(await limiter.hit('down', 3, 60_000, now)).toBe(true);
    expect(await admin.zcard(`${prefix}down`)).toBe(1);
    await limiter.close();
    await line.cut();
  });
});
