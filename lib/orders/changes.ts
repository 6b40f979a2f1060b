// What a customer may change on a placed order (SPEC sections 2, 4 and 9): cancel an
// item or the whole order until it is out for delivery (the stock goes back on sale),
// and move the delivery to a later date. Each change locks the order row first and
// cancels items with conditional updates, so a repeated or concurrent cancel gives the
// stock back once.
import { ApiError } from '@/lib/api/errors';
import { writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import { texts } from '@/lib/texts';
import { addDays, isCalendarDate, todayInIndia } from './dates';
import type { OrderOwner } from './place-order';
import { itemCancellable } from './queries';

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
    .where('status', 'in', ['placed', 'cancelled'])
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) throw new ApiError(404, texts.orderNotFound);
  const row = await tx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.status;
}

/** Cancels one live item and gives its stock back; false when it was not cancellable any more. */
async function cancelItemRow(tx: Tx, itemId: number): Promise<boolean> {
  const cancelled = await tx
    .updateTable('order_items')
    .set({ cancel_status: 1 })
    .where('id', '=', itemId)
    .where('cancel_status', '=', 0)
    .where('out_for_delivery_action', '=', 0)
    .where('delivered_action', '=', 0)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) !== 1) return false;
  const item = await tx.selectFrom('order_items').select(['product_id', 'quantity']).where('id', '=', itemId).executeTakeFirstOrThrow();
  await tx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', Number(item.quantity)), updated_at: now() }))
    .where('id', '=', Number(item.product_id))
    .execute();
  return true;
}

async function closeIfNothingLeft(tx: Tx, orderId: number): Promise<void> {
  const live = await tx.selectFrom('order_items').select('id').where('order_id', '=', orderId).where('cancel_status', '=', 0).executeTakeFirst();
  if (!live) await tx.updateTable('orders').set({ status: 'cancelled', updated_at: now() }).where('id', '=', orderId).execute();
}

/** store/orderItemCancel */
export async function cancelOrderItem(database: OpenedDatabase, owner: OrderOwner, orderId: number, itemId: number): Promise<void> {
  await writeTransaction(database, async (tx) => {
    await lockOrder(tx, owner, orderId);
    const item = await tx
      .selectFrom('order_items')
      .select(['id', 'cancel_status', 'out_for_delivery_action', 'delivered_action'])
      .where('id', '=', itemId)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!item) throw new ApiError(404, texts.orderItemNotFound);
    if (Number(item.cancel_status) === 1) throw new ApiError(409, texts.itemAlreadyCancelled);
    if (!itemCancellable(item) || !(await cancelItemRow(tx, itemId))) throw new ApiError(409, texts.itemOutForDelivery);
    await closeIfNothingLeft(tx, orderId);
  });
}

/** store/orderCancelled: every live item, while none of them is out for delivery. */
export async function cancelOrder(database: OpenedDatabase, owner: OrderOwner, orderId: number): Promise<void> {
  await writeTransaction(database, async (tx) => {
    const status = await lockOrder(tx, owner, orderId);
    if (status === 'cancelled') throw new ApiError(409, texts.orderAlreadyCancelled);
    const items = await tx
      .selectFrom('order_items')
      .select(['id', 'cancel_status', 'out_for_delivery_action', 'delivered_action'])
      .where('order_id', '=', orderId)
      .where('cancel_status', '=', 0)
      .orderBy('product_id') // stock rows in product id order, as everywhere (no deadlocks)
      .execute();
    if (items.length === 0) throw new ApiError(409, texts.orderAlreadyCancelled);
    if (!items.every(itemCancellable)) throw new ApiError(409, texts.orderOutForDelivery);
    for (const item of items) {
      if (!(await cancelItemRow(tx, Number(item.id)))) throw new ApiError(409, texts.orderOutForDelivery);
    }
    await tx.updateTable('orders').set({ status: 'cancelled', updated_at: now() }).where('id', '=', orderId).execute();
  });
}

/** store/orderReschedule: a new delivery date, after today and within RESCHEDULE_MAX_DAYS. */
export async function rescheduleOrder(database: OpenedDatabase, owner: OrderOwner, orderId: number, slotDate: string): Promise<{ slot_date: string }> {
  return writeTransaction(database, async (tx) => {
    const status = await lockOrder(tx, owner, orderId);
    const today = todayInIndia();
    if (!isCalendarDate(slotDate) || slotDate <= today) throw new ApiError(400, texts.rescheduleFutureOnly, { errors: { slot_date: texts.rescheduleFutureOnly } });
    const latest = addDays(today, RESCHEDULE_MAX_DAYS);
    if (slotDate > latest) throw new ApiError(400, texts.rescheduleTooFar(RESCHEDULE_MAX_DAYS), { errors: { slot_date: texts.rescheduleTooFar(RESCHEDULE_MAX_DAYS) } });
    const live = await tx
      .selectFrom('order_items')
      .select(['cancel_status', 'out_for_delivery_action', 'delivered_action'])
      .where('order_id', '=', orderId)
      .where('cancel_status', '=', 0)
      .execute();
    if (status !== 'placed' || live.length === 0 || !live.every(itemCancellable)) throw new ApiError(409, texts.rescheduleNotAllowed);
    await tx.updateTable('orders').set({ slot_date: slotDate, delivery_date: slotDate, updated_at: now() }).where('id', '=', orderId).execute();
    return { slot_date: slotDate };
  });
}
