// Runs once when a Next.js server starts: production mode refuses to start while a
// setting it needs is missing (scripts/prepare.ts checks the same before migrating).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertReadyToStart } = await import('./lib/production-check');
  assertReadyToStart();
}
