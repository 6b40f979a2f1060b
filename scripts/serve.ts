// `npm start`: Next's production server behind the page micro-cache (lib/server/micro-cache.ts),
// through Next's documented custom-server API. Same port (PORT) and keep-alive as `next start`.
import http from 'node:http';
import path from 'node:path';
import { limits } from '@/lib/config';
import { withMicroCache } from '@/lib/server/micro-cache';

(process.env as Record<string, string>).NODE_ENV ??= 'production';

async function main(): Promise<void> {
  const { default: next } = await import('next');
  const port = Number(process.env.PORT || 3000);
  const app = next({ dev: false, dir: path.resolve(__dirname, '..'), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer(
    withMicroCache((req, res) => handle(req, res), {
      lifetimeMs: limits.microCacheLifetimeMs,
      maxEntries: limits.microCacheMaxEntries,
      maxBytes: limits.microCacheMaxBytes,
    }),
  );
  // As `next start --keepAliveTimeout 65000`: outlive a load balancer's 60 s idle timeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, () => console.log(`storefront listening on http://localhost:${port}`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
