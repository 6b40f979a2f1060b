// The reconciler: for every online payment we have not seen paid, ask the provider for
// the order's payments. A captured payment of the right amount marks the order paid (a
// lost webhook or a shopper who closed the tab); an order still unpaid after its hold
// gives its stock back, also one whose payment was never opened. The job queue runs it
// on a schedule (lib/jobs/kinds.ts, every SCHEDULE_PAYMENTS_RECONCILE_SECONDS, 60 by
// default) in every shop; POST /api/payments/reconcile still runs it on demand.
// It also asks again for every provider refund still pending (a provider that was down,
// an answer or a webhook that was lost), with the refund's own key, so no retry can
// refund twice (docs/rules/seller.md#refunds).
import type { OpenedDatabase } from '@/lib/db';
import { markPaid, PAYMENT_HOLD_MS, releaseOrder } from '@/lib/orders/payment-state';
import { retryPendingRefunds } from '@/lib/refunds/refunds';
import { providerNamed } from './active-provider';
import type { PaymentProvider } from './provider';

export interface ReconcileReport {
  checked: number;
  paid: string[];
  released: string[];
  pending: string[];
  /** Pending provider refunds asked again, and the ids of those now settled. */
  refunds: { checked: number; settled: number[] };
  errors: string[];
}

/** How far back failed or released payments are still asked about (late captures). */
export const RECONCILE_LOOKBACK_MS = 3 * 24 * 60 * 60_000;

export async function reconcilePayments(
  database: OpenedDatabase,
  options: { now?: Date; providerFor?: (name: string) => PaymentProvider; /** Also ask again for pending refunds (default true; the refunds schedule does it on its own). */ refunds?: boolean } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const providerFor = options.providerFor ?? ((name: string) => providerNamed(name, database));
  const since = new Date(now.getTime() - RECONCILE_LOOKBACK_MS).toISOString();
  const holdEnded = new Date(now.getTime() - PAYMENT_HOLD_MS).toISOString();
  const open = await database.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.provider', 'payments.provider_order_id', 'payments.amount_paise', 'payments.created_at', 'orders.id as order_id', 'orders.status as order_status'])
    .where('payments.status', 'in', ['created', 'failed'])
    .where('payments.created_at', '>=', since)
    .orderBy('payments.id')
    .execute();

  const report: ReconcileReport = { checked: 0, paid: [], released: [], pending: [], refunds: { checked: 0, settled: [] }, errors: [] };
  for (const row of open) {
    report.checked++;
    try {
      const payments = await providerFor(row.provider).fetchPayments(row.provider_order_id);
      const captured = payments.find((p) => p.status === 'captured' && p.amountPaise === Number(row.amount_paise));
      if (captured) {
        const outcome = await markPaid(database, { provider: row.provider, providerOrderId: row.provider_order_id, paymentId: captured.id, amountPaise: captured.amountPaise });
        if (outcome === 'paid' || outcome === 'paid-late' || outcome === 'refund-pending') report.paid.push(row.provider_order_id);
        continue;
      }
      if (row.order_status === 'pending_payment' && row.created_at < holdEnded) {
        if (await releaseOrder(database, Number(row.order_id), 'expired')) report.released.push(row.provider_order_id);
        continue;
      }
      if (row.order_status === 'pending_payment') report.pending.push(row.provider_order_id);
    } catch (error) {
      report.errors.push(`${row.provider_order_id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Holds with no payment on record: the server failed between placing the order and
  // recording the provider's order, so nobody was given a way to pay. Released when the
  // hold is over, like any unpaid hold (reported by our order number).
  const unopened = await database.db
    .selectFrom('orders')
    .select(['id', 'order_string'])
    .where('status', '=', 'pending_payment')
    .where('created_at', '<', holdEnded)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('payments').select('payments.id').whereRef('payments.order_id', '=', 'orders.id'))))
    .orderBy('id')
    .execute();
  for (const order of unopened) {
    report.checked++;
    try {
      if (await releaseOrder(database, Number(order.id), 'expired')) report.released.push(order.order_string);
    } catch (error) {
      report.errors.push(`${order.order_string}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (options.refunds !== false) {
    const refunds = await retryPendingRefunds(database, options.providerFor);
    report.refunds = { checked: refunds.checked, settled: refunds.settled };
    report.errors.push(...refunds.errors.map((e) => `refund ${e}`));
  }
  return report;
}
