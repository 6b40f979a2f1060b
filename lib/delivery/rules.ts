// The seller's delivery rules (docs/rules/delivery.md): where the store delivers and how
// fast (serviceability zones by pincode prefix: a whole zone like '11', or one pincode;
// the longest matching prefix wins, '' is the default), the delivery charge below the
// free-delivery threshold, and the payment fees (the cash-on-delivery handling fee, the
// online discount). The shop reads these tables on every check and every order, so a
// saved change applies to the next one. Each save is one transaction with its audit line.
import 'server-only';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { texts } from '@/lib/texts';

export interface DeliveryZone {
  pincode_prefix: string;
  serviceable: boolean;
  min_days: number;
  max_days: number;
}

export interface DeliverySettings {
  zones: DeliveryZone[];
  /** rupees: the charge while the subtotal is below `upto`. */
  charges: { upto: number; charge: number }[];
  fees: { digital_discount: number; handling_fee: number };
}

export async function deliverySettings(db: DB): Promise<DeliverySettings> {
  const [zones, charges, fees] = await Promise.all([
    db.selectFrom('serviceability_rules').select(['pincode_prefix', 'serviceable', 'min_days', 'max_days']).where('store_id', '=', store.storeId).orderBy('pincode_prefix').execute(),
    db.selectFrom('delivery_charge_rules').select(['upto_paise', 'charge_paise']).where('store_id', '=', store.storeId).orderBy('upto_paise').execute(),
    db.selectFrom('payment_fees').select(['digital_discount', 'handling_fee']).where('company_id', '=', store.companyId).executeTakeFirst(),
  ]);
  return {
    zones: zones.map((z) => ({ pincode_prefix: z.pincode_prefix, serviceable: Number(z.serviceable) === 1, min_days: Number(z.min_days), max_days: Number(z.max_days) })),
    charges: charges.map((c) => ({ upto: rupeesFromPaise(c.upto_paise), charge: rupeesFromPaise(c.charge_paise) })),
    fees: { digital_discount: Number(fees?.digital_discount ?? 0), handling_fee: Number(fees?.handling_fee ?? 0) },
  };
}

const audit = (staff: StaffMember, action: string, objectId: string, before: unknown, after: unknown, clientIp: string) => ({
  staff: { staffId: staff.staffId, email: staff.email }, action, objectType: 'delivery', objectId, before, after, clientIp,
});

/** Creates or changes the zone of this prefix. */
export async function saveZone(database: OpenedDatabase, staff: StaffMember, zone: DeliveryZone, clientIp: string): Promise<DeliverySettings> {
  if (zone.min_days > zone.max_days) throw new ShopError('invalid', texts.seller.delivery.daysOrder, { errors: { max_days: texts.seller.delivery.daysOrder } });
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('serviceability_rules').selectAll().where('store_id', '=', store.storeId).where('pincode_prefix', '=', zone.pincode_prefix).executeTakeFirst();
    const values = { serviceable: zone.serviceable ? 1 : 0, min_days: zone.min_days, max_days: zone.max_days };
    if (before) await tx.updateTable('serviceability_rules').set(values).where('id', '=', Number(before.id)).execute();
    else await tx.insertInto('serviceability_rules').values({ company_id: store.companyId, store_id: store.storeId, pincode_prefix: zone.pincode_prefix, ...values }).execute();
    await recordAudit(tx, audit(staff, 'delivery.zone', zone.pincode_prefix || 'default', before ? { serviceable: Number(before.serviceable) === 1, min_days: Number(before.min_days), max_days: Number(before.max_days) } : undefined, zone, clientIp));
  });
  return deliverySettings(database.db);
}

/** Removes a zone; the default ('') stays (mark it not serviceable instead). */
export async function removeZone(database: OpenedDatabase, staff: StaffMember, prefix: string, clientIp: string): Promise<DeliverySettings> {
  if (prefix === '') throw new ShopError('invalid', texts.seller.delivery.defaultStays, { errors: { pincode_prefix: texts.seller.delivery.defaultStays } });
  await writeTransaction(database, async (tx) => {
    const removed = await tx.deleteFrom('serviceability_rules').where('store_id', '=', store.storeId).where('pincode_prefix', '=', prefix).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new ShopError('not_found', texts.seller.delivery.noSuchZone);
    await recordAudit(tx, audit(staff, 'delivery.zone_removed', prefix, { pincode_prefix: prefix }, undefined, clientIp));
  });
  return deliverySettings(database.db);
}

/** Replaces the delivery charge tiers. */
export async function saveCharges(database: OpenedDatabase, staff: StaffMember, charges: { upto: number; charge: number }[], clientIp: string): Promise<DeliverySettings> {
  const uptos = charges.map((c) => c.upto);
  if (new Set(uptos).size !== uptos.length) throw new ShopError('invalid', texts.seller.delivery.tiersTwice, { errors: { charges: texts.seller.delivery.tiersTwice } });
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
