// What wakes the alerts (docs/rules/alerts.md#when-alerts-fire): a product's stock going
// from none to some (the stock module's give-backs, and a stock staff type) and its selling
// price lowered (the editor, the bulk change, the CSV import). Each enqueues one
// `alerts.check` job for the product in the caller's transaction, keyed by the product and
// a short window, so a burst of changes (ten units entered one by one) makes one job; the
// job runs when its window closes and reads the product as it is then. Small on purpose:
// the stock module imports it.
import 'server-only';
import type { Tx } from '@/lib/db';
import { enqueue } from '@/lib/jobs/queue';

export const CHECK_ALERTS_JOB = 'alerts.check';
/** Changes of one product within this window share one check. */
export const ALERT_CHECK_WINDOW_MS = 10_000;

/** Enqueues the product's alert check for the current window (once per window). */
export async function queueAlertCheck(tx: Tx, productId: number, now: Date = new Date()): Promise<void> {
  const window = Math.floor(now.getTime() / ALERT_CHECK_WINDOW_MS);
  await enqueue(tx, {
    kind: CHECK_ALERTS_JOB,
    payload: { productId },
    key: `alerts.check:${productId}:${window}`,
    runAt: new Date((window + 1) * ALERT_CHECK_WINDOW_MS),
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
