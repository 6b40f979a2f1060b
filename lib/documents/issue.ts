// GST documents issued by order moves (docs/rules/seller.md#documents): an invoice when
// an order ships, a credit note when an invoiced order is cancelled, refused (RTO) or
// returned. Both are issued inside the transaction of the move that causes them, once
// per cause (the unique order_id + kind + cause: a second call returns the first), and
// never changed afterwards (tax_documents is append-only). The move audits itself; an
// issue has no staff member of its own to name.
import 'server-only';
import type { Selectable } from 'kysely';
import type { DB, Tx } from '@/lib/db';
import type { OrderTable } from '@/lib/db/schema';
import { picksLine, picksOf } from '@/lib/products/unit-picks';
import { seller } from '@/lib/config';
import { gstinState } from '@/lib/addresses/gstin';
import { amountInWords, gstState, invoiceLines, invoiceTotals, taxKindFor, type InvoiceLine } from './gst';
import { indianDateOf, nextDocumentNumber } from './numbering';
import type { DocumentBody, DocumentKind } from './types';

export interface IssuedDocument {
  number: string;
  id: number;
  kind: DocumentKind;
  /** The date printed (India, YYYY-MM-DD). */
  date: string;
}

/** The cause of an order's invoice: it is issued when the order ships. */
export const INVOICE_CAUSE = 'shipped';

const CREDIT_REASONS: Record<string, string> = {
  cancelled: 'Order cancelled',
  rto: 'Refused at delivery and returned to origin (RTO)',
};

function reasonOf(cause: string): string {
  if (cause.startsWith('return:')) return 'Goods returned';
  return CREDIT_REASONS[cause] ?? cause;
}

async function existing(tx: Tx, orderId: number, kind: DocumentKind, cause: string): Promise<IssuedDocument | null> {
  const row = await tx
    .selectFrom('tax_documents')
    .select(['id', 'number', 'kind', 'body'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('cause', '=', cause)
    .executeTakeFirst();
  return row ? { id: Number(row.id), number: row.number, kind: row.kind, date: (JSON.parse(row.body) as DocumentBody).date } : null;
}

async function insertDocument(tx: Tx, owner: { company_id: number; store_id: number }, orderId: number, body: DocumentBody, sequence: number): Promise<IssuedDocument> {
  const row = await tx
    .insertInto('tax_documents')
    .values({
      company_id: owner.company_id, store_id: owner.store_id, order_id: orderId, kind: body.kind, number: body.number,
      financial_year: body.financialYear, sequence, cause: body.cause, body: JSON.stringify(body), created_at: body.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), number: body.number, kind: body.kind, date: body.date };
}

function sellerParty(): DocumentBody['seller'] {
  const state = gstState(seller.state);
  return { name: seller.legalName, address: [seller.address], state: state.name, stateCode: seller.stateCode || state.code, gstin: seller.gstin };
}

/**
 * The invoice an order gets from its items as they stand: its lines, totals, tax kind and
 * place of supply. issueInvoice numbers and keeps it; lib/documents/eway-bill.ts prices a
 * consignment with it before shipping, so both always agree.
 */
export async function invoiceFor(db: DB | Tx, order: Selectable<OrderTable>) {
  const items = await db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.id', 'order_items.product_name', 'order_items.quantity', 'order_items.unit_price_paise', 'order_items.total_paise', 'order_items.unit_picks', 'products.hsn_code', 'products.gst_rate'])
    .where('order_items.order_id', '=', Number(order.id))
    .where('order_items.cancel_status', '=', 0)
    .orderBy('order_items.id')
    .execute();

  const goodsPaise = items.reduce((sum, i) => sum + Number(i.total_paise), 0);
  const subtotal = Number(order.subtotal_paise);
  // Items the shopper cancelled before shipping leave the order's fee and discount as
  // they were recorded; the invoice charges them in proportion to the goods shipped.
  const share = (paise: number) => (subtotal > 0 && goodsPaise !== subtotal ? Math.round((Number(paise) * goodsPaise) / subtotal) : Number(paise));
  const delivery = gstState(order.delivered_state);
  // A registered buyer's place of supply is their GSTIN's state (bill to / ship to).
  const b2b = order.buyer_gstin ? { gstin: order.buyer_gstin, legalName: order.buyer_legal_name ?? order.delivered_name } : null;
  const place = b2b ? gstinState(b2b.gstin) : delivery;
  const kind = taxKindFor(place.name, seller.state, seller.stateCode);
  const { lines, totals } = invoiceLines({
    goods: items.map((i) => ({
      // A unit sold by serial or IMEI number is named on its line (docs/rules/products.md#units).
      itemId: Number(i.id), description: i.unit_picks ? `${i.product_name}\n${picksLine(picksOf(i.unit_picks))}` : i.product_name, hsn: i.hsn_code ?? null, quantity: Number(i.quantity),
      unitPaise: Number(i.unit_price_paise), totalPaise: Number(i.total_paise), rate: i.gst_rate === null || i.gst_rate === undefined ? 18 : Number(i.gst_rate),
    })),
    deliveryPaise: Number(order.delivery_charge_paise),
    handlingFeePaise: share(order.handling_fee_paise),
    discountPaise: share(Number(order.digital_discount_paise) + Number(order.coupon_value_paise)),
    kind,
  });
  return { lines, totals, kind, delivery, b2b, place };
}

/** The order's tax invoice, issued once (a second call returns the first). */
export async function issueInvoice(tx: Tx, orderId: number): Promise<IssuedDocument> {
  const already = await existing(tx, orderId, 'invoice', INVOICE_CAUSE);
  if (already) return already;
  const order = await tx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new Error(`issueInvoice: no order ${orderId}`);
  const { lines, totals, kind, delivery, b2b, place } = await invoiceFor(tx, order);

  const now = new Date();
  const numbered = await nextDocumentNumber(tx, Number(order.company_id), 'invoice', now);
  const body: DocumentBody = {
    version: 1, kind: 'invoice', title: b2b ? 'Tax Invoice (B2B)' : 'Tax Invoice', number: numbered.number, date: indianDateOf(now), issuedAt: now.toISOString(),
    financialYear: numbered.financialYear, cause: INVOICE_CAUSE, refersTo: null, reason: null,
    order: { id: Number(order.id), orderString: order.order_string, placedAt: order.created_at, paymentMode: order.paymentmode },
    seller: sellerParty(),
    buyer: {
      name: order.delivered_name,
      address: [order.delivered_house_no, order.delivered_street, `${order.delivered_city}, ${delivery.name} ${order.delivered_pincode}`].filter((l) => l.trim() !== ''),
      state: delivery.name, stateCode: delivery.code, contact: order.delivered_contact,
    },
    buyer_gstin: b2b?.gstin ?? null, buyer_legal_name: b2b?.legalName ?? null,
    placeOfSupply: { state: place.name, code: place.code },
    taxKind: kind, reverseCharge: false, lines, totals, amountInWords: amountInWords(totals.total),
    eway_bill_no: order.eway_bill_no ?? null, // stored by the ship move just before, in this transaction
    // Partial COD: what was paid online upfront, and the rest of the invoice's total collected in cash.
    cod_split: order.paymentmode === 'cash' && Number(order.cod_upfront_paise) > 0
      ? { online_paise: Number(order.cod_upfront_paise), cash_paise: Math.max(0, totals.total - Number(order.cod_upfront_paise)) }
      : null,
  };
  return insertDocument(tx, order, orderId, body, numbered.sequence);
}

/**
 * A credit note against the order's invoice for `cause` ('cancelled', 'rto', or
 * 'return:<return id>' for the returned item's lines only); null when the order was
 * never invoiced (nothing to credit). Once per cause. It copies the invoice's own lines
 * (the whole invoice, or the lines of `itemIds`), so it credits exactly what was charged.
 */
export async function issueCreditNote(tx: Tx, orderId: number, cause: string, itemIds?: number[]): Promise<IssuedDocument | null> {
  const already = await existing(tx, orderId, 'credit_note', cause);
  if (already) return already;
  const invoice = await tx
    .selectFrom('tax_documents')
    .select(['body', 'company_id', 'store_id'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .where('cause', '=', INVOICE_CAUSE)
    .executeTakeFirst();
  if (!invoice) return null;
  const charged = JSON.parse(invoice.body) as DocumentBody;
  // A return credits the returned goods only; delivery and the COD fee were services given.
  const lines: InvoiceLine[] = itemIds === undefined ? charged.lines : charged.lines.filter((l) => l.itemId !== null && itemIds.includes(l.itemId));
  if (lines.length === 0) throw new Error(`issueCreditNote: none of items ${itemIds?.join(', ')} is on invoice ${charged.number}`);
  const totals = invoiceTotals(lines);

  const now = new Date();
  const numbered = await nextDocumentNumber(tx, Number(invoice.company_id), 'credit_note', now);
  const body: DocumentBody = {
    ...charged,
    kind: 'credit_note', title: 'Credit Note', number: numbered.number, date: indianDateOf(now), issuedAt: now.toISOString(),
    financialYear: numbered.financialYear, cause, refersTo: { number: charged.number, date: charged.date }, reason: reasonOf(cause),
    seller: sellerParty(), lines, totals, amountInWords: amountInWords(totals.total),
  };
  return insertDocument(tx, invoice, orderId, body, numbered.sequence);
}
