// `npm run worker`: a job worker on its own (docs/jobs.md), for operators who run the work
// after the answer apart from the shop's instances (then set JOBS_WORKER=0 on those).
// Reads DATABASE_URL like the shop; with REDIS_URL it expires the shared cache's tags
// when a job moves stock, otherwise the shop's pages catch up within their cache time.
// Stops on SIGTERM or SIGINT after the jobs it runs have ended (10 s at most).
import { getDatabase } from '@/lib/db';
import { setTagExpirer } from '@/lib/cache';
import { startShopWorker } from '@/lib/jobs/run';
import { redisKeyPrefix } from '@/lib/redis';
import { prepareDatabase } from '@/lib/seed/prepare';
import { expireTagsInRedis } from '@/lib/server/shared-cache';

async function main(): Promise<void> {
  await prepareDatabase({ seed: false, log: (line) => console.log(`prepare: ${line}`) });
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) setTagExpirer((tags) => expireTagsInRedis({ url: redisUrl, prefix: redisKeyPrefix() }, tags));
  const database = await getDatabase();
  const worker = startShopWorker(database, { keepAlive: true });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the running jobs`);
    void worker
      .stop()
      .then(() => database.db.destroy())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log('worker started');
}

main().catch((error: Error) => {
  console.error(`worker failed: ${error.message}`);
  process.exit(1);
});
