// Asks the payment provider about every online payment we have not seen paid
// (lib/payments/reconcile.ts): marks paid what was captured, gives back the stock of
// orders whose payment hold ran out. Meant for cron, e.g. every 10 minutes:
//   npx tsx scripts/reconcile-payments.ts
// It acts on DATABASE_URL like the shop does and prints what it did as JSON.
import { getDatabase } from '@/lib/db';
import { reconcilePayments } from '@/lib/payments/reconcile';

async function main() {
  const database = await getDatabase();
  const report = await reconcilePayments(database);
  console.log(JSON.stringify(report, null, 2));
  await database.db.destroy();
  if (report.errors.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
