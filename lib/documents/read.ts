// Reading issued documents and what the packing slip and shipping label print
// (docs/rules/seller.md#documents). Documents are read back exactly as frozen.
import 'server-only';
import type { DB } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { store } from '@/lib/config';
import { gstState } from './gst';
import { INVOICE_CAUSE } from './issue';
import type { DocumentBody, OrderDocument } from './types';
import { picksOf, type UnitPick } from '@/lib/products/unit-picks';

export const documentUrls = {
  invoice: (orderId: number) => `/seller/orders/${orderId}/invoice.pdf`,
  creditNote: (orderId: number, number: string) => `/seller/orders/${orderId}/credit-note.pdf?number=${encodeURIComponent(number)}`,
  packingSlip: (orderId: number) => `/seller/orders/${orderId}/packing-slip.pdf`,
  label: (orderId: number) => `/seller/orders/${orderId}/label.pdf`,
  shopperInvoice: (orderId: number) => `/my-orders/${orderId}/invoice.pdf`,
};

/** The order's documents, oldest first, for the console's order page. */
export async function documentsOfOrder(db: DB, orderId: number): Promise<OrderDocument[]> {
  const rows = await db.selectFrom('tax_documents').select(['kind', 'number', 'cause', 'body']).where('order_id', '=', orderId).where('company_id', '=', store.companyId).orderBy('id').execute();
  return rows.map((r) => ({
    kind: r.kind,
    number: r.number,
    date: (JSON.parse(r.body) as DocumentBody).date,
    cause: r.cause,
    url: r.kind === 'invoice' ? documentUrls.invoice(orderId) : documentUrls.creditNote(orderId, r.number),
  }));
}

/** The order's invoice as issued, or null before it ships. */
export async function invoiceOf(db: DB, orderId: number): Promise<DocumentBody | null> {
  const row = await db.selectFrom('tax_documents').select('body').where('order_id', '=', orderId).where('kind', '=', 'invoice').where('cause', '=', INVOICE_CAUSE).where('company_id', '=', store.companyId).executeTakeFirst();
  return row ? (JSON.parse(row.body) as DocumentBody) : null;
}

/** One credit note of the order by its number, or a 404. */
export async function creditNoteOf(db: DB, orderId: number, number: string): Promise<DocumentBody> {
  const row = await db.selectFrom('tax_documents').select('body').where('order_id', '=', orderId).where('kind', '=', 'credit_note').where('number', '=', number).where('company_id', '=', store.companyId).executeTakeFirst();
  if (!row) throw new ShopError('not_found', sellerTexts.documentNotFound);
  return JSON.parse(row.body) as DocumentBody;
}

/** What a packing slip and a shipping label print of one order. */
export interface ShipmentView {
  orderId: number;
  orderString: string;
  placedAt: string;
  name: string;
  address: string[];
  pincode: string;
  contact: string;
  courier: string | null;
  awb: string | null;
  /** Cash to collect at the door, paise; null when prepaid. */
  codPaise: number | null;
  /** Each live item; `units` are the pieces packed for it (IMEI or serial), empty before packing or for an item not sold by unit. */
  items: { name: string; sku: string | null; quantity: number; units: UnitPick[] }[];
}

/** The shipments of these orders of the store, in the order asked; a 404 naming any unknown one. */
export async function shipmentsOf(db: DB, orderIds: number[]): Promise<ShipmentView[]> {
  if (orderIds.length === 0) return [];
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_string', 'created_at', 'delivered_name', 'delivered_house_no', 'delivered_street', 'delivered_city', 'delivered_state', 'delivered_pincode', 'delivered_contact', 'courier', 'awb', 'paymentmode', 'payment_status', 'total_paid_paise', 'cod_upfront_paise'])
    .where('id', 'in', orderIds)
    .where('company_id', '=', store.companyId)
    .where('status', 'not in', ['pending_payment', 'payment_failed'])
    .execute();
  const missing = orderIds.filter((id) => !orders.some((o) => Number(o.id) === id));
  if (missing.length > 0) throw new ShopError('not_found', sellerTexts.documentOrdersNotFound(missing));
  const items = await db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.order_id', 'order_items.product_name', 'order_items.quantity', 'order_items.unit_picks', 'products.sku_no'])
    .where('order_items.order_id', 'in', orderIds)
    .where('order_items.cancel_status', '=', 0)
    .orderBy('order_items.id')
    .execute();
  return orderIds.map((id) => {
    const o = orders.find((row) => Number(row.id) === id)!;
    const state = gstState(o.delivered_state).name;
    return {
      orderId: id,
      orderString: o.order_string,
      placedAt: o.created_at,
      name: o.delivered_name,
      address: [o.delivered_house_no, o.delivered_street, `${o.delivered_city}, ${state}`].filter((l) => l.trim() !== ''),
      pincode: o.delivered_pincode,
      contact: o.delivered_contact,
      courier: o.courier ?? null,
      awb: o.awb ?? null,
      // The cash to collect: a partial-COD order's upfront part was paid online (docs/rules/cod.md#partial-cod).
      codPaise: o.paymentmode === 'cash' && o.payment_status !== 'paid' ? Number(o.total_paid_paise) - Number(o.cod_upfront_paise) : null,
      items: items.filter((i) => Number(i.order_id) === id).map((i) => ({ name: i.product_name, sku: i.sku_no ?? null, quantity: Number(i.quantity), units: picksOf(i.unit_picks) })),
    };
  });
}

/** The id of the shopper's own order, or a 404 (someone else's order reads as unknown). */
export async function shopperOrderId(db: DB, customerId: number, orderId: number): Promise<number> {
  const row = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('customer_id', '=', customerId).where('company_id', '=', store.companyId).executeTakeFirst();
  if (!row) throw new ShopError('not_found', screenTexts.orderNotFound);
  return Number(row.id);
}

/** A 404 unless the store has this order (a placed one: not an unpaid checkout). */
export async function orderExists(db: DB, orderId: number): Promise<void> {
  const row = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('company_id', '=', store.companyId).where('status', 'not in', ['pending_payment', 'payment_failed']).executeTakeFirst();
  if (!row) throw new ShopError('not_found', screenTexts.orderNotFound);
}
