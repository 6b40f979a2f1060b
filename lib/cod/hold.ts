// The risk panel and the hold for a call on a COD order's desk page
// (docs/rules/cod.md#risk-panel, #holding-an-order-for-a-call). Staff see the shopper's
// past orders, deliveries and RTOs and the pincode's RTO rate; an owner or manager may
// hold the order while they call the shopper, and release it after. A held order cannot
// move forward (lib/orders/transition.ts refuses every move but a cancel). Each hold and
// release is one transaction: a conditional update, a line of the order's history and
// its audit line.
import 'server-only';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { CLOSED_STATUSES, FINISHED_STATUSES, isRto } from './rules';
import type { CodRisk, OrderHold } from './rules-types';

/** Statuses a COD order may be held in: placed and not shipped yet. */
export const HOLDABLE_STATUSES = ['placed', 'confirmed', 'packed'] as const;

const NOT_ORDERS = ['pending_payment', 'payment_failed'];

/** An RTO rate in percent, one decimal; null with nothing finished. */
export const ratePercent = (rto: number, finished: number) => (finished > 0 ? Math.round((rto * 1000) / finished) / 10 : null);

/** The risk panel and the hold of one order; null risk for an order not paid in cash. */
export async function codDeskOf(db: DB, orderId: number): Promise<{ cod_risk: CodRisk | null; hold: OrderHold }> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'customer_id', 'delivered_pincode', 'paymentmode', 'cod_on_hold', 'cod_hold_note', 'cod_hold_by', 'cod_hold_at'])
    .where('id', '=', orderId)
    .where('store_id', '=', store.storeId)
    .executeTakeFirst();
  if (!order) return { cod_risk: null, hold: { on_hold: false, note: null, by: null, at: null } };
  const hold: OrderHold = { on_hold: Number(order.cod_on_hold) === 1, note: order.cod_hold_note, by: order.cod_hold_by, at: order.cod_hold_at };
  if (order.paymentmode !== 'cash') return { cod_risk: null, hold };
  const [others, pincode] = await Promise.all([
    db.selectFrom('orders').select(['status', 'paymentmode'])
      .where('store_id', '=', store.storeId).where('customer_id', '=', Number(order.customer_id)).where('id', '<>', orderId).where('status', 'not in', NOT_ORDERS)
      .execute(),
    db.selectFrom('orders').select('status')
      .where('store_id', '=', store.storeId).where('delivered_pincode', '=', order.delivered_pincode).where('status', 'in', [...FINISHED_STATUSES])
      .execute(),
  ]);
  const count = (status: string) => others.filter((o) => o.status === status).length;
  const finished = pincode.length;
  const rto = pincode.filter((o) => isRto(o.status)).length;
  return {
    cod_risk: {
      customer: {
        orders: others.length, delivered: count('delivered'), rto: count('rto') + count('rto_received'), cancelled: count('cancelled'),
        open_cod: others.filter((o) => o.paymentmode === 'cash' && !(CLOSED_STATUSES as readonly string[]).includes(o.status)).length,
      },
      pincode: { pincode: order.delivered_pincode, finished, rto, rate: ratePercent(rto, finished) },
    },
    hold,
  };
}

/** Holds a COD order waiting to ship for a call (409 when it is not one, or already held). */
export async function holdOrder(database: OpenedDatabase, staff: StaffMember, orderId: number, note: string, clientIp: string): Promise<void> {
  const t = sellerTexts.codRisk;
  await writeTransaction(database, async (tx) => {
    const order = await tx.selectFrom('orders').select(['id', 'status', 'paymentmode', 'cod_on_hold']).where('id', '=', orderId).where('store_id', '=', store.storeId).executeTakeFirst();
    if (!order || NOT_ORDERS.includes(order.status)) throw new ShopError('not_found', screenTexts.orderNotFound);
    if (order.paymentmode !== 'cash' || !(HOLDABLE_STATUSES as readonly string[]).includes(order.status)) throw new ShopError('conflict', t.notCod);
    const at = new Date().toISOString();
    const held = await tx.updateTable('orders').set({ cod_on_hold: 1, cod_hold_note: note, cod_hold_by: staff.email, cod_hold_at: at, updated_at: at })
      .where('id', '=', orderId).where('cod_on_hold', '=', 0).where('status', '=', order.status).executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw new ShopError('conflict', t.alreadyHeld);
    await tx.insertInto('order_events').values({ order_id: orderId, actor: 'staff', staff_id: staff.staffId, staff_email: staff.email, from_status: order.status, to_status: order.status, note: JSON.stringify({ hold: note }) }).execute();
    await recordAudit(tx, { staff, action: 'order.hold', objectType: 'order', objectId: orderId, before: { on_hold: false }, after: { on_hold: true, note }, clientIp });
  });
}

/** Releases a held order: it may move again (409 when it is not held). */
export async function releaseOrderHold(database: OpenedDatabase, staff: StaffMember, orderId: number, note: string | undefined, clientIp: string): Promise<void> {
  await writeTransaction(database, async (tx) => {
    const order = await tx.selectFrom('orders').select(['id', 'status', 'cod_hold_note']).where('id', '=', orderId).where('store_id', '=', store.storeId).executeTakeFirst();
    if (!order || NOT_ORDERS.includes(order.status)) throw new ShopError('not_found', screenTexts.orderNotFound);
    const at = new Date().toISOString();
    const released = await tx.updateTable('orders').set({ cod_on_hold: 0, cod_hold_note: null, cod_hold_by: null, cod_hold_at: null, updated_at: at })
      .where('id', '=', orderId).where('cod_on_hold', '=', 1).executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) throw new ShopError('conflict', sellerTexts.codRisk.notHeld);
    await tx.insertInto('order_events').values({ order_id: orderId, actor: 'staff', staff_id: staff.staffId, staff_email: staff.email, from_status: order.status, to_status: order.status, note: JSON.stringify({ released: note ?? '' }) }).execute();
    await recordAudit(tx, { staff, action: 'order.release', objectType: 'order', objectId: orderId, before: { on_hold: true, note: order.cod_hold_note }, after: { on_hold: false, note: note ?? null }, clientIp });
  });
}
