// Settles online payments we have not seen paid (lib/payments/reconcile.ts): marks paid
// what the provider captured, gives back the stock of orders whose payment hold ran out.
// It asks the running shop to do it (POST /api/payments/reconcile) rather than writing
// to the database itself: only the server can expire the pages that show the stock a
// settlement moves. The shop's own schedule runs the reconciler every minute (docs/jobs.md);
// this runs it now, e.g. after a provider's outage:
//   npm run payments:reconcile [-- --url http://127.0.0.1:3000]
// The shop's address: --url, else RECONCILE_URL, else http://127.0.0.1:$PORT (3000).
// RECONCILE_TOKEN, when set, is sent as the bearer token the server expects. Prints the
// server's report as JSON; exits 1 when the call or any payment failed.
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' } } });
  const base = values.url ?? process.env.RECONCILE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const token = process.env.RECONCILE_TOKEN?.trim();
  const response = await fetch(new URL('/api/payments/reconcile', base), {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(300_000),
  });
  const text = await response.text();
  if (!response.ok) {
    console.error(`reconcile: ${base} answered ${response.status}: ${text}`);
    process.exitCode = 1;
    return;
  }
  const report = JSON.parse(text) as { errors: string[] };
  console.log(JSON.stringify(report, null, 2));
  if (report.errors.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
