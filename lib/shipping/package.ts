// The parcel of an order, from its products' package facts (products.package_*, migration 027;
// docs/rules/shipping.md#package-facts): the weights of every piece added up, the box as long and
// as broad as its largest item, and as high as its items stacked. A booking needs all four
// facts of every product; a missing one is refused with each product named and what it lacks.
import type { DB, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { missingPackageFacts, type PackageKey } from '@/lib/products/package';
import { shippingTexts } from '@/lib/texts/seller/shipping';

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** How a refusal names each fact. */
const FACT_WORD: Record<PackageKey, string> = {
  package_weight_kg: 'weight', package_length_cm: 'length', package_breadth_cm: 'breadth', package_height_cm: 'height',
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The parcel of the order's live items, or a refusal naming each product and the facts it lacks. */
export async function parcelOf(db: DB | Tx, orderId: number): Promise<Parcel> {
  const lines = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['p.id as product_id', 'p.name', 'i.quantity', 'p.package_weight_kg', 'p.package_length_cm', 'p.package_breadth_cm', 'p.package_height_cm'])
    .where('i.order_id', '=', orderId)
    .where('i.cancel_status', '=', 0)
    .orderBy('i.id')
    .execute();
  if (lines.length === 0) throw new ShopError('conflict', shippingTexts.nothingToShip);

  const missing: { product_id: number; name: string; lacks: string[] }[] = [];
  for (const line of lines) {
    const lacks = missingPackageFacts(line).map((key) => FACT_WORD[key]);
    if (lacks.length > 0 && !missing.some((m) => m.product_id === Number(line.product_id))) missing.push({ product_id: Number(line.product_id), name: line.name, lacks });
  }
  if (missing.length > 0) {
    throw new ShopError('unprocessable', missing.map((m) => shippingTexts.addPackageFacts(m.name, m.lacks)).join(' '), { missing });
  }

  return {
    weightKg: round(lines.reduce((sum, l) => sum + Number(l.package_weight_kg) * Number(l.quantity), 0), 3),
    lengthCm: round(Math.max(...lines.map((l) => Number(l.package_length_cm))), 1),
    breadthCm: round(Math.max(...lines.map((l) => Number(l.package_breadth_cm))), 1),
    heightCm: round(lines.reduce((sum, l) => sum + Number(l.package_height_cm) * Number(l.quantity), 0), 1),
  };
}
