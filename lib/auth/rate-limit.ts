// Abuse limits (docs/rules/login.md#rate-limits): OTP sends and checks, password sign-ins,
// contact mails and review posts are counted per client address and per account, in one
// table (RATE_LIMITS). The counters sit behind one small interface: in this process's
// memory by default, in Redis when REDIS_URL is set, so several app instances count
// together (several instances share the counters through Redis).
import 'server-only';
import { ShopError } from '@/lib/errors';
import type { RateLimiter } from './rate-limiter';
import { redisKeyPrefix } from '@/lib/redis';
import { redisRateLimiter } from './redis-rate-limit';

/** A sliding window per key, in memory: exact, but per process. */
export function memoryRateLimiter(): RateLimiter {
  const hits = new Map<string, number[]>();
  let calls = 0;

  function sweep(now: number) {
    // Drops keys whose newest hit is older than the longest window, so the map cannot grow without bound.
    for (const [key, times] of hits) {
      if (times.length === 0 || now - times[times.length - 1]! > LONGEST_WINDOW_MS) hits.delete(key);
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
    async close() {},
  };
}

type Env = Readonly<Record<string, string | undefined>>;

/** Redis when REDIS_URL is set (keys under REDIS_KEY_PREFIX), else memory. */
export function rateLimiterFor(env: Env = process.env): RateLimiter {
  const url = env.REDIS_URL?.trim();
  if (!url) return memoryRateLimiter();
  return redisRateLimiter({ url, prefix: redisKeyPrefix(env), fallback: memoryRateLimiter() });
}

// One limiter per process, shared by every route bundle of the Next server.
const globalKey = Symbol.for('storefront.rateLimiter');
type Holder = { [globalKey]?: RateLimiter };

export function rateLimiter(): RateLimiter {
  const holder = globalThis as Holder;
  holder[globalKey] ??= rateLimiterFor();
  return holder[globalKey]!;
}

/** Puts another limiter in place and answers the one it replaces (tests play several app instances with it). */
export function installRateLimiter(limiter: RateLimiter): RateLimiter | undefined {
  const holder = globalThis as Holder;
  const previous = holder[globalKey];
  holder[globalKey] = limiter;
  return previous;
}

export interface Limit {
  limit: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/**
 * Every limit, in one place. "Account" is who the call is about: the mobile number or
 * e-mail address an OTP goes to or was sent to, the sign-in identifier, the e-mail address
 * a contact acknowledgement goes to, the logged-in customer posting a review. Per-client
 * limits are wider than per-account ones, as many shoppers can share one address (mobile
 * carrier NAT); per-account limits hold whatever addresses an attacker spreads over.
 */
export const RATE_LIMITS = {
  otpSendPerClient: { limit: 10, windowMs: minutes(10) },
  otpSendPerAccount: { limit: 3, windowMs: minutes(10) },
  otpVerifyPerClient: { limit: 30, windowMs: minutes(10) },
  // Each OTP is void after 5 wrong tries and 3 can be sent per 10 minutes; this caps the
  // guesses at a 4-digit code across OTPs at 10 an hour, which a shopper never reaches.
  otpVerifyPerAccount: { limit: 10, windowMs: minutes(60) },
  signInPerClient: { limit: 30, windowMs: minutes(10) },
  signInPerAccount: { limit: 10, windowMs: minutes(10) },
  // From an address the customer logged in from before (lib/auth/known-addresses.ts), the
  // account's own budget above is not drawn on: strangers who use it up by failing on
  // purpose cannot lock the customer out. That address gets the same budget of its own.
  otpSendPerKnownAddress: { limit: 3, windowMs: minutes(10) },
  otpVerifyPerKnownAddress: { limit: 10, windowMs: minutes(60) },
  signInPerKnownAddress: { limit: 10, windowMs: minutes(10) },
  contactPerClient: { limit: 5, windowMs: minutes(10) },
  // Each message sends an acknowledgement to the address typed in: no mail-bombing a stranger.
  contactPerAccount: { limit: 3, windowMs: minutes(60) },
  // A complaint's status is opened by ticket and mobile number: no guessing either by the thousand.
  complaintLookupPerClient: { limit: 20, windowMs: minutes(10) },
  // The public tracking page opens an order by its number and phone: no guessing either by
  // the thousand, from one address or spread over many against one order.
  trackLookupPerClient: { limit: 20, windowMs: minutes(10) },
  trackLookupPerOrder: { limit: 10, windowMs: minutes(10) },
  reviewPerClient: { limit: 20, windowMs: minutes(10) },
  // Each sign-up mails the address typed in (its unsubscribe link): no mail-bombing.
  newsletterPerClient: { limit: 5, windowMs: minutes(10) },
  newsletterPerAccount: { limit: 2, windowMs: minutes(60) },
  reviewPerAccount: { limit: 5, windowMs: minutes(10) },
  // Staff login tries, right or wrong (lib/staff/login.ts); failures have their own
  // per-account and per-address counts in the database (lib/staff/login-throttle.ts).
  staffLoginPerClient: { limit: 20, windowMs: minutes(10) },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs));

/**
 * Counts one hit on each named limit, in order, and answers 429 with `message` at the
 * first one that is used up (the caller then changes nothing). The client's budget comes
 * first, so hammering many accounts from one address stops early.
 */
export async function enforceLimits(checks: [LimitName, string][], message: string, limiter: RateLimiter = rateLimiter()): Promise<void> {
  for (const [name, who] of checks) {
    const { limit, windowMs } = RATE_LIMITS[name];
    // Retry-After is the window: by then every hit counted now has left it.
    if (!(await limiter.hit(`${name}:${who}`, limit, windowMs))) throw new ShopError('rate_limited', message, {}, windowMs / 1000);
  }
}
