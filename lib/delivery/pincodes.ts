// Where a pincode is (the address form fills city and state from it) and whether and
// how fast we deliver there, and whether cash on delivery is taken (the product page's
// delivery check, the checkout, the order). Both answer from our own tables: the
// pincode directory imported at seed time, and the store's rules, where the pincode's
// own rule wins, then a range, then the longest prefix (docs/rules/delivery.md#precedence).
import 'server-only';
import type { PincodeMatch } from './types';
import type { DB } from '@/lib/db';
import { PINCODE_PATTERN, prefixesOf, ruleFor } from './serviceability';

export { PINCODE_PATTERN };

export async function lookupPincode(db: DB, pincode: string): Promise<PincodeMatch | null> {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  const row = await db.selectFrom('pincodes').selectAll().where('pincode', '=', pincode).executeTakeFirst();
  return row ? { pincode: row.pincode, district: { name: row.district, state: { name: row.state } } } : null;
}

export interface DeliveryEstimate {
  min_days: number;
  max_days: number;
  /** Whether cash on delivery is taken at this pincode (docs/rules/delivery.md#cash-on-delivery-by-pincode). */
  cod: boolean;
}

/**
 * Delivery days to a pincode and whether cash is taken there, or null when it is not a
 * real pincode or we do not deliver there. Two indexed reads: the zones of the
 * pincode's own prefixes, and the one range that can hold it (ranges never overlap, so
 * it is the last one starting at or before the pincode).
 */
export async function deliveryEstimate(db: DB, storeId: number, pincode: string): Promise<DeliveryEstimate | null> {
  if (!(await lookupPincode(db, pincode))) return null;
  // One after the other: inside an order's transaction both run on its one connection.
  const zones = await db
    .selectFrom('serviceability_rules')
    .select(['pincode_prefix', 'serviceable', 'min_days', 'max_days', 'cod'])
    .where('store_id', '=', storeId)
    .where('pincode_prefix', 'in', prefixesOf(pincode))
    .execute();
  const range = await db
    .selectFrom('pincode_ranges')
    .select(['from_pincode', 'to_pincode', 'serviceable', 'min_days', 'max_days', 'cod'])
    .where('store_id', '=', storeId)
    .where('from_pincode', '<=', pincode)
    .orderBy('from_pincode', 'desc')
    .limit(1)
    .executeTakeFirst();
  const flags = (r: { serviceable: number; min_days: number; max_days: number; cod: number }) => ({
    serviceable: Number(r.serviceable) === 1, min_days: Number(r.min_days), max_days: Number(r.max_days), cod: Number(r.cod) === 1,
  });
  const rule = ruleFor(
    pincode,
    zones.map((z) => ({ pincode_prefix: z.pincode_prefix, ...flags(z) })),
    range ? { from: range.from_pincode, to: range.to_pincode, ...flags(range) } : null,
  );
  if (!rule || !rule.serviceable) return null;
  return { min_days: rule.min_days, max_days: rule.max_days, cod: rule.cod };
}
