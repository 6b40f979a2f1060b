// The in-memory limiter's sliding window and enforceLimits' order (the Redis limiter
// keeps the same rule: tests/api/rate-limits.redis.test.ts).
import { describe, expect, it } from 'vitest';
import { ShopError } from '@/lib/errors';
import { enforceLimits, memoryRateLimiter, RATE_LIMITS, rateLimiterFor } from './rate-limit';

describe('memoryRateLimiter', () => {
  it('allows `limit` hits per window, counts no refused hit, and slides', async () => {
    const limiter = memoryRateLimiter();
    const t = 1_000_000;
    expect(await limiter.hit('k', 2, 60_000, t)).toBe(true);
    expect(await limiter.hit('k', 2, 60_000, t + 10)).toBe(true);
    expect(await limiter.hit('k', 2, 60_000, t + 20)).toBe(false);
    expect(await limiter.hit('other', 2, 60_000, t + 20)).toBe(true);
    // At t + 60000 the first hit has left the window: one slot, not two.
    expect(await limiter.hit('k', 2, 60_000, t + 60_000)).toBe(true);
    expect(await limiter.hit('k', 2, 60_000, t + 60_000)).toBe(false);
    expect(await limiter.hit('k', 2, 60_000, t + 60_010)).toBe(true);
    await limiter.reset();
    expect(await limiter.hit('k', 2, 60_000, t + 60_010)).toBe(true);
  });

  it('is what rateLimiterFor gives without REDIS_URL', async () => {
    const limiter = rateLimiterFor({ REDIS_URL: '  ' });
    expect(await limiter.hit('k', 1, 1000, 0)).toBe(true);
    expect(await limiter.hit('k', 1, 1000, 1)).toBe(false);
  });
});

describe('enforceLimits', () => {
  it('answers 429 with the message at the first used-up limit, and stops counting there', async () => {
    const limiter = memoryRateLimiter();
    const { limit } = RATE_LIMITS.contactPerClient;
    for (let i = 0; i < limit; i++) await enforceLimits([['contactPerClient', 'ip'], ['contactPerAccount', `e${i}`]], 'wait', limiter);
    const refused = await enforceLimits([['contactPerClient', 'ip'], ['contactPerAccount', 'victim']], 'Please wait.', limiter).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ShopError);
    expect((refused as ShopError).kind).toBe('rate_limited');
    expect((refused as ShopError).message).toBe('Please wait.');
    // The account's budget was not spent by the refused call.
    for (let i = 0; i < RATE_LIMITS.contactPerAccount.limit; i++) {
      await enforceLimits([['contactPerClient', `ip${i}`], ['contactPerAccount', 'victim']], 'wait', limiter);
    }
  });

  it('keeps every per-account limit tighter than its per-client one', () => {
    for (const call of ['otpSend', 'otpVerify', 'signIn', 'contact', 'review'] as const) {
      expect(RATE_LIMITS[`${call}PerAccount`].limit, call).toBeLessThan(RATE_LIMITS[`${call}PerClient`].limit);
    }
  });
});
