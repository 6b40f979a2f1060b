// What a customer may change on a placed order (docs/rules/orders.md#cancelling): cancel an
// item or the whole order until it is out for delivery (the stock goes back on sale),
// and move the delivery to a later date. Each change locks the order row first and
// cancels items with conditional updates, so a repeated or concurrent cancel gives the
// stock back once (through lib/stock/moves.ts).
import { ShopError } from '@/lib/errors';
import { writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import { giveBackStock, type StockLine } from '@/lib/stock/moves';
import { freeUnits } from '@/lib/products/units';
import { screenTexts } from '@/lib/texts/screens';
import { addDays, isCalendarDate, todayInIndia } from './dates';
import type { OrderOwner } from './types';
import { itemCancellable, orderChangeable, VISIBLE_STATUSES } from './queries';
import { SHOPPER_CHANGEABLE } from './status-machine';
import { enqueueOrderNotice } from './notices';
import { statusLabel } from './display';
import { requestRefund, unrefundedPaise } from '@/lib/refunds/refunds';
import { releaseCouponUse } from '@/lib/coupons/coupons';
import { itemPaidPaise } from './totals';
import { cancelShipmentOfOrder } from '@/lib/shipping/booking';

/** How far ahead a delivery may be moved. */
export const RESCHEDULE_MAX_DAYS = 30;

const now = () => new Date().toISOString();

/** Locks a visible order of this customer; its status, or a 404. */
async function lockOrder(tx: Tx, owner: OrderOwner, orderId: number): Promise<string> {
  const touched = await tx
    .updateTable('orders')
    .set({ updated_at: now() })
    .where('id', '=', orderId)
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .where('status', 'in', [...VISIBLE_STATUSES])
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) throw new ShopError('not_found', screenTexts.orderNotFound);
  const row = await tx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.status;
}

/** Cancels one live item; the stock it held, or null when it was not cancellable any more. */
async function cancelItemRow(tx: Tx, itemId: number): Promise<StockLine | null> {
  const cancelled = await tx
    .updateTable('order_items')
    .set({ cancel_status: 1 })
    .where('id', '=', itemId)
    .where('cancel_status', '=', 0)
    .where('out_for_delivery_action', '=', 0)
    .where('delivered_action', '=', 0)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) !== 1) return null;
  const item = await tx.selectFrom('order_items').select(['product_id', 'quantity']).where('id', '=', itemId).executeTakeFirstOrThrow();
  return { productId: Number(item.product_id), quantity: Number(item.quantity) };
}

/** The order's history (docs/rules/seller.md#order-desk): what the customer did, beside what staff did. */
async function customerEvent(tx: Tx, orderId: number, from: string, to: string, note: Record<string, string | number>): Promise<void> {
  await tx.insertInto('order_events').values({ order_id: orderId, actor: 'customer', staff_id: null, staff_email: null, from_status: from, to_status: to, note: JSON.stringify(note) }).execute();
}

/** Closes the order when its last item went; true when it did. */
async function closeIfNothingLeft(tx: Tx, orderId: number, from: string): Promise<boolean> {
  const live = await tx.selectFrom('order_items').select('id').where('order_id', '=', orderId).where('cancel_status', '=', 0).executeTakeFirst();
  if (live) return false;
  await tx.updateTable('orders').set({ status: 'cancelled', updated_at: now() }).where('id', '=', orderId).execute();
  await customerEvent(tx, orderId, from, 'cancelled', {});
  await releaseCouponUse(tx, orderId);
  await cancelShipmentOfOrder(tx, orderId); // a booked parcel is cancelled at the courier (docs/rules/shipping.md#booking)
  return true;
}

/**
 * A paid online order's money for what the shopper cancelled (docs/rules/seller.md#refunds):
 * an item's price less its share of the online payment discount and the coupon; when nothing is left,
 * whatever of the payment has not been asked back yet (delivery included). Unpaid orders owe
 * nothing (requestRefund answers null); a cash order's item lowers what the courier collects.
 */
async function refundShopperCancel(tx: Tx, orderId: number, cause: string, item?: { totalPaise: number }): Promise<void> {
  const order = await tx.selectFrom('orders').select(['paymentmode', 'payment_status', 'subtotal_paise', 'digital_discount_paise', 'coupon_value_paise', 'total_paid_paise', 'cod_upfront_paise']).where('id', '=', orderId).executeTakeFirstOrThrow();
  // A partial-COD order cancelled whole gets its upfront part back online (docs/rules/cod.md#partial-cod).
  if (!item && order.paymentmode === 'cash' && Number(order.cod_upfront_paise) > 0) {
    await requestRefund(tx, { orderId, amountPaise: Number(order.cod_upfront_paise), cause, reason: 'cancelled by the shopper', staffId: null, codUpfront: true });
    return;
  }
  // A cash order's item cancelled: the courier collects that much less (what the booking asks it
  // to collect, and what the COD ledger expects), never below a partial-COD order's upfront part.
  if (item && order.paymentmode === 'cash') {
    const left = Math.max(Number(order.cod_upfront_paise), Number(order.total_paid_paise) - itemPaidPaise(order, item.totalPaise));
    await tx.updateTable('orders').set({ total_paid_paise: left, updated_at: now() }).where('id', '=', orderId).execute();
    return;
  }
  if (order.paymentmode !== 'online' || !['paid', 'refund_pending', 'refunded'].includes(order.payment_status)) return;
  let amount: number;
  if (item) {
    amount = itemPaidPaise(order, item.totalPaise);
  } else {
    amount = await unrefundedPaise(tx, orderId, Number(order.total_paid_paise));
  }
  if (amount > 0) await requestRefund(tx, { orderId, amountPaise: amount, cause, reason: 'cancelled by the shopper', staffId: null });
}

/** The order's live items, for the "until it ships" check. */
async function itemsForCheck(tx: Tx, orderId: number) {
  return tx.selectFrom('order_items').select(['cancel_status', 'out_for_delivery_action', 'delivered_action']).where('order_id', '=', orderId).execute();
}

/**
 * Whether a refused cancel is refused for the order's state rather than for an item out for
 * delivery: the refusal then names the state ("the order is returned to seller"), not a
 * delivery that is not happening.
 */
function pastCancelling(status: string): boolean {
  return status !== 'out_for_delivery' && !(SHOPPER_CHANGEABLE as readonly string[]).includes(status);
}

/** store/orderItemCancel */
export async function cancelOrderItem(database: OpenedDatabase, owner: OrderOwner, orderId: number, itemId: number): Promise<void> {
  await writeTransaction(database, async (tx) => {
    const status = await lockOrder(tx, owner, orderId);
    const item = await tx
      .selectFrom('order_items')
      .select(['id', 'cancel_status', 'out_for_delivery_action', 'delivered_action'])
      .where('id', '=', itemId)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!item) throw new ShopError('not_found', screenTexts.orderItemNotFound);
    if (Number(item.cancel_status) === 1) throw new ShopError('conflict', screenTexts.itemAlreadyCancelled);
    const shipped = !orderChangeable(status, await itemsForCheck(tx, orderId));
    const held = itemCancellable(item) && !shipped ? await cancelItemRow(tx, itemId) : null;
    if (!held) throw new ShopError('conflict', pastCancelling(status) ? screenTexts.itemNotCancellable(statusLabel(status).toLowerCase()) : screenTexts.itemOutForDelivery);
    await giveBackStock(tx, [held]);
    await freeUnits(tx, [itemId]); // a unit packed for it goes back in stock (docs/rules/products.md#units)
    if (await closeIfNothingLeft(tx, orderId, status)) {
      await refundShopperCancel(tx, orderId, 'cancelled_by_shopper');
      await enqueueOrderNotice(tx, orderId, { kind: 'cancelledByShopper' });
    } else {
      const line = await tx.selectFrom('order_items').select('total_paise').where('id', '=', itemId).executeTakeFirstOrThrow();
      await refundShopperCancel(tx, orderId, `item:${itemId}`, { totalPaise: Number(line.total_paise) });
      await customerEvent(tx, orderId, status, status, { cancelled_item: itemId });
    }
  });
}

/** store/orderCancelled: every live item, while none of them is out for delivery. */
export async function cancelOrder(database: OpenedDatabase, owner: OrderOwner, orderId: number): Promise<void> {
  await writeTransaction(database, async (tx) => {
    const status = await lockOrder(tx, owner, orderId);
    if (status === 'cancelled') throw new ShopError('conflict', screenTexts.orderAlreadyCancelled);
    const items = await tx
      .selectFrom('order_items')
      .select(['id', 'cancel_status', 'out_for_delivery_action', 'delivered_action'])
      .where('order_id', '=', orderId)
      .where('cancel_status', '=', 0)
      .execute();
    if (items.length === 0) throw new ShopError('conflict', screenTexts.orderAlreadyCancelled);
    if (!orderChangeable(status, items)) throw new ShopError('conflict', pastCancelling(status) ? screenTexts.orderNotCancellable(statusLabel(status).toLowerCase()) : screenTexts.orderOutForDelivery);
    const held: StockLine[] = [];
    for (const item of items) {
      const line = await cancelItemRow(tx, Number(item.id));
      if (!line) throw new ShopError('conflict', screenTexts.orderOutForDelivery);
      held.push(line);
    }
    await giveBackStock(tx, held);
    await freeUnits(tx, items.map((item) => Number(item.id)));
    await tx.updateTable('orders').set({ status: 'cancelled', updated_at: now() }).where('id', '=', orderId).execute();
    await customerEvent(tx, orderId, status, 'cancelled', {});
    await releaseCouponUse(tx, orderId);
    await cancelShipmentOfOrder(tx, orderId); // a booked parcel is cancelled at the courier (docs/rules/shipping.md#booking)
    await refundShopperCancel(tx, orderId, 'cancelled_by_shopper');
    await enqueueOrderNotice(tx, orderId, { kind: 'cancelledByShopper' });
  });
}

/** store/orderReschedule: a new delivery date, after today and within RESCHEDULE_MAX_DAYS. */
export async function rescheduleOrder(database: OpenedDatabase, owner: OrderOwner, orderId: number, slotDate: string): Promise<{ slot_date: string }> {
  return writeTransaction(database, async (tx) => {
    const status = await lockOrder(tx, owner, orderId);
    const today = todayInIndia();
    if (!isCalendarDate(slotDate) || slotDate <= today) throw new ShopError('invalid', screenTexts.rescheduleFutureOnly, { errors: { slot_date: screenTexts.rescheduleFutureOnly } });
    const latest = addDays(today, RESCHEDULE_MAX_DAYS);
    if (slotDate > latest) throw new ShopError('invalid', screenTexts.rescheduleTooFar(RESCHEDULE_MAX_DAYS), { errors: { slot_date: screenTexts.rescheduleTooFar(RESCHEDULE_MAX_DAYS) } });
    const live = await tx
      .selectFrom('order_items')
      .select(['cancel_status', 'out_for_delivery_action', 'delivered_action'])
      .where('order_id', '=', orderId)
      .where('cancel_status', '=', 0)
      .execute();
    if (!orderChangeable(status, live)) throw new ShopError('conflict', screenTexts.rescheduleNotAllowed);
    await tx.updateTable('orders').set({ slot_date: slotDate, delivery_date: slotDate, updated_at: now() }).where('id', '=', orderId).execute();
    await customerEvent(tx, orderId, status, status, { rescheduled_to: slotDate });
    return { slot_date: slotDate };
  });
}
