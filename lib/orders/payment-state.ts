// How an online order's payment moves, whoever reports it (the shopper's confirmation,
// the provider's webhook, the reconciler). Each change is one transaction with
// conditional updates, so a replay, or two reports at once, changes nothing twice; and
// nothing moves a paid payment or order back. Stock moves through lib/stock/moves.ts.
//
//   pending_payment --paid--> placed (cart emptied)
//   pending_payment --failed / hold expired--> payment_failed (stock given back)
//   payment_failed --paid late--> placed when the stock can be taken again, otherwise
//                                  cancelled with payment_status 'refund_pending'
//   a cash order paid online from its confirmation page (cod-confirmation.ts settlePrepay):
//   awaiting_confirmation --paid--> placed as a paid online order, same stock, no new order
import { seller } from '@/lib/config';
import { writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import { enqueueOrderNotice } from './notices';
import { emptyCart } from '@/lib/cart/server-cart';
import { giveBackStock, takeStock, type StockLine } from '@/lib/stock/moves';
import { releaseCouponUse, restoreCouponUse } from '@/lib/coupons/coupons';
import { requestRefund } from '@/lib/refunds/refunds';
import { releaseUnits, reserveAgain } from '@/lib/products/unit-choice';
import { settlePrepay } from './cod-confirmation';

/** How long an unpaid online order holds its stock (PAYMENT_HOLD_MINUTES, lib/config.ts). */
export const PAYMENT_HOLD_MS = seller.paymentHoldMs;

export type PaidOutcome = 'paid' | 'already-paid' | 'paid-late' | 'refund-pending' | 'amount-mismatch' | 'not-found';

const now = () => new Date().toISOString();

/** The stock an order's live (not cancelled) items hold. */
async function heldStock(tx: Tx, orderId: number): Promise<StockLine[]> {
  const items = await tx.selectFrom('order_items').select(['product_id', 'quantity']).where('order_id', '=', orderId).where('cancel_status', '=', 0).execute();
  return items.map((i) => ({ productId: Number(i.product_id), quantity: Number(i.quantity) }));
}

async function liveItemIds(tx: Tx, orderId: number): Promise<number[]> {
  const items = await tx.selectFrom('order_items').select('id').where('order_id', '=', orderId).where('cancel_status', '=', 0).execute();
  return items.map((i) => Number(i.id));
}

/**
 * Records a confirmed payment for a provider order. The caller has already checked it
 * really happened (a valid signature, a signed webhook, or the provider's own answer).
 */
export async function markPaid(
  database: OpenedDatabase,
  report: { provider: string; providerOrderId: string; paymentId: string; amountPaise?: number },
): Promise<PaidOutcome> {
  return writeTransaction(database, async (tx) => {
    const payment = await tx
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.id', 'payments.order_id', 'payments.status', 'payments.amount_paise', 'orders.status as order_status', 'orders.customer_id', 'orders.store_id', 'orders.paymentmode'])
      .where('payments.provider', '=', report.provider)
      .where('payments.provider_order_id', '=', report.providerOrderId)
      .executeTakeFirst();
    if (!payment) return 'not-found';
    if (payment.status === 'paid') return 'already-paid';
    if (report.amountPaise !== undefined && report.amountPaise !== Number(payment.amount_paise)) return 'amount-mismatch';

    const updated = await tx
      .updateTable('payments')
      .set({ status: 'paid', provider_payment_id: report.paymentId, updated_at: now() })
      .where('id', '=', Number(payment.id))
      .where('status', '<>', 'paid')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return 'already-paid';

    const orderId = Number(payment.order_id);
    const owner = { storeId: Number(payment.store_id), customerId: Number(payment.customer_id) };
    if (payment.order_status !== 'pending_payment' && payment.order_status !== 'payment_failed') {
      // Not an unpaid online order: a COD order's switch to paying online (its own rules).
      const prepaid = await settlePrepay(tx, orderId, Number(payment.amount_paise));
      if (prepaid) return prepaid;
    }
    // A partial-COD order paid its upfront part: the rest is still cash on delivery (docs/rules/cod.md#partial-cod).
    const paidStatus = payment.paymentmode === 'cash' ? 'cod' : 'paid';
    const placed = await tx
      .updateTable('orders')
      .set({ status: 'placed', payment_status: paidStatus, updated_at: now() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
    if (Number(placed.numUpdatedRows) === 1) {
      await emptyCart(tx, owner);
      await enqueueOrderNotice(tx, orderId, { kind: 'placed' });
      return 'paid';
    }
    // The hold had already been given up: take the stock again if it is still there.
    if (payment.order_status === 'payment_failed') {
      const held = await heldStock(tx, orderId);
      let soldOut = await takeStock(tx, held);
      // Its chosen units must still be free too; otherwise it is sold out after all.
      if (soldOut === undefined && !(await reserveAgain(tx, orderId))) {
        await giveBackStock(tx, held);
        soldOut = held[0]?.productId ?? 0;
      }
      if (soldOut === undefined) {
        await tx.updateTable('orders').set({ status: 'placed', payment_status: paidStatus, updated_at: now() }).where('id', '=', orderId).execute();
        await restoreCouponUse(tx, orderId); // paid at the coupon's price: it counts as used after all
        await emptyCart(tx, owner);
        await enqueueOrderNotice(tx, orderId, { kind: 'placed' });
        return 'paid-late';
      }
    }
    await tx.updateTable('orders').set({ status: 'cancelled', payment_status: 'refund_pending', updated_at: now() }).where('id', '=', orderId).execute();
    await tx.updateTable('order_items').set({ cancel_status: 1 }).where('order_id', '=', orderId).execute();
    await releaseCouponUse(tx, orderId);
    // The money goes back through the provider once this commits (docs/rules/seller.md#refunds).
    await requestRefund(tx, { orderId, amountPaise: Number(payment.amount_paise), cause: 'sold_out', reason: 'Paid after the items sold out', staffId: null, codUpfront: payment.paymentmode === 'cash' });
    console.warn(`[payments] order ${orderId} was paid after its stock was released and could not be filled: refund due`);
    return 'refund-pending';
  });
}

/**
 * Gives an unpaid online order's stock back (payment failed or the hold expired). Only a
 * 'pending_payment' order moves; a paid one never does. True when this call released it.
 */
export async function releaseOrder(database: OpenedDatabase, orderId: number, reason: 'failed' | 'expired'): Promise<boolean> {
  return writeTransaction(database, async (tx) => {
    const released = await tx
      .updateTable('orders')
      .set({ status: 'payment_failed', payment_status: reason, updated_at: now() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return false;
    await giveBackStock(tx, await heldStock(tx, orderId));
    await releaseUnits(tx, await liveItemIds(tx, orderId)); // chosen units are free again (docs/rules/units.md#reserving)
    await releaseCouponUse(tx, orderId); // the shopper may use it on their next try
    await tx.updateTable('payments').set({ status: 'failed', updated_at: now() }).where('order_id', '=', orderId).where('status', '=', 'created').execute();
    return true;
  });
}

/** Online orders still waiting for payment, older than the hold (oldest first). */
export async function staleHolds(database: OpenedDatabase, limit = 20, at: Date = new Date()): Promise<number[]> {
  const before = new Date(at.getTime() - PAYMENT_HOLD_MS).toISOString();
  const rows = await database.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Releases expired holds without asking the provider (a late payment is still honoured by markPaid). */
export async function releaseStaleHolds(database: OpenedDatabase, limit = 20): Promise<number> {
  let released = 0;
  for (const id of await staleHolds(database, limit)) if (await releaseOrder(database, id, 'expired')) released++;
  return released;
}
