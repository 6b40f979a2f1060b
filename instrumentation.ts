// Runs once when a Next.js server starts: production mode refuses to start while a
// setting it needs is missing (`npm start`, scripts/start.ts, checks the same before it
// migrates or listens; this covers `next start` and `next dev`), and
// a malformed TRUSTED_PROXY_HOPS stops the start instead of failing every API call.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertReadyToStart } = await import('./lib/production-check');
  assertReadyToStart();
  const { trustedProxyHops } = await import('./lib/api/client-address');
  trustedProxyHops();
}
