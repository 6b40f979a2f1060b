// Returns (docs/rules/seller.md#returns): a shopper asks to return a delivered item
// within the store's return window (seller.returnWindowDays after delivery) with a
// reason; staff approve or reject it, then receive the item back (its stock goes back on
// sale, or is written off), which issues the credit note for that item and starts its
// refund: through the payment provider for an online payment, or recorded by staff as a
// manual refund (UPI or bank transfer) for cash. A return covers its item's whole line,
// so the credit note (which copies the invoice's line) and the refund are for exactly
// what was charged for it. Every change is one transaction with its history line and,
// for staff, its audit line; each moves the return by a conditional update, so two staff
// acting at once give one move.
import 'server-only';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { issueCreditNote } from '@/lib/documents/issue';
import type { DocumentBody } from '@/lib/documents/types';
import { showDate } from '@/lib/orders/display';
import { enqueueOrderNotice } from '@/lib/orders/notices';
import { enqueueReturnPickup, returnPickups } from '@/lib/shipping/return-pickup';
import { itemPaidPaise } from '@/lib/orders/totals';
import type { OrderOwner, OrderReturnView } from '@/lib/orders/types';
import { requestRefund } from '@/lib/refunds/refunds';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { giveBackStock } from '@/lib/stock/moves';
import { freeUnits } from '@/lib/products/units';
import { screenTexts } from '@/lib/texts/screens';
import { returnWindowLastDay, returnWindowOpen } from './window';
import type { ReturnOutcome, ReturnRow, ReturnStatus } from './types';

export const RETURNS_PAGE_SIZE = 25;

const now = () => new Date().toISOString();

// ---------- the shopper asks ----------

/**
 * Asks to return one delivered item of the customer's own order. 404 for an order or
 * item that is not theirs; 409 with a plain reason when the order is not delivered, the
 * window has closed, or the item was already asked for.
 */
export async function requestReturn(
  database: OpenedDatabase,
  owner: OrderOwner,
  input: { orderId: number; itemId: number; reason: string },
): Promise<OrderReturnView> {
  return writeTransaction(database, async (tx) => {
    // Lock the customer's order row first: two taps on Return give one request.
    const touched = await tx
      .updateTable('orders')
      .set({ updated_at: now() })
      .where('id', '=', input.orderId)
      .where('customer_id', '=', owner.customerId)
      .where('store_id', '=', owner.storeId)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) throw new ShopError('not_found', screenTexts.orderNotFound);
    const order = await tx.selectFrom('orders').select(['status', 'delivered_at']).where('id', '=', input.orderId).executeTakeFirstOrThrow();
    const item = await tx
      .selectFrom('order_items')
      .select(['id', 'product_name', 'quantity', 'cancel_status', 'delivered_action'])
      .where('id', '=', input.itemId)
      .where('order_id', '=', input.orderId)
      .executeTakeFirst();
    if (!item) throw new ShopError('not_found', screenTexts.returns.itemNotFound);
    if (order.status !== 'delivered' || Number(item.cancel_status) !== 0 || Number(item.delivered_action) !== 1) {
      throw new ShopError('conflict', screenTexts.returns.notDelivered);
    }
    if (!returnWindowOpen(order.delivered_at)) throw new ShopError('conflict', screenTexts.returns.windowClosed(showDate(returnWindowLastDay(order.delivered_at!))));
    const asked = await tx.selectFrom('return_requests').select('id').where('order_item_id', '=', input.itemId).executeTakeFirst();
    if (asked) throw new ShopError('conflict', screenTexts.returns.alreadyAsked);

    const inserted = await tx
      .insertInto('return_requests')
      .values({
        order_id: input.orderId, order_item_id: input.itemId, customer_id: owner.customerId, quantity: Number(item.quantity),
        reason: input.reason, status: 'requested', decision_note: null, outcome: null, updated_at: now(),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const returnId = Number(inserted.id);
    await tx
      .insertInto('order_events')
      .values({
        order_id: input.orderId, actor: 'customer', staff_id: null, staff_email: null, from_status: 'delivered', to_status: 'delivered',
        note: JSON.stringify({ return_id: String(returnId), return_step: 'requested', item: item.product_name, reason: input.reason }),
      })
      .execute();
    await enqueueOrderNotice(tx, input.orderId, { kind: 'returnRequested', item: item.product_name });
    return { return_id: returnId, item_id: input.itemId, status: 'requested', reason: input.reason, decision_note: null, created_at: String(inserted.created_at) };
  });
}

// ---------- staff ----------

function baseQuery(db: DB | Tx) {
  return db
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .where('o.store_id', '=', store.storeId)
    .select([
      'r.id', 'r.order_id', 'r.order_item_id', 'r.quantity', 'r.reason', 'r.status', 'r.decision_note', 'r.outcome', 'r.created_at', 'r.updated_at',
      'o.order_string', 'o.paymentmode', 'o.delivered_name', 'o.delivered_contact', 'o.delivered_at', 'i.product_name', 'i.total_paise',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

async function toRows(db: DB | Tx, rows: BaseRow[]): Promise<ReturnRow[]> {
  const ids = rows.map((r) => Number(r.id));
  const refunds = ids.length
    ? await db.selectFrom('refunds').select(['id', 'return_id', 'amount_paise', 'status', 'method']).where('return_id', 'in', ids).orderBy('id').execute()
    : [];
  const pickups = await returnPickups(db, ids);
  const notes = ids.length
    ? await db.selectFrom('tax_documents').select(['cause', 'number', 'body']).where('kind', '=', 'credit_note').where('cause', 'in', ids.map((id) => `return:${id}`)).execute()
    : [];
  return rows.map((r) => {
    const refund = refunds.filter((f) => Number(f.return_id) === Number(r.id)).at(-1);
    const note = notes.find((n) => n.cause === `return:${r.id}`);
    return {
      return_id: Number(r.id), order_id: Number(r.order_id), order_string: r.order_string, paymentmode: r.paymentmode,
      item_id: Number(r.order_item_id), product_name: r.product_name, quantity: Number(r.quantity), amount: rupeesFromPaise(r.total_paise),
      reason: r.reason, status: r.status, decision_note: r.decision_note, outcome: r.outcome,
      customer_name: r.delivered_name, customer_phone: r.delivered_contact, delivered_at: r.delivered_at,
      created_at: String(r.created_at), updated_at: r.updated_at,
      credit_note: note ? { number: note.number, amount: rupeesFromPaise((JSON.parse(note.body) as DocumentBody).totals.total) } : null,
      refund: refund ? { refund_id: Number(refund.id), amount: rupeesFromPaise(refund.amount_paise), status: refund.status, method: refund.method } : null,
      pickup: pickups.get(Number(r.id)) ?? null,
    };
  });
}

/** The returns desk: newest first, by status. */
export async function listReturns(db: DB, filter: { status?: ReturnStatus; orderId?: number; page: number }): Promise<{ returns: ReturnRow[]; total: number; page: number; page_size: number }> {
  let query = baseQuery(db);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.orderId) query = query.where('r.order_id', '=', filter.orderId);
  const rows = await query.orderBy('r.id', 'desc').limit(RETURNS_PAGE_SIZE).offset((filter.page - 1) * RETURNS_PAGE_SIZE).execute();
  let count = db
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where('o.store_id', '=', store.storeId)
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.status) count = count.where('r.status', '=', filter.status);
  if (filter.orderId) count = count.where('r.order_id', '=', filter.orderId);
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  return { returns: await toRows(db, rows), total, page: filter.page, page_size: RETURNS_PAGE_SIZE };
}

async function returnRow(db: DB | Tx, returnId: number): Promise<ReturnRow> {
  const row = await baseQuery(db).where('r.id', '=', returnId).executeTakeFirst();
  if (!row) throw new ShopError('not_found', screenTexts.returns.notFound);
  return (await toRows(db, [row]))[0]!;
}

/** Moves the return from `from` to `to`, or 409 saying where it stands (another member moved it first). */
async function moveReturn(tx: Tx, returnId: number, from: ReturnStatus, changes: { status: ReturnStatus; decision_note?: string | null; outcome?: ReturnOutcome }): Promise<BaseRow> {
  const row = await baseQuery(tx).where('r.id', '=', returnId).executeTakeFirst();
  if (!row) throw new ShopError('not_found', screenTexts.returns.notFound);
  const moved = await tx.updateTable('return_requests').set({ ...changes, updated_at: now() }).where('id', '=', returnId).where('status', '=', from).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    const current = await tx.selectFrom('return_requests').select('status').where('id', '=', returnId).executeTakeFirstOrThrow();
    throw new ShopError('conflict', screenTexts.returns.notInStep(screenTexts.returns.states[current.status] ?? current.status));
  }
  return row;
}

async function staffEvent(tx: Tx, staff: StaffMember, orderId: number, note: Record<string, string>): Promise<void> {
  await tx
    .insertInto('order_events')
    .values({ order_id: orderId, actor: 'staff', staff_id: staff.staffId, staff_email: staff.email, from_status: 'delivered', to_status: 'delivered', note: JSON.stringify(note) })
    .execute();
}

/** Approves or rejects a requested return (a rejection says why); the shopper is told. */
export async function decideReturn(
  database: OpenedDatabase,
  staff: StaffMember,
  input: { returnId: number; decision: 'approve' | 'reject'; note?: string },
  clientIp: string,
): Promise<ReturnRow> {
  if (input.decision === 'reject' && !input.note) {
    throw new ShopError('invalid', screenTexts.returns.rejectNeedsNote, { errors: { note: screenTexts.returns.rejectNeedsNote } });
  }
  const to: ReturnStatus = input.decision === 'approve' ? 'approved' : 'rejected';
  return writeTransaction(database, async (tx) => {
    const row = await moveReturn(tx, input.returnId, 'requested', { status: to, decision_note: input.note ?? null });
    const orderId = Number(row.order_id);
    await staffEvent(tx, staff, orderId, { return_id: String(input.returnId), return_step: to, item: row.product_name, ...(input.note ? { reason: input.note } : {}) });
    await recordAudit(tx, {
      staff, action: `return.${input.decision}`, objectType: 'return', objectId: input.returnId,
      before: { status: 'requested' }, after: { status: to, order_id: orderId, note: input.note ?? null }, clientIp,
    });
    await enqueueOrderNotice(tx, orderId, to === 'approved' ? { kind: 'returnApproved', item: row.product_name } : { kind: 'returnRejected', item: row.product_name, reason: input.note! });
    // "Our courier will collect it": the pickup is booked with the courier by a job (docs/rules/shipping.md#returns-pickups).
    if (to === 'approved') await enqueueReturnPickup(database, tx, input.returnId, orderId);
    return returnRow(tx, input.returnId);
  });
}

/**
 * The item is back: its stock goes back on sale (restocked) or not (written_off), the
 * credit note for its invoice line is issued, and its refund starts. An online payment is
 * refunded through the provider (the return is then `refunded`, the refund's own state
 * says when the money has gone); a cash order's return stays `received` until staff
 * record the manual refund (recordManualRefund with its return id).
 */
export async function receiveReturn(
  database: OpenedDatabase,
  staff: StaffMember,
  input: { returnId: number; outcome: ReturnOutcome },
  clientIp: string,
): Promise<ReturnRow> {
  return writeTransaction(database, async (tx) => {
    const row = await moveReturn(tx, input.returnId, 'approved', { status: 'received', outcome: input.outcome });
    const orderId = Number(row.order_id);
    const itemId = Number(row.order_item_id);
    if (input.outcome === 'restocked') {
      const item = await tx.selectFrom('order_items').select(['product_id', 'quantity']).where('id', '=', itemId).executeTakeFirstOrThrow();
      await giveBackStock(tx, [{ productId: Number(item.product_id), quantity: Number(item.quantity) }]);
    }
    // Its unit, if it was sold by unit, goes back in stock with it or is written off (docs/rules/products.md#units).
    await freeUnits(tx, [itemId], input.outcome === 'restocked' ? 'in_stock' : 'written_off');
    const cause = `return:${input.returnId}`;
    const credit = await issueCreditNote(tx, orderId, cause, [itemId]);
    const amountPaise = credit
      ? await creditedPaise(tx, credit.id)
      : itemPaidPaise(await tx.selectFrom('orders').select(['subtotal_paise', 'digital_discount_paise', 'coupon_value_paise']).where('id', '=', orderId).executeTakeFirstOrThrow(), Number(row.total_paise));
    let refundId: number | null = null;
    if (row.paymentmode === 'online' && amountPaise > 0) {
      refundId = await requestRefund(tx, { orderId, returnId: input.returnId, amountPaise, cause, reason: screenTexts.returns.refundReason(row.product_name), staffId: staff.staffId });
      if (refundId !== null) await tx.updateTable('return_requests').set({ status: 'refunded', updated_at: now() }).where('id', '=', input.returnId).execute();
    }
    await staffEvent(tx, staff, orderId, { return_id: String(input.returnId), return_step: 'received', item: row.product_name, outcome: input.outcome, ...(credit ? { credit_note: credit.number } : {}) });
    await recordAudit(tx, {
      staff, action: 'return.receive', objectType: 'return', objectId: input.returnId,
      before: { status: 'approved' },
      after: { status: refundId !== null ? 'refunded' : 'received', order_id: orderId, outcome: input.outcome, credit_note: credit?.number ?? null, refund_id: refundId, amount_paise: amountPaise },
      clientIp,
    });
    return returnRow(tx, input.returnId);
  });
}

/** What a credit note credits, tax included (paise). */
async function creditedPaise(tx: Tx, documentId: number): Promise<number> {
  const row = await tx.selectFrom('tax_documents').select('body').where('id', '=', documentId).executeTakeFirstOrThrow();
  return (JSON.parse(row.body) as DocumentBody).totals.total;
}

