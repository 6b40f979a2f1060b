// Starting the shop's worker: the handlers and schedules of ./kinds.ts over the process's
// database. `npm start` (scripts/start.ts) runs one inside each instance unless
// JOBS_WORKER=0; `npm run worker` (scripts/worker.ts) runs one alone.
import 'server-only';
import type { OpenedDatabase } from '@/lib/db';
import { jobHandlers, shopSchedules } from './kinds';
import { jobSettings } from './settings';
import { startWorker, type Worker, type WorkerOptions } from './worker';

export function startShopWorker(database: OpenedDatabase, options: Partial<WorkerOptions> = {}): Worker {
  const settings = jobSettings();
  const worker = startWorker(database, { handlers: jobHandlers, schedules: shopSchedules(), ...options });
  console.log(`[jobs] worker ${worker.id} running ${settings.concurrency} jobs at once, looking every ${settings.pollMs} ms`);
  return worker;
}
