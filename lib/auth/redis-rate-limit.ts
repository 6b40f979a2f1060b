// The rate limiter shared by several app instances: counters in Redis (REDIS_URL).
//
// A sliding-window log, the same rule as the in-memory limiter: one sorted set per key
// holding the times of the hits counted in the window. One Lua script drops the hits
// that left the window, counts the rest and adds this hit only when under the limit, so
// two instances hitting the same key at once cannot both take the last slot (Redis runs
// a script without interleaving). The time comes from the caller (the app's clock, kept
// in step by NTP; tests move it), not from Redis. A set holds at most `limit` entries,
// since refused hits are not recorded, and expires when its window has passed.
//
// When Redis does not answer, the limits fail open to this process's memory: each
// instance then counts on its own (limits N times looser across N instances) and a
// warning is logged, at most once a minute. Refusing every login, OTP and contact mail
// while Redis is down would turn a cache outage into a shop outage; the OTP's own
// 5-try rule and argon2 password hashing still stand either way.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { failFastRedis, onceAMinute } from '@/lib/redis';
import type { RateLimiter } from './rate-limiter';

const SLIDING_WINDOW_HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  return 0
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 1
`;

type WithHit = Redis & { slidingWindowHit(key: string, now: number, windowMs: number, limit: number, member: string): Promise<number> };

export interface RedisLimiterOptions {
  url: string;
  /** Put before every key, so stores (or test runs) sharing a Redis do not share counters. */
  prefix: string;
  /** Counts while Redis does not answer (the in-memory limiter). */
  fallback: RateLimiter;
  /** How long a command may take before the hit falls back (ms). */
  commandTimeoutMs?: number;
  /** Where warnings go (tests listen). */
  warn?: (message: string) => void;
}

export function redisRateLimiter(options: RedisLimiterOptions): RateLimiter {
  const { prefix, fallback } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const redis = failFastRedis(options.url, { commandTimeoutMs: options.commandTimeoutMs ?? 500, maxReconnectDelayMs: 5_000 }) as WithHit;
  redis.defineCommand('slidingWindowHit', { numberOfKeys: 1, lua: SLIDING_WINDOW_HIT });

  const warnNow = onceAMinute(warn);
  function warnThrottled(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    warnNow(`[rate-limit] Redis does not answer (${reason}); counting in this process's memory until it does`);
  }
  redis.on('error', warnThrottled);

  // The first connection is awaited (briefly) so the first requests after a start are
  // counted in Redis; after that a broken connection fails fast.
  let connecting: Promise<void> | null = null;
  function ready(): Promise<void> {
    if (redis.status === 'ready') return Promise.resolve();
    connecting ??= redis.connect().catch(() => {
      // Reconnects on its own (retryStrategy); meanwhile hits fall back.
    });
    return connecting;
  }

  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      try {
        await ready();
        const member = `${now}:${randomBytes(6).toString('hex')}`;
        return (await redis.slidingWindowHit(prefix + key, now, windowMs, limit, member)) === 1;
      } catch (error) {
        warnThrottled(error);
        return fallback.hit(key, limit, windowMs, now);
      }
    },
    async reset() {
      await ready();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await fallback.reset();
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
