// Moving an order (docs/rules/seller.md#order-statuses): the legal moves and role limits
// of status-machine.ts, checked on the server; one transaction per move with an update
// conditional on the status read, so two staff moving one order at once make one move
// (the other gets a 409); the item flags the shopper's order page reads; stock back on a
// seller cancel and when an RTO is received (docs/rules/shipping.md#return-to-origin); a
// COD order paid on delivery; the order's history (and, for staff, the audit log) in the
// same transaction; the GST invoice or credit note the move causes; the shopper's message
// once it has committed. Staff move orders from the desk; the courier's events move them
// through the same code (lib/shipping/events.ts), and the history names the courier.
import 'server-only';
import { writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import { store } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import { giveBackStock, type StockLine } from '@/lib/stock/moves';
import { recordAudit } from '@/lib/staff/audit';
import { cancelShipmentOfOrder } from '@/lib/shipping/booking';
import { issueCreditNote, issueInvoice } from '@/lib/documents/issue';
import { ewayBillForShipping } from '@/lib/documents/eway-bill';
import { releaseCouponUse } from '@/lib/coupons/coupons';
import { requestRefund, unrefundedPaise } from '@/lib/refunds/refunds';
import { freeUnits, pickUnits, type PackedUnits, type PickRequest } from '@/lib/products/units';
import { courierForName, courierForShipping, manualShipment } from '@/lib/shipping/couriers';
import { MANUAL_SHIPMENT_STATUS } from '@/lib/shipping/status-map';
import type { StaffMember } from '@/lib/staff/types';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { statusLabel } from './display';
import { enqueueOrderNotice, type OrderNotice } from './notices';
import { isLegalMove, isOrderStatus, missingFields, roleMayMove, type OrderStatus } from './status-machine';

export interface MoveRequest {
  orderId: number;
  to: OrderStatus;
  courier?: string;
  awb?: string;
  reason?: string;
  /** The packer's units for items sold by unit, when packing (docs/rules/seller.md#packing-with-a-unit). */
  units?: PickRequest[];
  /** The e-way bill's 12 digits, when shipping a consignment above the threshold (docs/rules/seller.md#e-way-bills). */
  ewayBillNo?: string;
}

/** Who moves an order: a member of staff at the desk, or the courier through its events. */
export type Mover =
  | { kind: 'staff'; staff: StaffMember; clientIp: string }
  | { kind: 'courier'; courier: string; source: string };

/** What a move gives back in its own transaction (the courier's walk through several moves reads it). */
export interface MoveOptions {
  /** false: no message to the shopper for this move (a step walked through on the way to a later one). */
  notify?: boolean;
}

const label = (status: string) => statusLabel(status).toLowerCase();
const now = () => new Date().toISOString();

/** The item flag each status sets on the order's live items. */
const ITEM_FLAG: Partial<Record<OrderStatus, 'packed_action' | 'out_for_delivery_action' | 'delivered_action'>> = {
  packed: 'packed_action',
  out_for_delivery: 'out_for_delivery_action',
  delivered: 'delivered_action',
};

async function liveItems(tx: Tx, orderId: number): Promise<(StockLine & { itemId: number })[]> {
  const rows = await tx.selectFrom('order_items').select(['id', 'product_id', 'quantity']).where('order_id', '=', orderId).where('cancel_status', '=', 0).execute();
  return rows.map((r) => ({ itemId: Number(r.id), productId: Number(r.product_id), quantity: Number(r.quantity) }));
}

/** Moves one order for a member of staff; the order's new status. */
export async function transitionOrder(database: OpenedDatabase, staff: StaffMember, move: MoveRequest, clientIp: string): Promise<OrderStatus> {
  if (!roleMayMove(staff.role, move.to)) throw new ShopError('forbidden', sellerTexts.roleRefused);
  checkFields(move);
  return writeTransaction(database, (tx) => moveOrderIn(tx, { kind: 'staff', staff, clientIp }, move));
}

function checkFields(move: MoveRequest): void {
  const missing = missingFields(move.to, move);
  if (missing.length > 0) {
    const message = { courier: sellerTexts.courierRequired, awb: sellerTexts.awbRequired, reason: sellerTexts.reasonRequired };
    const errors = Object.fromEntries(missing.map((field) => [field, message[field]]));
    throw new ShopError('invalid', missing.map((field) => message[field]).join(' '), { errors });
  }
}

/**
 * One move inside the caller's transaction `tx` (a staff move's own, or a courier event's,
 * which may walk through several). Role limits are the caller's; the fields a move needs
 * are checked here.
 */
export async function moveOrderIn(tx: Tx, mover: Mover, move: MoveRequest, options: MoveOptions = {}): Promise<OrderStatus> {
  checkFields(move);
  const staff = mover.kind === 'staff' ? mover.staff : null;
  {
    const order = await tx
      .selectFrom('orders')
      .select(['id', 'status', 'paymentmode', 'payment_status', 'courier', 'awb', 'total_paid_paise', 'cod_upfront_paise', 'cod_on_hold'])
      .where('id', '=', move.orderId)
      .executeTakeFirst();
    if (!order || !isOrderStatus(order.status)) throw new ShopError('not_found', screenTexts.orderNotFound);
    const from = order.status;
    if (!isLegalMove(from, move.to)) throw new ShopError('conflict', sellerTexts.moveRefused(label(from), label(move.to)));
    // A held order waits for its call: only a cancel moves it (docs/rules/cod.md#holding-an-order-for-a-call).
    if (Number(order.cod_on_hold) === 1 && move.to !== 'cancelled') throw new ShopError('conflict', sellerTexts.codRisk.heldRefused);

    // Shipping by hand names a courier of the list, spelt as the list spells it, and an AWB
    // of that courier's format (docs/rules/shipping.md#shipping-by-hand).
    // A courier's own event names the courier it booked, which joins the list if it is new.
    const courier = move.to !== 'shipped' ? undefined
      : mover.kind === 'staff' ? (await courierForShipping(tx, move.courier!, move.awb!)).name
      : (await courierForName(tx, store, move.courier!)).name;
    const changes: Record<string, string | number | null> = { status: move.to, updated_at: now() };
    if (move.to === 'shipped') Object.assign(changes, { courier, awb: move.awb!.trim(), shipped_at: now(), status_reason: null });
    // A consignment above the threshold moves only with its e-way bill; the invoice prints it.
    const ewayBillNo = move.to === 'shipped' ? await ewayBillForShipping(tx, move.orderId, move.ewayBillNo) : null;
    if (ewayBillNo !== null) changes.eway_bill_no = ewayBillNo;
    if (move.to === 'delivered') {
      changes.delivered_at = now();
      if (order.paymentmode === 'cash') changes.payment_status = 'paid'; // the courier collected it
    }
    if (move.to === 'delivery_failed' || move.to === 'cancelled') changes.status_reason = move.reason!.trim();
    const moved = await tx.updateTable('orders').set(changes).where('id', '=', move.orderId).where('status', '=', from).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ShopError('conflict', sellerTexts.moveRaced);
    // An order shipped by hand gets its shipment row (unless a booking made one), so its tracking
    // shows it; later moves are that parcel's state, as no courier tells it.
    if (move.to === 'shipped') await manualShipment(tx, move.orderId, courier!, move.awb!.trim());
    else if (MANUAL_SHIPMENT_STATUS[move.to]) {
      await tx.updateTable('shipments').set({ status: MANUAL_SHIPMENT_STATUS[move.to]!, updated_at: now() })
        .where('order_id', '=', move.orderId).where('direction', '=', 'forward').where('provider', '=', 'manual').execute();
    }

    // Packing picks a unit per piece of each item sold by unit; a refused pick rolls the move back.
    const packedUnits: PackedUnits = move.to === 'packed' ? await pickUnits(tx, move.orderId, move.units ?? []) : [];

    const flag = ITEM_FLAG[move.to];
    if (flag) await tx.updateTable('order_items').set({ [flag]: 1 }).where('order_id', '=', move.orderId).where('cancel_status', '=', 0).execute();
    // RTO gives back at its second step, once the parcel is at the seller's (docs/rules/shipping.md#return-to-origin).
    if (move.to === 'cancelled' || move.to === 'rto_received') {
      const held = await liveItems(tx, move.orderId);
      if (move.to === 'cancelled') {
        await tx.updateTable('order_items').set({ cancel_status: 1 }).where('order_id', '=', move.orderId).where('cancel_status', '=', 0).execute();
        await releaseCouponUse(tx, move.orderId); // a cancelled order gives its coupon's use back
        await cancelShipmentOfOrder(tx, move.orderId); // a booked parcel is cancelled at the courier (docs/rules/shipping.md#booking)
      }
      await giveBackStock(tx, held);
      await freeUnits(tx, held.map((line) => line.itemId)); // packed units go back in stock with it
    }

    // GST documents in the same transaction (docs/rules/seller.md#documents): the invoice
    // when the order ships; a credit note when an invoiced order is cancelled or comes back.
    const documents: Record<string, string> = {};
    if (move.to === 'shipped') documents.invoice = (await issueInvoice(tx, move.orderId)).number;
    if (move.to === 'cancelled' || move.to === 'rto_received') {
      // The cause stays 'rto' so an order's credit note for coming back keeps one key.
      const credit = await issueCreditNote(tx, move.orderId, move.to === 'cancelled' ? 'cancelled' : 'rto');
      if (credit) documents.credit_note = credit.number;
    }

    // A paid online order that goes back is refunded through the provider, once per cause
    // (lib/refunds/refunds.ts; the provider is asked after this transaction commits): what
    // is left of its payment, since a cancelled item may have been refunded already.
    const cause = move.to === 'cancelled' ? 'cancelled' : 'rto';
    const leftPaise = (move.to === 'cancelled' || move.to === 'rto_received') && order.paymentmode === 'online' && ['paid', 'refund_pending', 'refunded'].includes(order.payment_status)
      ? await unrefundedPaise(tx, move.orderId, Number(order.total_paid_paise))
      : 0;
    if (leftPaise > 0) {
      const refundId = await requestRefund(tx, {
        orderId: move.orderId, amountPaise: leftPaise, cause,
        reason: move.to === 'cancelled' ? move.reason!.trim() : 'returned to origin', staffId: staff?.staffId ?? null,
      });
      if (refundId !== null) changes.payment_status = 'refund_pending';
    }
    // A partial-COD order's upfront part goes back online the same way (docs/rules/cod.md#partial-cod).
    if ((move.to === 'cancelled' || move.to === 'rto_received') && order.paymentmode === 'cash' && Number(order.cod_upfront_paise) > 0) {
      const refundId = await requestRefund(tx, {
        orderId: move.orderId, amountPaise: Number(order.cod_upfront_paise), cause, codUpfront: true,
        reason: move.to === 'cancelled' ? move.reason!.trim() : 'returned to origin', staffId: staff?.staffId ?? null,
      });
      if (refundId !== null) changes.payment_status = 'refund_pending';
    }

    const note = { courier, awb: move.to === 'shipped' ? move.awb!.trim() : undefined, eway_bill_no: ewayBillNo ?? undefined, reason: changes.status_reason ?? undefined };
    // The courier is named in the history as the mover; the audit log records staff actions only.
    const historyNote = mover.kind === 'courier' ? { ...note, courier: note.courier ?? mover.courier, source: mover.source } : note;
    await tx
      .insertInto('order_events')
      .values({ order_id: move.orderId, actor: mover.kind, staff_id: staff?.staffId ?? null, staff_email: staff?.email ?? null, from_status: from, to_status: move.to, note: JSON.stringify(historyNote) })
      .execute();
    if (mover.kind === 'staff') {
      await recordAudit(tx, {
        staff: mover.staff, action: 'order.transition', objectType: 'order', objectId: move.orderId,
        before: { status: from, payment_status: order.payment_status }, after: { status: move.to, payment_status: changes.payment_status ?? order.payment_status, ...note, ...documents, ...(packedUnits.length > 0 ? { units: packedUnits } : {}) }, clientIp: mover.clientIp,
      });
    }

    const notice: OrderNotice | null =
      move.to === 'shipped' ? { kind: 'shipped', courier: courier!, awb: move.awb!.trim() }
      : move.to === 'out_for_delivery' ? { kind: 'outForDelivery' }
      : move.to === 'delivered' ? { kind: 'delivered' }
      : move.to === 'cancelled' ? { kind: 'cancelledBySeller', reason: move.reason!.trim() }
      : move.to === 'delivery_failed' ? { kind: 'deliveryFailed', reason: move.reason!.trim() }
      : null;
    if (notice && options.notify !== false) await enqueueOrderNotice(tx, move.orderId, notice);
    return move.to;
  }
}
