// What wakes the alerts (docs/rules/alerts.md#when-alerts-fire): a product's stock going
// from none to some (the stock module's give-backs, and a stock staff type) and its selling
// price lowered (the editor, the bulk change, the CSV import). Each enqueues an
// `alerts.check` job for the product in the caller's transaction, due a few seconds later,
// unless one is already waiting: a burst of changes (ten units entered one by one) makes
// one job, which reads the product as it is when it runs. The job's key is the product and
// the moment, so a change after a check has run always gets a check of its own. Small on
// purpose: the stock module imports it.
import 'server-only';
import type { Tx } from '@/lib/db';
import { enqueue } from '@/lib/jobs/queue';

export const CHECK_ALERTS_JOB = 'alerts.check';
/** How long a check waits for more changes of its product. */
export const ALERT_CHECK_DELAY_MS = 5_000;

const keyPrefix = (productId: number) => `alerts.check:${productId}:`;

/** Enqueues the product's alert check, unless one is queued and not started. */
export async function queueAlertCheck(tx: Tx, productId: number, now: Date = new Date()): Promise<void> {
  const waiting = await tx
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', CHECK_ALERTS_JOB)
    .where('state', '=', 'queued')
    .where('unique_key', 'like', `${keyPrefix(productId)}%`)
    .executeTakeFirst();
  if (waiting) return;
  await enqueue(tx, {
    kind: CHECK_ALERTS_JOB,
    payload: { productId },
    key: `${keyPrefix(productId)}${now.getTime()}`,
    runAt: new Date(now.getTime() + ALERT_CHECK_DELAY_MS),
  }, now);
}

export interface ProductChange {
  productId: number;
  stockBefore: number;
  stockAfter: number;
  /** Selling prices, paise. */
  priceBefore: number;
  priceAfter: number;
}

/** A product written by staff: its check is enqueued when it came back in stock or got cheaper. */
export async function productChanged(tx: Tx, change: ProductChange): Promise<void> {
  const restocked = change.stockBefore <= 0 && change.stockAfter > 0;
  if (restocked || change.priceAfter < change.priceBefore) await queueAlertCheck(tx, change.productId);
}
