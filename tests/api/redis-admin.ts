// The Redis of the *.redis.test.ts suites (TEST_REDIS_URL): a plain connection the test
// itself reads keys with, checked at the start, and emptied of the run's keys at the end.
import Redis from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Connects, or fails the suite saying that it needs Redis. */
export async function connectAdmin(): Promise<Redis> {
  const admin = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  admin.on('error', () => {});
  try {
    await admin.connect();
    await admin.ping();
  } catch (error) {
    throw new Error(`These tests need Redis at ${testRedisUrl} (TEST_REDIS_URL) and none answers (${(error as Error).message}). ` + 'scripts/test-all.sh leaves them out when no Redis answers, unless REQUIRE_REDIS=1.');
  }
  return admin;
}

/** Deletes the keys under `prefix` and closes the connection. */
export async function cleanUpAdmin(admin: Redis | undefined, prefix: string): Promise<void> {
  if (admin?.status !== 'ready') return;
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
}
