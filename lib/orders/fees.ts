// The store's money rules from the database: payment fees per company and delivery
// charge rules per store (seeded for the demo store, editable per seller).
import { rupeesFromPaise } from '@/lib/catalog/money';
import type { DB } from '@/lib/db';
import { deliveryFor, type DeliveryRule, type PaymentFees } from './totals';

export async function readPaymentFees(db: DB, companyId: number): Promise<PaymentFees> {
  const row = await db.selectFrom('payment_fees').select(['digital_discount', 'handling_fee']).where('company_id', '=', companyId).executeTakeFirst();
  return { digitalDiscount: Number(row?.digital_discount ?? 0), handlingFee: Number(row?.handling_fee ?? 0) };
}

export async function readDeliveryRules(db: DB, storeId: number): Promise<DeliveryRule[]> {
  const rows = await db.selectFrom('delivery_charge_rules').select(['upto_paise', 'charge_paise']).where('store_id', '=', storeId).execute();
  return rows.map((r) => ({ uptoPaise: Number(r.upto_paise), chargePaise: Number(r.charge_paise) }));
}

/** store/deliveryCharge: payload_deliveryCharge, in rupees. */
export async function deliveryChargeFor(db: DB, storeId: number, subtotalPaise: number): Promise<{ delivery_charge: number; delivery_upto: number }> {
  const { chargePaise, uptoPaise } = deliveryFor(subtotalPaise, await readDeliveryRules(db, storeId));
  return { delivery_charge: rupeesFromPaise(chargePaise), delivery_upto: rupeesFromPaise(uptoPaise) };
}
