// Rate limits (OTP sends per number and per client address, password tries, contact mails). Behind
// one small async interface so several app instances can share counters through Redis
// later (DESIGN "Modes"); today the counters live in this process's memory.
export interface RateLimiter {
  /** Counts one hit for `key`; false when `limit` hits already fell within the window. */
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<boolean>;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
}

/** A sliding window per key, in memory. */
export function memoryRateLimiter(): RateLimiter {
  const hits = new Map<string, number[]>();
  let calls = 0;

  function sweep(now: number) {
    // Drops keys whose newest hit is older than an hour, so the map cannot grow without bound.
    for (const [key, times] of hits) {
      if (times.length === 0 || now - times[times.length - 1] > 60 * 60_000) hits.delete(key);
    }
  }

  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      if (++calls % 1000 === 0) sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      return true;
    },
    async reset() {
      hits.clear();
    },
  };
}

// One limiter per process, shared by every route bundle of the Next server.
const globalKey = Symbol.for('storefront.rateLimiter');
type Holder = { [globalKey]?: RateLimiter };

export function rateLimiter(): RateLimiter {
  const holder = globalThis as Holder;
  holder[globalKey] ??= memoryRateLimiter();
  return holder[globalKey]!;
}

/** The limits of DESIGN "Who may do what", in one place. */
export const RATE_LIMITS = {
  otpPerNumber: { limit: 3, windowMs: 10 * 60_000 },
  otpPerClient: { limit: 10, windowMs: 10 * 60_000 },
  signInPerAccount: { limit: 10, windowMs: 10 * 60_000 },
  /** Contact Us messages one client address may send. */
  contactPerClient: { limit: 5, windowMs: 10 * 60_000 },
} as const;
