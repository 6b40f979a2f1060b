// The seller's delivery rules (docs/rules/delivery.md): where the store delivers, how
// fast and whether cash on delivery is taken (serviceability zones by pincode prefix: a
// whole zone like '11', or one pincode; pincode ranges like 110001-110099; the
// precedence is docs/rules/delivery.md#precedence), the delivery charge below the
// free-delivery threshold, and the payment fees (the cash-on-delivery handling fee, the
// online discount). The shop reads these tables on every check and every order, so a
// saved change applies to the next one. Each save is one transaction with its audit line.
import 'server-only';
import { sql } from 'kysely';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { MAX_RANGE_SIZE, rangeProblem } from './serviceability';
import type { DeliveryRange, DeliverySettings, DeliveryZone } from './types';

export type { DeliveryRange, DeliverySettings, DeliveryZone };

const ruleOf = (r: { serviceable: number; min_days: number; max_days: number; cod: number }) => ({
  serviceable: Number(r.serviceable) === 1, min_days: Number(r.min_days), max_days: Number(r.max_days), cod: Number(r.cod) === 1,
});

/**
 * Saves of ranges and imports read the ranges, check that none overlap, then write: on
 * PostgreSQL they take this lock first so two at once cannot both pass the check
 * (SQLite's BEGIN IMMEDIATE already lets one writer in at a time).
 */
export async function lockDeliveryRules(database: OpenedDatabase, tx: Tx): Promise<void> {
  if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${DELIVERY_LOCK})`.execute(tx);
}
const DELIVERY_LOCK = 140_014;

const daysOrder = () => new ShopError('invalid', sellerTexts.delivery.daysOrder, { errors: { max_days: sellerTexts.delivery.daysOrder } });

export async function deliverySettings(db: DB): Promise<DeliverySettings> {
  const [zones, ranges, charges, fees] = await Promise.all([
    db.selectFrom('serviceability_rules').select(['pincode_prefix', 'serviceable', 'min_days', 'max_days', 'cod']).where('store_id', '=', store.storeId).orderBy('pincode_prefix').execute(),
    db.selectFrom('pincode_ranges').select(['from_pincode', 'to_pincode', 'serviceable', 'min_days', 'max_days', 'cod']).where('store_id', '=', store.storeId).orderBy('from_pincode').execute(),
    db.selectFrom('delivery_charge_rules').select(['upto_paise', 'charge_paise']).where('store_id', '=', store.storeId).orderBy('upto_paise').execute(),
    db.selectFrom('payment_fees').select(['digital_discount', 'handling_fee']).where('company_id', '=', store.companyId).executeTakeFirst(),
  ]);
  return {
    zones: zones.map((z) => ({ pincode_prefix: z.pincode_prefix, ...ruleOf(z) })),
    ranges: ranges.map((r) => ({ from: r.from_pincode, to: r.to_pincode, ...ruleOf(r) })),
    charges: charges.map((c) => ({ upto: rupeesFromPaise(c.upto_paise), charge: rupeesFromPaise(c.charge_paise) })),
    fees: { digital_discount: Number(fees?.digital_discount ?? 0), handling_fee: Number(fees?.handling_fee ?? 0) },
  };
}

const audit = (staff: StaffMember, action: string, objectId: string, before: unknown, after: unknown, clientIp: string) => ({
  staff, action, objectType: 'delivery', objectId, before, after, clientIp,
});

/** Creates or changes the zone of this prefix; without `cod`, a zone keeps its own (a new one takes cash). */
export async function saveZone(database: OpenedDatabase, staff: StaffMember, input: Omit<DeliveryZone, 'cod'> & { cod?: boolean }, clientIp: string): Promise<DeliverySettings> {
  if (input.min_days > input.max_days) throw daysOrder();
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('serviceability_rules').selectAll().where('store_id', '=', store.storeId).where('pincode_prefix', '=', input.pincode_prefix).executeTakeFirst();
    const zone: DeliveryZone = { ...input, cod: input.cod ?? (before ? Number(before.cod) === 1 : true) };
    const values = { serviceable: zone.serviceable ? 1 : 0, min_days: zone.min_days, max_days: zone.max_days, cod: zone.cod ? 1 : 0 };
    if (before) await tx.updateTable('serviceability_rules').set(values).where('id', '=', Number(before.id)).execute();
    else await tx.insertInto('serviceability_rules').values({ company_id: store.companyId, store_id: store.storeId, pincode_prefix: zone.pincode_prefix, ...values }).execute();
    await recordAudit(tx, audit(staff, 'delivery.zone', zone.pincode_prefix || 'default', before ? ruleOf(before) : undefined, zone, clientIp));
  });
  return deliverySettings(database.db);
}

/** Removes a zone; the default ('') stays (mark it not serviceable instead). */
export async function removeZone(database: OpenedDatabase, staff: StaffMember, prefix: string, clientIp: string): Promise<DeliverySettings> {
  if (prefix === '') throw new ShopError('invalid', sellerTexts.delivery.defaultStays, { errors: { pincode_prefix: sellerTexts.delivery.defaultStays } });
  await writeTransaction(database, async (tx) => {
    const removed = await tx.deleteFrom('serviceability_rules').where('store_id', '=', store.storeId).where('pincode_prefix', '=', prefix).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new ShopError('not_found', sellerTexts.delivery.noSuchZone);
    await recordAudit(tx, audit(staff, 'delivery.zone_removed', prefix, { pincode_prefix: prefix }, undefined, clientIp));
  });
  return deliverySettings(database.db);
}

const rangeError = (field: 'from' | 'to', message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** The message of a range that cannot be (docs/rules/delivery.md#pincode-ranges). */
export function rangeMessage(problem: 'pincode' | 'order' | 'size'): string {
  const t = sellerTexts.deliveryRanges;
  return problem === 'pincode' ? t.pincode : problem === 'order' ? t.order : t.size(MAX_RANGE_SIZE);
}

/**
 * Creates the range from..to, or changes the range with exactly these ends. A range
 * that overlaps another is refused (400 on `from`): change or remove that one first.
 */
export async function saveRange(database: OpenedDatabase, staff: StaffMember, range: DeliveryRange, clientIp: string): Promise<DeliverySettings> {
  const problem = rangeProblem(range.from, range.to);
  if (problem) throw rangeError(problem.field, rangeMessage(problem.problem));
  if (range.min_days > range.max_days) throw daysOrder();
  await writeTransaction(database, async (tx) => {
    await lockDeliveryRules(database, tx);
    const others = await tx
      .selectFrom('pincode_ranges')
      .select(['from_pincode', 'to_pincode'])
      .where('store_id', '=', store.storeId)
      .where('from_pincode', '<=', range.to)
      .where('to_pincode', '>=', range.from)
      .execute();
    const clash = others.find((o) => o.from_pincode !== range.from || o.to_pincode !== range.to);
    if (clash) throw rangeError('from', sellerTexts.deliveryRanges.overlaps(clash.from_pincode, clash.to_pincode));
    const before = await tx.selectFrom('pincode_ranges').selectAll().where('store_id', '=', store.storeId).where('from_pincode', '=', range.from).executeTakeFirst();
    const values = { serviceable: range.serviceable ? 1 : 0, min_days: range.min_days, max_days: range.max_days, cod: range.cod ? 1 : 0 };
    if (before) await tx.updateTable('pincode_ranges').set(values).where('id', '=', Number(before.id)).execute();
    else await tx.insertInto('pincode_ranges').values({ company_id: store.companyId, store_id: store.storeId, from_pincode: range.from, to_pincode: range.to, ...values }).execute();
    await recordAudit(tx, audit(staff, 'delivery.range', `${range.from}-${range.to}`, before ? { from: before.from_pincode, to: before.to_pincode, ...ruleOf(before) } : undefined, range, clientIp));
  });
  return deliverySettings(database.db);
}

/** Removes the range with exactly these ends; its pincodes fall back to the zones. */
export async function removeRange(database: OpenedDatabase, staff: StaffMember, ends: { from: string; to: string }, clientIp: string): Promise<DeliverySettings> {
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('pincode_ranges').selectAll().where('store_id', '=', store.storeId).where('from_pincode', '=', ends.from).where('to_pincode', '=', ends.to).executeTakeFirst();
    if (!before) throw new ShopError('not_found', sellerTexts.deliveryRanges.noSuchRange);
    await tx.deleteFrom('pincode_ranges').where('id', '=', Number(before.id)).execute();
    await recordAudit(tx, audit(staff, 'delivery.range_removed', `${ends.from}-${ends.to}`, { from: before.from_pincode, to: before.to_pincode, ...ruleOf(before) }, undefined, clientIp));
  });
  return deliverySettings(database.db);
}

/** Replaces the delivery charge tiers. */
export async function saveCharges(database: OpenedDatabase, staff: StaffMember, charges: { upto: number; charge: number }[], clientIp: string): Promise<DeliverySettings> {
  const uptos = charges.map((c) => c.upto);
  if (new Set(uptos).size !== uptos.length) throw new ShopError('invalid', sellerTexts.delivery.tiersTwice, { errors: { charges: sellerTexts.delivery.tiersTwice } });
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('delivery_charge_rules').select(['upto_paise', 'charge_paise']).where('store_id', '=', store.storeId).execute();
    await tx.deleteFrom('delivery_charge_rules').where('store_id', '=', store.storeId).execute();
    if (charges.length > 0) {
      await tx
        .insertInto('delivery_charge_rules')
        .values(charges.map((c) => ({ company_id: store.companyId, store_id: store.storeId, upto_paise: paiseFromRupees(c.upto), charge_paise: paiseFromRupees(c.charge) })))
        .execute();
    }
    await recordAudit(tx, audit(staff, 'delivery.charges', 'charges', before.map((b) => ({ upto: rupeesFromPaise(b.upto_paise), charge: rupeesFromPaise(b.charge_paise) })), charges, clientIp));
  });
  return deliverySettings(database.db);
}

/** The cash handling fee and the online discount, percent of the subtotal. */
export async function saveFees(database: OpenedDatabase, staff: StaffMember, fees: { digital_discount: number; handling_fee: number }, clientIp: string): Promise<DeliverySettings> {
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('payment_fees').select(['digital_discount', 'handling_fee']).where('company_id', '=', store.companyId).executeTakeFirst();
    if (before) await tx.updateTable('payment_fees').set(fees).where('company_id', '=', store.companyId).execute();
    else await tx.insertInto('payment_fees').values({ company_id: store.companyId, ...fees }).execute();
    await recordAudit(tx, audit(staff, 'delivery.fees', 'fees', before, fees, clientIp));
  });
  return deliverySettings(database.db);
}
