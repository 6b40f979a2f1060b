// `npm start`: one shop instance, run as compiled JavaScript (dist/server/start.cjs, built
// by scripts/build-server.mjs during `npm run build`). Everything specific to a
// deployment is read here, at start: PORT, DATABASE_URL, REDIS_URL, STORE_SITE_URL and
// the other settings of lib/config.ts.
//   0. STORE_MODE=production with a setting missing (lib/production-check.ts): print the
//      list and exit 1 before anything listens, so a supervisor sees a failed service;
//   1. migrate, and seed the demo store on a fresh database (lib/seed/prepare.ts);
//   2. serve Next's production build through lib/server/http-server.ts (request ids, JSON
//      logs, compression, scripts after the first paint, "back in a moment" pages,
//      graceful shutdown); AFTER_PAINT=0 sends Next's script tags as they are;
//   3. run a job worker (lib/jobs, docs/jobs.md) in this process, unless JOBS_WORKER=0;
//   4. on SIGTERM or SIGINT: answer /api/ready 503 at once, keep serving for
//      SHUTDOWN_DELAY_MS (default 5000) while load balancers notice, then stop taking
//      connections, finish in-flight requests (10 s at most), let the worker's running
//      jobs end (10 s at most), close the database and exit 0.
//      `npm start` execs node (package.json), so a signal to npm's process reaches this one.
// First: what Next's server sets up before anything of Next loads (its AsyncLocalStorage),
// since lib/cache.ts loads next/cache while the database is prepared.
import 'next/dist/server/node-environment-baseline';
import fs from 'node:fs';
import path from 'node:path';
import { setTagExpirer } from '@/lib/cache';
import { getDatabase } from '@/lib/db';
import { startShopWorker } from '@/lib/jobs/run';
import { jobSettings } from '@/lib/jobs/settings';
import { assertReadyToStart } from '@/lib/production-check';
import { prepareDatabase } from '@/lib/seed/prepare';
import { cachedPages } from '@/lib/server/cached-pages';
import { createShopServer } from '@/lib/server/http-server';
import { metricsEndpoint } from '@/lib/server/metrics';
import { answerUnknownListWithHome, dropOutsideMark, isListPageRequest } from '@/lib/server/not-found-home';
import { useJsonConsole } from '@/lib/server/log';

(process.env as Record<string, string>).NODE_ENV ??= 'production';

const root = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  useJsonConsole();
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('no production build in .next: run `npm run build` first');
  }
  assertReadyToStart();
  const shutdownDelayMs = shutdownDelayFrom(process.env.SHUTDOWN_DELAY_MS);
  // GET /api/metrics with METRICS_TOKEN (lib/server/metrics.ts); a token too short stops the start.
  const metrics = metricsEndpoint();
  await prepareDatabase({ seed: true, log: (line) => console.log(`prepare: ${line}`) });

  const port = Number(process.env.PORT || 3000);
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: root, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const afterPaint = process.env.AFTER_PAINT !== '0';
  const fastPath = cachedPageFastPath(afterPaint);
  const { server, shutdown } = createShopServer(async (req, res) => {
    dropOutsideMark(req);
    if (metrics.handles(req)) return metrics.answer(req, res);
    if (fastPath && (await fastPath.serve(req, res))) return;
    // An unknown shelf's answer is the home's 404, which its route does not carry.
    if (isListPageRequest(req)) return answerUnknownListWithHome(handle, req, res);
    return handle(req, res);
  }, {
    shutdownDelayMs,
    logRequests: process.env.LOG_REQUESTS !== '0',
    compress: true,
    afterPaint,
  });

  // Jobs run outside Next's requests: they expire tags through the handler Next uses.
  const cache = cacheHandlerModule();
  setTagExpirer(async (tags) => {
    await cache.handlerLikeNext()?.revalidateTag(tags);
  });
  const worker = jobSettings().inProcess ? startShopWorker(await getDatabase()) : null;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: not ready; serving ${shutdownDelayMs} ms more (SHUTDOWN_DELAY_MS), then draining`);
    void shutdown()
      .then(() => worker?.stop())
      .then(() => getDatabase().then((opened) => opened.db.destroy()))
      .catch((error: unknown) => console.error('shutdown:', error))
      .finally(() => {
        console.log('stopped');
        process.exit(0);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  server.listen(port, () => console.log(`storefront listening on http://localhost:${port}`));
}

/** SHUTDOWN_DELAY_MS: whole milliseconds from 0 to 600000; unset is 5000 (a few health checks of a load balancer). */
function shutdownDelayFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 5_000;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(ms <= 600_000)) throw new Error(`SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to 600000, got "${value}"`);
  return ms;
}

/**
 * The cached-page fast path (lib/server/cached-pages.ts) over the cache handler module
 * Next itself loaded (next.config.mjs names this file), so it reads the same entries;
 * FAST_PATH=0 turns it off.
 */
function cachedPageFastPath(afterPaint: boolean) {
  if (process.env.FAST_PATH === '0') return null;
  const distDir = path.join(root, '.next');
  const cache = cacheHandlerModule();
  const pages = cachedPages({
    distDir,
    handler: cache.handlerLikeNext,
    tagsExpired: cache.tagsRevalidatedSince,
    afterPaint,
  });
  return pages.enabled ? pages : null;
}

/** The cache handler module Next loaded (next.config.mjs names this file): the same instance, so the same entries and tags. */
function cacheHandlerModule(): typeof import('@/lib/server/cache-handler') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(__dirname, 'cache-handler.cjs')) as typeof import('@/lib/server/cache-handler');
}

main().catch((error: Error) => {
  console.error(`start failed: ${error.message}`);
  process.exit(1);
});
