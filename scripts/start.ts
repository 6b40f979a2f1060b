// `npm start`: one shop instance, run as compiled JavaScript (dist/server/start.cjs, built
// by scripts/build-server.mjs during `npm run build`). Everything specific to a
// deployment is read here, at start: PORT, DATABASE_URL, REDIS_URL, STORE_SITE_URL and
// the other settings of lib/config.ts.
//   1. migrate, and seed the demo store on a fresh database (lib/seed/prepare.ts);
//   2. serve Next's production build through lib/server/http-server.ts (request ids, JSON
//      logs, "back in a moment" pages, graceful shutdown);
//   3. on SIGTERM or SIGINT: stop taking connections, finish in-flight requests (10 s at
//      most), close the database and exit 0.
// First: what Next's server sets up before anything of Next loads (its AsyncLocalStorage),
// since lib/cache.ts loads next/cache while the database is prepared.
import 'next/dist/server/node-environment-baseline';
import fs from 'node:fs';
import path from 'node:path';
import { getDatabase } from '@/lib/db';
import { prepareDatabase } from '@/lib/seed/prepare';
import { createShopServer } from '@/lib/server/http-server';
import { useJsonConsole } from '@/lib/server/log';

(process.env as Record<string, string>).NODE_ENV ??= 'production';

const root = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  useJsonConsole();
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('no production build in .next: run `npm run build` first');
  }
  await prepareDatabase({ seed: true, log: (line) => console.log(`prepare: ${line}`) });

  const port = Number(process.env.PORT || 3000);
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: root, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const { server, shutdown } = createShopServer((req, res) => handle(req, res), {
    logRequests: process.env.LOG_REQUESTS !== '0',
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining`);
    void shutdown()
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

main().catch((error: Error) => {
  console.error(`start failed: ${error.message}`);
  process.exit(1);
});
