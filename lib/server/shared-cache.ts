// The keys of the shared cache in Redis (lib/server/cache-handler.ts), and expiring its
// tags from a script that changed the data (lib/seed/script-support.ts). Apart from the
// handler so that scripts do not load Next's cache code.
import Redis from 'ioredis';

/** The hash of tag -> when it last expired (ms); it carries no lifetime and must not be evicted. */
export function tagsKeyFor(prefix: string): string {
  return `${prefix}cache:tags`;
}

/** Expires `tags` in the shared cache from outside the server (a script that changed the data). */
export async function expireTagsInRedis(options: { url: string; prefix: string }, tags: string[]): Promise<void> {
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const at = Date.now();
    await redis.hset(tagsKeyFor(options.prefix), Object.fromEntries(tags.map((tag) => [tag, at])));
  } finally {
    redis.disconnect();
  }
}
