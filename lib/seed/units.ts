// The demo's phones sold by unit (docs/rules/units.md): two phones whose every piece is a
// unit with its IMEI, grade, battery health, notes, box, warranty and IMEI check, a few
// at a price of their own, so a demo shows the product page's unit choice at once. Fixed
// data (no randomness), the same on SQLite and PostgreSQL.
import { store } from '@/lib/config';
import type { Tx } from '@/lib/db';
import { luhnValid } from '@/lib/products/imei';

interface DemoUnit {
  grade: 'superb' | 'good' | 'fair';
  battery: number;
  notes: string;
  box: string;
  warranty: [number, 'brand' | 'seller'];
  /** Rupees above (or below) the product's selling price, or 0: the product's price. */
  priceDelta: number;
}

const FULL_BOX = 'Phone\nUSB-C cable\nSIM tool\nOriginal box';
const demoUnits: Record<string, DemoUnit[]> = {
  // Apple iPhone 14, and Samsung Galaxy M34 5G (the first colour of each).
  'MPVN3HN/A': [
    { grade: 'superb', battery: 97, notes: 'No marks anywhere; screen guard fitted.', box: FULL_BOX, warranty: [9, 'brand'], priceDelta: 2000 },
    { grade: 'good', battery: 91, notes: 'Two faint hairlines on the back glass; screen perfect.', box: FULL_BOX, warranty: [6, 'seller'], priceDelta: 0 },
    { grade: 'good', battery: 89, notes: 'Light wear on the frame corners.', box: 'Phone\nUSB-C cable\nSIM tool', warranty: [6, 'seller'], priceDelta: -500 },
    { grade: 'fair', battery: 84, notes: 'Visible scratches on the frame and a small dent near the camera; fully working.', box: 'Phone\nUSB-C cable', warranty: [6, 'seller'], priceDelta: -3000 },
  ],
  'SM-M346B': [
    { grade: 'superb', battery: 99, notes: 'Opened for a showroom demo only.', box: FULL_BOX, warranty: [12, 'brand'], priceDelta: 1000 },
    { grade: 'good', battery: 93, notes: 'A light scuff on the back panel.', box: FULL_BOX, warranty: [6, 'seller'], priceDelta: 0 },
    { grade: 'fair', battery: 86, notes: 'Scratches on the back and sides; screen clean.', box: 'Phone\nCharger', warranty: [6, 'seller'], priceDelta: -2000 },
  ],
};

/** The models whose products are sold by unit in the demo (the first colour of each). */
export const unitDemoModels = Object.keys(demoUnits);

/** A valid IMEI (Luhn check digit) from a 14-digit body. */
function imei(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('seed: no check digit');
}

/** Turns the products of these models sold by unit, with their units; the stock is the units' count. */
export async function insertDemoUnits(tx: Tx, productOfModel: (model: string) => number, now: Date): Promise<void> {
  let n = 0;
  for (const [model, units] of Object.entries(demoUnits)) {
    const productId = productOfModel(model);
    const product = await tx.selectFrom('products').select('selling_price_paise').where('id', '=', productId).executeTakeFirstOrThrow();
    await tx
      .insertInto('product_units')
      .values(units.map((u, i) => ({
        company_id: store.companyId, store_id: store.storeId, product_id: productId,
        serial: imei(`35391911${String(700000 + ++n).padStart(6, '0')}`), kind: 'imei' as const, grade: u.grade, note: null,
        status: 'in_stock' as const, order_item_id: null, updated_at: now.toISOString(),
        battery_health: u.battery, cosmetic_notes: u.notes, in_box: u.box, warranty_months: u.warranty[0], warranty_by: u.warranty[1],
        imei_checked_on: new Date(now.getTime() - (i + 2) * 86_400_000).toISOString().slice(0, 10),
        price_paise: u.priceDelta === 0 ? null : Number(product.selling_price_paise) + u.priceDelta * 100,
      })))
      .execute();
    await tx.updateTable('products').set({ sold_by_unit: 1, stock: units.length, is_deal: 0, deal_type_id: null, deal_price_paise: null }).where('id', '=', productId).execute();
  }
}
