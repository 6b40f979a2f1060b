// Cash on delivery confirmed before dispatch (docs/rules/orders.md#cash-on-delivery-confirmation).
// A new COD order that the seller's settings say must be confirmed is written as
// 'awaiting_confirmation' (its stock held, like an unpaid online order), with a row of
// cod_confirmations holding only the SHA-256 of the link's random token, a message with
// the link (SMS, WhatsApp when agreed), and an expiry job at created + window. Then, once:
//   the shopper confirms (link, or store/confirmCod)   -> placed, the "placed" notices go out
//   staff confirm after a call (with a note, audited)  -> placed, the same
//   the shopper cancels (link, or store/cancelCod)     -> cancelled, stock back
//   the window passes (the expiry job)                 -> cancelled, stock back, shopper told
//   the shopper pays online from the page              -> placed as a paid online order (settlePrepay)
// Each is one transaction with updates conditional on the confirmation's state and the
// order's status, so a second use of a token, or two uses at once, change nothing twice.
import 'server-only';
import { randomToken, sha256Hex } from '@/lib/auth/tokens';
import { store as storeConfig } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { enqueue } from '@/lib/jobs/queue';
import { giveBackStock } from '@/lib/stock/moves';
import { releaseUnits } from '@/lib/products/unit-choice';
import { releaseCouponUse } from '@/lib/coupons/coupons';
import { requestRefund } from '@/lib/refunds/refunds';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { routes } from '@/lib/routes';
import { codConfirmTexts as t } from '@/lib/texts/cod-confirmation';
import { sellerTexts } from '@/lib/texts/seller';
import { enqueueOrderNotice } from './notices';
import { readDeliveryRules, readPaymentFees } from './fees';
import { orderTotals, percentOf } from './totals';

export const COD_EXPIRE_JOB = 'cod.confirmation-expire';

export interface CodConfirmationSettings {
  enabled: boolean;
  /** Confirmation applies from this order total (paise); 0 = every COD order. */
  minOrderPaise: number;
  windowHours: number;
  prepayDiscountKind: 'percent' | 'amount';
  /** A percent of the items, or paise; 0 = no offer. */
  prepayDiscountValue: number;
}

export const DEFAULT_COD_CONFIRMATION: CodConfirmationSettings = { enabled: true, minOrderPaise: 0, windowHours: 24, prepayDiscountKind: 'percent', prepayDiscountValue: 0 };

const HOUR_MS = 60 * 60_000;
const iso = (at: Date) => at.toISOString();

export async function readCodConfirmationSettings(db: DB | Tx, storeId: number): Promise<CodConfirmationSettings> {
  const row = await db.selectFrom('cod_confirmation_settings').selectAll().where('store_id', '=', storeId).executeTakeFirst();
  if (!row) return DEFAULT_COD_CONFIRMATION;
  return {
    enabled: Number(row.enabled) === 1,
    minOrderPaise: Number(row.min_order_paise),
    windowHours: Number(row.window_hours),
    prepayDiscountKind: row.prepay_discount_kind === 'amount' ? 'amount' : 'percent',
    prepayDiscountValue: Number(row.prepay_discount_value),
  };
}

/** Saves the store's settings (MANAGERS; audited in the same transaction). */
export async function saveCodConfirmationSettings(database: OpenedDatabase, staff: StaffMember, next: CodConfirmationSettings, clientIp: string): Promise<CodConfirmationSettings> {
  return writeTransaction(database, async (tx) => {
    const before = await readCodConfirmationSettings(tx, storeConfig.storeId);
    const values = {
      enabled: next.enabled ? 1 : 0, min_order_paise: next.minOrderPaise, window_hours: next.windowHours,
      prepay_discount_kind: next.prepayDiscountKind, prepay_discount_value: next.prepayDiscountValue, updated_at: iso(new Date()),
    };
    await tx
      .insertInto('cod_confirmation_settings')
      .values({ store_id: storeConfig.storeId, company_id: storeConfig.companyId, ...values })
      .onConflict((oc) => oc.column('store_id').doUpdateSet(values))
      .execute();
    await recordAudit(tx, { staff, action: 'cod.confirmation-settings', objectType: 'store', objectId: storeConfig.storeId, before, after: next, clientIp });
    return next;
  });
}

/** Whether a COD order of this total waits for its shopper's confirmation. */
export function confirmationApplies(settings: CodConfirmationSettings, totalPaise: number): boolean {
  return settings.enabled && totalPaise >= settings.minOrderPaise;
}

/** The offer for paying online instead, in paise, for items worth `subtotalPaise`. */
export function prepayDiscountFor(settings: CodConfirmationSettings, subtotalPaise: number): number {
  if (settings.prepayDiscountValue <= 0) return 0;
  return settings.prepayDiscountKind === 'percent' ? percentOf(subtotalPaise, settings.prepayDiscountValue) : settings.prepayDiscountValue;
}

/**
 * In the placing transaction: the confirmation's row, the link by message and the expiry
 * job. The token leaves only in the message; the database keeps its hash.
 */
export async function openCodConfirmation(tx: Tx, orderId: number, settings: CodConfirmationSettings, now: Date = new Date()): Promise<void> {
  const token = randomToken(24);
  const expiresAt = new Date(now.getTime() + settings.windowHours * HOUR_MS);
  await tx
    .insertInto('cod_confirmations')
    .values({ order_id: orderId, token_hash: sha256Hex(token), state: 'pending', expires_at: iso(expiresAt), updated_at: iso(now) })
    .execute();
  await enqueueOrderNotice(tx, orderId, { kind: 'codConfirmRequest', link: `${storeConfig.siteUrl}${routes.codConfirm(token)}` });
  await enqueue(tx, { kind: COD_EXPIRE_JOB, payload: { orderId }, key: `cod-expire:${orderId}`, runAt: expiresAt }, now);
}

// ----- reading a link -----

export interface PrepayQuote {
  subtotalPaise: number;
  deliveryPaise: number;
  digitalDiscountPaise: number;
  prepayDiscountPaise: number;
  couponPaise: number;
  totalPaise: number;
  savingPaise: number;
}

export interface CodConfirmationView {
  state: 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'prepaid';
  orderId: number;
  orderString: string;
  orderStatus: string;
  customerId: number;
  totalPaise: number;
  expiresAt: string;
  items: { name: string; quantity: number }[];
  /** Paying online now instead: null when the seller offers no discount, or the order does not wait. */
  prepay: PrepayQuote | null;
}

async function rowOfToken(db: DB | Tx, token: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  return db
    .selectFrom('cod_confirmations')
    .innerJoin('orders', 'orders.id', 'cod_confirmations.order_id')
    .select([
      'cod_confirmations.id', 'cod_confirmations.state', 'cod_confirmations.expires_at', 'cod_confirmations.prepay_quote',
      'orders.id as order_id', 'orders.order_string', 'orders.status', 'orders.customer_id', 'orders.store_id', 'orders.company_id', 'orders.total_paid_paise',
      'orders.coupon_value_paise', 'orders.mrp_total_paise',
    ])
    .where('cod_confirmations.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
}
type TokenRow = NonNullable<Awaited<ReturnType<typeof rowOfToken>>>;

/** The live items of the order, at the prices it was placed with. */
async function liveLines(db: DB | Tx, orderId: number) {
  const rows = await db.selectFrom('order_items').select(['product_id', 'product_name', 'quantity', 'unit_price_paise', 'mrp_paise']).where('order_id', '=', orderId).where('cancel_status', '=', 0).orderBy('id').execute();
  return rows.map((r) => ({ productId: Number(r.product_id), name: r.product_name, quantity: Number(r.quantity), unitPaise: Number(r.unit_price_paise), mrpPaise: Number(r.mrp_paise) }));
}

/**
 * What the order costs paid online now: the online totals of its own items (no cash
 * handling fee, the usual online discount, its coupon) less the seller's prepay offer.
 * Fixed the first time it is asked for (kept on the confirmation), so every payment
 * attempt asks for the same amount; null when the seller offers nothing.
 */
async function prepayQuote(db: DB | Tx, row: TokenRow, settings: CodConfirmationSettings): Promise<PrepayQuote | null> {
  if (row.prepay_quote) return JSON.parse(row.prepay_quote) as PrepayQuote;
  const lines = await liveLines(db, Number(row.order_id));
  const online = orderTotals(lines, 'online', await readPaymentFees(db, Number(row.company_id)), await readDeliveryRules(db, Number(row.store_id)), Number(row.coupon_value_paise));
  const offer = Math.min(prepayDiscountFor(settings, online.subtotalPaise), Math.max(0, online.subtotalPaise - online.digitalDiscountPaise - online.couponPaise));
  if (offer <= 0) return null;
  return {
    subtotalPaise: online.subtotalPaise, deliveryPaise: online.deliveryPaise, couponPaise: online.couponPaise,
    digitalDiscountPaise: online.digitalDiscountPaise, prepayDiscountPaise: offer,
    totalPaise: online.totalPaise - offer, savingPaise: online.savingPaise + offer,
  };
}

/** The confirmation page's view of a link; null for a link that is not ours. */
export async function viewCodConfirmation(db: DB, token: string): Promise<CodConfirmationView | null> {
  const row = await rowOfToken(db, token);
  if (!row) return null;
  const lines = await liveLines(db, Number(row.order_id));
  const waiting = row.state === 'pending' && row.status === 'awaiting_confirmation';
  return {
    state: row.state, orderId: Number(row.order_id), orderString: row.order_string, orderStatus: row.status, customerId: Number(row.customer_id),
    totalPaise: Number(row.total_paid_paise), expiresAt: row.expires_at, items: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    prepay: waiting ? await prepayQuote(db, row, await readCodConfirmationSettings(db, Number(row.store_id))) : null,
  };
}

// ----- deciding -----

export type CodAnswer = { changed: boolean; message: string; order_id: number; order_string: string; status: string };

/** What became of a link that no longer waits, in words. */
function decidedText(row: TokenRow): string {
  const order = row.order_string;
  return row.state === 'confirmed' ? t.alreadyConfirmed(order)
    : row.state === 'cancelled' ? t.alreadyCancelled(order)
    : row.state === 'prepaid' ? t.alreadyPrepaid(order)
    : row.state === 'expired' ? t.expired(order)
    : t.notWaiting(order);
}

/** A repeat of what was already decided: a clear answer, nothing changed; a contradiction is refused. */
function alreadyDecided(row: TokenRow, action: 'confirm' | 'cancel'): CodAnswer {
  if ((row.state === 'confirmed' && action === 'confirm') || (row.state === 'cancelled' && action === 'cancel')) {
    return { changed: false, message: decidedText(row), order_id: Number(row.order_id), order_string: row.order_string, status: row.status };
  }
  throw new ShopError('conflict', decidedText(row));
}

async function lockToken(tx: Tx, token: string, orderId?: number): Promise<TokenRow> {
  const row = await rowOfToken(tx, token);
  // A token is bound to its order: unknown, or named with another order, is the same refusal.
  if (!row || (orderId !== undefined && Number(row.order_id) !== orderId)) throw new ShopError('not_found', t.unknownLink);
  return row;
}

/** Moves a waiting order to placed; false when it no longer waits (cancelled meanwhile). */
async function placeConfirmed(tx: Tx, row: { id: number | bigint; order_id: number | bigint }, now: Date, event: { actor: 'customer' | 'staff'; staff?: StaffMember; note: Record<string, string> }): Promise<boolean> {
  const decided = await tx.updateTable('cod_confirmations').set({ state: 'confirmed', decided_at: iso(now), updated_at: iso(now) }).where('id', '=', Number(row.id)).where('state', '=', 'pending').executeTakeFirst();
  if (Number(decided.numUpdatedRows) !== 1) return false;
  const orderId = Number(row.order_id);
  const placed = await tx.updateTable('orders').set({ status: 'placed', updated_at: iso(now) }).where('id', '=', orderId).where('status', '=', 'awaiting_confirmation').executeTakeFirst();
  if (Number(placed.numUpdatedRows) !== 1) return false;
  await tx.insertInto('order_events').values({
    order_id: orderId, actor: event.actor, staff_id: event.staff?.staffId ?? null, staff_email: event.staff?.email ?? null,
    from_status: 'awaiting_confirmation', to_status: 'placed', note: JSON.stringify(event.note),
  }).execute();
  // Placed now, exactly as a COD order without confirmation is: the shopper and the seller are told.
  await enqueueOrderNotice(tx, orderId, { kind: 'placed' });
  return true;
}

/** Cancels a waiting order: its items, stock and coupon back; false when it no longer waits. */
async function cancelWaiting(tx: Tx, orderId: number, now: Date, state: 'cancelled' | 'expired', reason: string): Promise<boolean> {
  const moved = await tx.updateTable('orders').set({ status: 'cancelled', status_reason: reason, updated_at: iso(now) }).where('id', '=', orderId).where('status', '=', 'awaiting_confirmation').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const held = await liveLines(tx, orderId);
  const itemIds = (await tx.selectFrom('order_items').select('id').where('order_id', '=', orderId).where('cancel_status', '=', 0).execute()).map((i) => Number(i.id));
  await tx.updateTable('order_items').set({ cancel_status: 1 }).where('order_id', '=', orderId).where('cancel_status', '=', 0).execute();
  await giveBackStock(tx, held.map((l) => ({ productId: l.productId, quantity: l.quantity })));
  await releaseUnits(tx, itemIds); // a unit the shopper chose is free again (docs/rules/units.md#reserving)
  await releaseCouponUse(tx, orderId);
  await tx.updateTable('cod_confirmations').set({ state, decided_at: iso(now), updated_at: iso(now) }).where('order_id', '=', orderId).where('state', '=', 'pending').execute();
  await tx.insertInto('order_events').values({
    order_id: orderId, actor: state === 'expired' ? 'system' : 'customer', staff_id: null, staff_email: null,
    from_status: 'awaiting_confirmation', to_status: 'cancelled', note: JSON.stringify({ reason }),
  }).execute();
  await enqueueOrderNotice(tx, orderId, state === 'expired' ? { kind: 'codConfirmExpired' } : { kind: 'cancelledByShopper' });
  return true;
}

function refuseIfExpired(row: TokenRow, now: Date): void {
  if (row.state === 'pending' && now.toISOString() >= row.expires_at) throw new ShopError('conflict', t.expired(row.order_string));
}

/** store/confirmCod and the page's Confirm: the shopper confirms with the link's token. */
export async function confirmCodByToken(database: OpenedDatabase, token: string, options: { orderId?: number; now?: Date } = {}): Promise<CodAnswer> {
  const now = options.now ?? new Date();
  return writeTransaction(database, async (tx) => {
    const row = await lockToken(tx, token, options.orderId);
    if (row.state !== 'pending') return alreadyDecided(row, 'confirm');
    refuseIfExpired(row, now);
    if (!(await placeConfirmed(tx, row, now, { actor: 'customer', note: { confirmed: 'link' } }))) throw new ShopError('conflict', t.notWaiting(row.order_string));
    return { changed: true, message: t.confirmed(row.order_string), order_id: Number(row.order_id), order_string: row.order_string, status: 'placed' };
  });
}

/** store/cancelCod and the page's Cancel. */
export async function cancelCodByToken(database: OpenedDatabase, token: string, options: { orderId?: number; now?: Date } = {}): Promise<CodAnswer> {
  const now = options.now ?? new Date();
  return writeTransaction(database, async (tx) => {
    const row = await lockToken(tx, token, options.orderId);
    if (row.state !== 'pending') return alreadyDecided(row, 'cancel');
    refuseIfExpired(row, now);
    if (!(await cancelWaiting(tx, Number(row.order_id), now, 'cancelled', 'Cancelled by the shopper instead of confirming'))) throw new ShopError('conflict', t.notWaiting(row.order_string));
    return { changed: true, message: t.cancelled(row.order_string), order_id: Number(row.order_id), order_string: row.order_string, status: 'cancelled' };
  });
}

/** Staff confirm after a call (owner and manager; the note is required; audited). */
export async function confirmCodByStaff(database: OpenedDatabase, staff: StaffMember, orderId: number, note: string, clientIp: string, now: Date = new Date()): Promise<void> {
  if (staff.role === 'packer') throw new ShopError('forbidden', sellerTexts.roleRefused);
  const text = note.trim();
  if (!text) throw new ShopError('invalid', t.seller.noteRequired, { errors: { note: t.seller.noteRequired } });
  await writeTransaction(database, async (tx) => {
    const row = await tx.selectFrom('cod_confirmations').select(['id', 'order_id', 'state']).where('order_id', '=', orderId).executeTakeFirst();
    if (!row || row.state !== 'pending') throw new ShopError('conflict', t.seller.notWaiting);
    if (!(await placeConfirmed(tx, row, now, { actor: 'staff', staff, note: { confirmed: 'call', note: text } }))) throw new ShopError('conflict', t.seller.notWaiting);
    await recordAudit(tx, {
      staff, action: 'order.cod-confirm', objectType: 'order', objectId: orderId,
      before: { status: 'awaiting_confirmation' }, after: { status: 'placed', note: text }, clientIp,
    });
  });
}

/** The expiry job: a waiting order past its window is cancelled, its stock back, the shopper told. */
export async function expireCodConfirmation(database: OpenedDatabase, orderId: number, now: Date = new Date()): Promise<boolean> {
  return writeTransaction(database, async (tx) => {
    const row = await tx.selectFrom('cod_confirmations').select(['state', 'expires_at']).where('order_id', '=', orderId).executeTakeFirst();
    if (!row || row.state !== 'pending' || now.toISOString() < row.expires_at) return false;
    return cancelWaiting(tx, orderId, now, 'expired', 'Not confirmed in time');
  });
}

/** When the order's link stops working (the desk shows it). */
export async function confirmationOfOrder(db: DB, orderId: number): Promise<{ state: string; expires_at: string } | null> {
  const row = await db.selectFrom('cod_confirmations').select(['state', 'expires_at']).where('order_id', '=', orderId).executeTakeFirst();
  return row ?? null;
}

// ----- paying online instead -----

/**
 * The start of paying online from the confirmation page: the link's order must still wait,
 * be the session's customer's, and have an offer. Answers the amount to ask the provider
 * for (the quote is kept from now on).
 */
export async function prepayAmount(database: OpenedDatabase, customerId: number, token: string, now: Date = new Date()): Promise<{ orderId: number; orderString: string; quote: PrepayQuote }> {
  return writeTransaction(database, async (tx) => {
    const row = await lockToken(tx, token);
    if (Number(row.customer_id) !== customerId) throw new ShopError('not_found', t.unknownLink);
    // Decided already (confirmed, cancelled, paid, expired): refused with what became of it.
    if (row.state !== 'pending') throw new ShopError('conflict', decidedText(row));
    refuseIfExpired(row, now);
    if (row.status !== 'awaiting_confirmation') throw new ShopError('conflict', t.notWaiting(row.order_string));
    const quote = await prepayQuote(tx, row, await readCodConfirmationSettings(tx, Number(row.store_id)));
    if (!quote) throw new ShopError('conflict', t.notWaiting(row.order_string));
    if (!row.prepay_quote) await tx.updateTable('cod_confirmations').set({ prepay_quote: JSON.stringify(quote), updated_at: iso(now) }).where('id', '=', Number(row.id)).execute();
    return { orderId: Number(row.order_id), orderString: row.order_string, quote };
  });
}

/**
 * In markPaid's transaction, for a payment of a cash order (a prepay from the
 * confirmation page): the order becomes a paid online order at the quoted totals, its
 * token spent. A waiting order is placed now (the "placed" notices go out); one the
 * shopper or staff confirmed meanwhile keeps its status; one cancelled or expired
 * meanwhile has its money refunded. Null when the order is not a prepay.
 */
export async function settlePrepay(tx: Tx, orderId: number, amountPaise: number, now: Date = new Date()): Promise<'paid' | 'refund-pending' | null> {
  const order = await tx.selectFrom('orders').select(['status', 'paymentmode', 'mrp_total_paise']).where('id', '=', orderId).executeTakeFirst();
  const row = await tx.selectFrom('cod_confirmations').select(['id', 'state', 'prepay_quote']).where('order_id', '=', orderId).executeTakeFirst();
  if (!order || order.paymentmode !== 'cash' || !row?.prepay_quote) return null;
  const quote = JSON.parse(row.prepay_quote) as PrepayQuote;
  const money = {
    paymentmode: 'online' as const, payment_status: 'paid', handling_fee_paise: 0, delivery_charge_paise: quote.deliveryPaise,
    digital_discount_paise: quote.digitalDiscountPaise + quote.prepayDiscountPaise, prepay_discount_paise: quote.prepayDiscountPaise,
    coupon_value_paise: quote.couponPaise, subtotal_paise: quote.subtotalPaise, total_paid_paise: amountPaise,
    total_saving_paise: quote.savingPaise, updated_at: iso(now),
  };
  if (['awaiting_confirmation', 'placed', 'confirmed', 'packed'].includes(order.status)) {
    const waiting = order.status === 'awaiting_confirmation';
    await tx.updateTable('orders').set(waiting ? { ...money, status: 'placed' } : money).where('id', '=', orderId).where('status', '=', order.status).execute();
    await tx.updateTable('cod_confirmations').set({ state: 'prepaid', decided_at: iso(now), updated_at: iso(now) }).where('id', '=', Number(row.id)).execute();
    await tx.insertInto('order_events').values({
      order_id: orderId, actor: 'customer', staff_id: null, staff_email: null, from_status: order.status, to_status: waiting ? 'placed' : order.status,
      note: JSON.stringify({ paid_online: true, prepay_discount_paise: quote.prepayDiscountPaise }),
    }).execute();
    if (waiting) await enqueueOrderNotice(tx, orderId, { kind: 'placed' });
    return 'paid';
  }
  // Cancelled (or past shipping) before the payment arrived: the money goes back.
  await tx.updateTable('orders').set({ paymentmode: 'online', payment_status: 'paid', updated_at: iso(now) }).where('id', '=', orderId).execute();
  await requestRefund(tx, { orderId, amountPaise, cause: 'prepay_late', reason: 'Paid online after the order was cancelled', staffId: null });
  return 'refund-pending';
}
