// Where a pincode is (the address form fills city and state from it) and whether and
// how fast we deliver there (the product page's delivery check). Both answer from our
// own tables: the pincode directory imported at seed time, and the store's
// serviceability rules, where the longest matching pincode prefix wins.
import 'server-only';
import type { PincodeMatch } from './types';
import type { DB } from '@/lib/db';

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export async function lookupPincode(db: DB, pincode: string): Promise<PincodeMatch | null> {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  const row = await db.selectFrom('pincodes').selectAll().where('pincode', '=', pincode).executeTakeFirst();
  return row ? { pincode: row.pincode, district: { name: row.district, state: { name: row.state } } } : null;
}

export interface DeliveryEstimate {
  min_days: number;
  max_days: number;
}

/** Delivery days to a pincode, or null when it is not a real pincode or we do not deliver there. */
export async function deliveryEstimate(db: DB, storeId: number, pincode: string): Promise<DeliveryEstimate | null> {
  if (!(await lookupPincode(db, pincode))) return null;
  const rules = await db
    .selectFrom('serviceability_rules')
    .select(['pincode_prefix', 'serviceable', 'min_days', 'max_days'])
    .where('store_id', '=', storeId)
    .execute();
  const rule = rules
    .filter((r) => pincode.startsWith(r.pincode_prefix))
    .sort((a, b) => b.pincode_prefix.length - a.pincode_prefix.length)[0];
  if (!rule || !Number(rule.serviceable)) return null;
  return { min_days: Number(rule.min_days), max_days: Number(rule.max_days) };
}
