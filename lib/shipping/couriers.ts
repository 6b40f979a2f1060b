// The seller's courier list (docs/rules/shipping.md#the-courier-list): couriers are chosen
// from it, never typed, so one courier has one spelling in orders, shipments and the COD
// ledger. Each courier may carry its tracking page (`{awb}` marks the AWB) and its AWB
// format (a regular expression with a hint in words), which a shipped order's AWB must
// match. Owners and managers keep the list (audited); every role reads it.
import 'server-only';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { courierKey } from '@/lib/db/migrations/028-couriers';
import { ShopError } from '@/lib/errors';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerCourierTexts as t } from '@/lib/texts/seller/couriers';

export { courierKey };

/** A courier as the console and the API show it. */
export interface CourierRow {
  courier_id: number;
  name: string;
  tracking_url: string | null;
  awb_pattern: string | null;
  awb_hint: string | null;
  active: boolean;
}

type StoreIds = { companyId: number; storeId: number };
type Reader = DB | Tx;

const now = () => new Date().toISOString();
/** The name as the list keeps it: trimmed, inner spaces squeezed. */
export const courierName = (name: string) => name.trim().replace(/\s+/g, ' ');

const rowOf = (r: { id: number; name: string; tracking_url: string | null; awb_pattern: string | null; awb_hint: string | null; active: number }): CourierRow => ({
  courier_id: Number(r.id), name: r.name, tracking_url: r.tracking_url, awb_pattern: r.awb_pattern, awb_hint: r.awb_hint, active: Number(r.active) === 1,
});

/** The store's couriers by name, those offered and not. */
export async function listCouriers(db: Reader, storeIds: StoreIds = store): Promise<CourierRow[]> {
  const rows = await db.selectFrom('couriers').selectAll().where('store_id', '=', storeIds.storeId).orderBy('name_key').execute();
  return rows.map(rowOf);
}

/** The list's courier of this name, whatever its case and spacing; undefined when the list lacks it. */
export async function findCourier(db: Reader, name: string, storeIds: StoreIds = store): Promise<CourierRow | undefined> {
  const row = await db.selectFrom('couriers').selectAll().where('store_id', '=', storeIds.storeId).where('name_key', '=', courierKey(name)).executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

/**
 * The courier of a booking that names its courier (the aggregator's answer): found
 * case-insensitively, added to the list (offered, no format) when missing, so a booked
 * order's courier is spelt as the list spells it. Runs in the caller's transaction.
 */
export async function courierForName(tx: Tx, storeIds: StoreIds, name: string): Promise<{ id: number; name: string }> {
  const spelt = courierName(name);
  if (spelt === '') throw new ShopError('invalid', t.unknownCourier, { errors: { courier: t.unknownCourier } });
  const found = await findCourier(tx, spelt, storeIds);
  if (found) return { id: found.courier_id, name: found.name };
  // Another transaction adding the same name at once: the unique key keeps one, and
  // this insert does nothing, so the row is read again (SQLite and PostgreSQL alike).
  await tx
    .insertInto('couriers')
    .values({ company_id: storeIds.companyId, store_id: storeIds.storeId, name: spelt, name_key: courierKey(spelt), active: 1, updated_at: now() })
    .onConflict((oc) => oc.columns(['store_id', 'name_key']).doNothing())
    .execute();
  const row = await findCourier(tx, spelt, storeIds);
  return { id: row!.courier_id, name: row!.name };
}

/** Why a pattern cannot be an AWB format, or null when it can. */
export function awbPatternProblem(pattern: string): string | null {
  try {
    new RegExp(`^(?:${pattern})$`, 'iu');
    return null;
  } catch (error) {
    return t.badPattern(error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error));
  }
}

/** Whether the AWB is one of this courier's (no format: any AWB). Case does not matter. */
export function awbMatches(courier: Pick<CourierRow, 'awb_pattern'>, awb: string): boolean {
  if (!courier.awb_pattern) return true;
  return new RegExp(`^(?:${courier.awb_pattern})$`, 'iu').test(awb.trim());
}

/** Why a tracking page address cannot be used, or null when it can. */
export function trackingUrlProblem(url: string): string | null {
  if (!/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(url)) return t.urlNotWeb;
  if (!url.includes('{awb}')) return t.urlNeedsAwb;
  return null;
}

/** The field's words in a refusal's sentence ("AWB is not a Blue Dart AWB (11 digits)"). */
const FIELD_WORDS: Record<string, string> = { awb: 'AWB', awb_pattern: 'AWB format', tracking_url: 'Tracking page', name: 'Name' };
const invalid = (field: string, message: string) =>
  new ShopError('invalid', field in FIELD_WORDS && !/^[A-Z]/.test(message) ? `${FIELD_WORDS[field]} ${message}.` : message, { errors: { [field]: message } });

/**
 * The courier a manual shipment names, with its AWB checked against the courier's format:
 * 400 naming `courier` for a name the list lacks (or a courier no longer offered) and
 * `awb` for an AWB of another format, with the format's hint.
 */
export async function courierForShipping(tx: Tx, name: string, awb: string): Promise<CourierRow> {
  const courier = await findCourier(tx, name);
  if (!courier || !courier.active) throw invalid('courier', t.unknownCourier);
  if (!awbMatches(courier, awb)) throw invalid('awb', t.awbFormat(courier.name, courier.awb_hint));
  return courier;
}

/** The shop's own tracking page for an order (by its number; the page asks for the phone). */
export const shopTrackingLink = (orderString: string) => `${store.siteUrl}/track?order=${encodeURIComponent(orderString)}`;

/**
 * The link a shopper follows to track a parcel: the courier's tracking page with the AWB
 * when the list has one for it, else the shop's own tracking page for the order.
 */
export function trackingLinkFor(courier: Pick<CourierRow, 'tracking_url'> | null | undefined, awb: string | null | undefined, orderString: string): string {
  return courierTrackingUrl(courier, awb) ?? shopTrackingLink(orderString);
}

/** The courier's own tracking page for this AWB, when the list has its pattern; else null. */
export function courierTrackingUrl(courier: Pick<CourierRow, 'tracking_url'> | null | undefined, awb: string | null | undefined): string | null {
  if (!courier?.tracking_url || !awb || awb.trim() === '') return null;
  return courier.tracking_url.replaceAll('{awb}', encodeURIComponent(awb.trim()));
}

/** The tracking link of an order's courier (by name) and AWB, read in `db`. */
export async function trackingLinkOfOrder(db: Reader, courierNameOrNull: string | null, awb: string | null, orderString: string): Promise<string> {
  const courier = courierNameOrNull ? await findCourier(db, courierNameOrNull) : undefined;
  return trackingLinkFor(courier, awb, orderString);
}

export interface CourierInput {
  courier_id?: number;
  name: string;
  tracking_url?: string;
  awb_pattern?: string;
  awb_hint?: string;
  active: boolean;
}

/** Adds a courier, or changes one (courier_id); answers the list. Audited (courier.save). */
export async function saveCourier(database: OpenedDatabase, staff: StaffMember, input: CourierInput, clientIp: string): Promise<CourierRow[]> {
  const name = courierName(input.name);
  const pattern = input.awb_pattern?.trim() || null;
  const url = input.tracking_url?.trim() || null;
  if (pattern) {
    const problem = awbPatternProblem(pattern);
    if (problem) throw invalid('awb_pattern', problem);
  }
  if (url) {
    const problem = trackingUrlProblem(url);
    if (problem) throw invalid('tracking_url', problem);
  }
  await writeTransaction(database, async (tx) => {
    const before = input.courier_id === undefined ? undefined : await tx.selectFrom('couriers').selectAll().where('store_id', '=', store.storeId).where('id', '=', input.courier_id).executeTakeFirst();
    if (input.courier_id !== undefined && !before) throw new ShopError('not_found', t.notFound);
    const clash = await tx.selectFrom('couriers').select('id').where('store_id', '=', store.storeId).where('name_key', '=', courierKey(name)).where('id', '!=', input.courier_id ?? 0).executeTakeFirst();
    if (clash) throw invalid('name', t.duplicate);
    const values = { name, name_key: courierKey(name), tracking_url: url, awb_pattern: pattern, awb_hint: input.awb_hint?.trim() || null, active: input.active ? 1 : 0, updated_at: now() };
    let id: number;
    if (before) {
      id = Number(before.id);
      await tx.updateTable('couriers').set(values).where('id', '=', id).execute();
      // A renamed courier keeps its orders and remittances: they are rewritten to the new spelling.
      if (before.name !== name) {
        await tx.updateTable('orders').set({ courier: name }).where('store_id', '=', store.storeId).where('courier', '=', before.name).execute();
        await tx.updateTable('cod_remittances').set({ courier: name }).where('store_id', '=', store.storeId).where('courier_id', '=', id).execute();
        await tx.updateTable('shipments').set({ courier_name: name }).where('store_id', '=', store.storeId).where('courier_name', '=', before.name).execute();
      }
    } else {
      const row = await tx.insertInto('couriers').values({ company_id: store.companyId, store_id: store.storeId, ...values }).returning('id').executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    const shown = (v: { name: string; tracking_url: string | null; awb_pattern: string | null; awb_hint: string | null; active: number }) => ({
      name: v.name, tracking_url: v.tracking_url, awb_pattern: v.awb_pattern, awb_hint: v.awb_hint, active: Number(v.active) === 1,
    });
    await recordAudit(tx, { staff, action: 'courier.save', objectType: 'courier', objectId: id, before: before ? shown(before) : undefined, after: shown(values), clientIp });
  });
  return listCouriers(database.db);
}

/**
 * The shipment row of an order shipped by hand (provider 'manual', booking_key
 * `order:<id>`, picked up), in the move's transaction; nothing when the order already has
 * one (a courier booking made it). An AWB another shipment carries is refused (400 on
 * `awb`), as a courier never gives one AWB to two parcels.
 */
export async function manualShipment(tx: Tx, orderId: number, courier: string, awb: string): Promise<void> {
  const existing = await tx.selectFrom('shipments').select('id').where('booking_key', '=', `order:${orderId}`).executeTakeFirst();
  if (existing) return;
  const taken = await tx
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select('orders.order_string')
    .where('shipments.awb', '=', awb)
    .executeTakeFirst();
  if (taken) throw invalid('awb', t.awbTaken(taken.order_string));
  const at = now();
  await tx
    .insertInto('shipments')
    .values({
      company_id: store.companyId, store_id: store.storeId, order_id: orderId, direction: 'forward', booking_key: `order:${orderId}`,
      provider: 'manual', awb, courier_name: courier, status: 'picked_up', last_event_at: at, updated_at: at,
    })
    .execute();
}
