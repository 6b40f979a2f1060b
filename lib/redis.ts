// Redis as the shop uses it (REDIS_URL): the key prefix every user shares, and a client
// that fails at once while Redis is away instead of queueing commands behind a dead
// server. Its users (the rate limiter, the shared cache handler, the readiness check)
// each fall back in their own way; Redis being away is never a shop outage.
import Redis from 'ioredis';

type Env = Readonly<Record<string, string | undefined>>;

/** REDIS_KEY_PREFIX (one per shop or test run sharing a Redis), `storefront:` by default. */
export function redisKeyPrefix(env: Env = process.env): string {
  return env.REDIS_KEY_PREFIX?.trim() || 'storefront:';
}

export interface FailFastOptions {
  /** How long a command may take before it fails (ms). */
  commandTimeoutMs: number;
  /** Connecting gives up after this long (ms); 2 s by default. */
  connectTimeoutMs?: number;
  /** Reconnects go on in the background, this far apart at most (ms). */
  maxReconnectDelayMs: number;
}

/** A client that is connected on first use and fails fast while disconnected. */
export function failFastRedis(url: string, options: FailFastOptions): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    retryStrategy: (times) => Math.min(times * 200, options.maxReconnectDelayMs),
  });
}

/** `warn`, but at most once a minute: a Redis that stays away must not flood the log. */
export function onceAMinute(warn: (message: string) => void): (message: string) => void {
  let last = -Infinity;
  return (message) => {
    const at = Date.now();
    if (at - last < 60_000) return;
    last = at;
    warn(message);
  };
}
