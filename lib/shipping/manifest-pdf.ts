// The shop's own manifest PDF for the demo's test courier (./test-courier.ts links it; a real
// courier answers its own manifest's URL): the shipments handed over at the day's pickup, one
// line each with its AWB, courier, order number and the shopper's city, and a line to sign.
import 'server-only';
import type { DB } from '@/lib/db';
import { store } from '@/lib/config';
import { BOLD, REGULAR, newPdf, pdfBytes, printedDate } from '@/lib/documents/pdf/common';
import { ShopError } from '@/lib/errors';
import { shippingTexts as t } from '@/lib/texts/seller/shipping';

/** The manifest of these AWBs (the store's own shipments only); a refusal when none is known. */
export async function manifestPdf(db: DB, awbs: string[]): Promise<Uint8Array> {
  const rows = awbs.length === 0 ? [] : await db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.awb', 's.courier_name', 's.pickup_scheduled_date', 'o.order_string', 'o.delivered_city', 'o.delivered_pincode'])
    .where('s.awb', 'in', awbs)
    .where('s.store_id', '=', store.storeId)
    .orderBy('s.id')
    .execute();
  if (rows.length === 0) throw new ShopError('not_found', t.noShipments);
  const doc = newPdf({ size: 'A4', margin: 40, title: t.manifest });
  doc.addPage();
  doc.font(BOLD).fontSize(16).text(`${store.businessName} · ${t.manifest}`);
  doc.font(REGULAR).fontSize(10).text(printedDate(rows[0]!.pickup_scheduled_date ?? new Date().toISOString()));
  doc.moveDown();
  rows.forEach((row, index) => {
    doc.font(BOLD).fontSize(11).text(`${index + 1}. ${row.awb}`, { continued: true }).font(REGULAR).text(`  ${row.courier_name ?? ''} · ${row.order_string} · ${row.delivered_city} ${row.delivered_pincode}`);
  });
  doc.moveDown(2);
  doc.fontSize(10).text(`${rows.length} ${rows.length === 1 ? 'parcel' : 'parcels'} · Courier's signature: ____________________`);
  return pdfBytes(doc);
}
