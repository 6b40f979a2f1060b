// What /api/health and /api/ready answer. Health: the process is up and serving. Ready:
// it should be sent traffic: the database answers, Redis answers when REDIS_URL is set,
// and the instance is not draining for a shutdown (lib/server/http-server.ts), so a load
// balancer stops sending requests to an instance that is stopping or cut off.
import type Redis from 'ioredis';
import { sql } from 'kysely';
import { getDatabase } from '@/lib/db';
import { failFastRedis } from '@/lib/redis';

const drainingKey = Symbol.for('storefront.draining');
const redisKey = Symbol.for('storefront.readinessRedis');
type Holder = { [drainingKey]?: boolean; [redisKey]?: Redis };

export function setDraining(draining: boolean): void {
  (globalThis as Holder)[drainingKey] = draining;
}

export function isDraining(): boolean {
  return (globalThis as Holder)[drainingKey] === true;
}

export type Check = 'ok' | 'unreachable' | 'not configured' | 'draining';

export interface Readiness {
  ready: boolean;
  checks: { server: Check; database: Check; redis: Check };
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
}

async function databaseAnswers(): Promise<Check> {
  try {
    const { db } = await getDatabase();
    await within(2_000, sql`select 1`.execute(db));
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

export async function redisAnswers(url: string | undefined): Promise<Check> {
  if (!url) return 'not configured';
  const holder = globalThis as Holder;
  let redis = holder[redisKey];
  if (!redis) {
    redis = holder[redisKey] = failFastRedis(url, { commandTimeoutMs: 1_000, connectTimeoutMs: 1_000, maxReconnectDelayMs: 2_000 });
    redis.on('error', () => {}); // the answer below says it
  }
  try {
    if (redis.status === 'wait') await within(1_000, redis.connect());
    await redis.ping();
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

export async function readiness(env: Readonly<Record<string, string | undefined>> = process.env): Promise<Readiness> {
  const [database, redis] = await Promise.all([databaseAnswers(), redisAnswers(env.REDIS_URL?.trim())]);
  const server: Check = isDraining() ? 'draining' : 'ok';
  return { ready: server === 'ok' && database === 'ok' && redis !== 'unreachable', checks: { server, database, redis } };
}
