// E-way bills (docs/rules/seller.md#e-way-bills). A consignment worth more than the
// threshold (the invoice's value, tax included; CGST Rule 138) may not move without an
// e-way bill: shipping such an order needs its 12-digit number. Before the order ships
// its invoice does not exist yet, so its value is worked out here the way issueInvoice
// will work it out (lib/documents/issue.ts: the same lines, fee share and discount);
// once issued, the invoice itself is read. The export gives the e-way bill portal's
// bulk-upload JSON (its own field names) so the seller does not retype the invoice.
import 'server-only';
import type { DB, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { seller, store } from '@/lib/config';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { gstState, type InvoiceLine } from './gst';
import { invoiceOf } from './read';
import { invoiceFor } from './issue';
import { gstinState } from '@/lib/addresses/gstin';

/** An e-way bill number: 12 digits (spaces a person types are dropped first). */
export const EWAY_BILL_NO = /^\d{12}$/;
export const normaliseEwayBillNo = (raw: string) => raw.replace(/\s+/g, '');

/** More than the threshold needs an e-way bill; exactly the threshold does not. */
export const needsEwayBill = (valuePaise: number) => valuePaise > seller.ewayBillThresholdPaise;

/** The invoice the order would get if it shipped now (no number, nothing written). */
async function invoiceDraft(db: DB | Tx, orderId: number) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  return order ? invoiceFor(db, order) : null;
}

/** The consignment's value in paise: what the order's invoice totals (tax included). */
export async function consignmentValuePaise(db: DB | Tx, orderId: number): Promise<number> {
  const issued = await invoiceOf(db as DB, orderId);
  if (issued) return issued.totals.total;
  return (await invoiceDraft(db, orderId))?.totals.total ?? 0;
}

/** Whole rupees as the refusal names them ("₹60,000"), paise only when there are some. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100).toString();
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const odd = paise % 100;
  return `₹${head ? `${head},${last3}` : last3}${odd ? `.${String(odd).padStart(2, '0')}` : ''}`;
}

const amount = (paise: number) => Math.round(paise) / 100;
/** dd/mm/yyyy, as the portal reads a document date. */
const portalDate = (isoDay: string) => isoDay.split('-').reverse().join('/');
const stateNumber = (code: string | null) => (code ? Number(code) : 0);

/** The seller's pincode and town, read from the configured address ("…, Gurugram, Haryana 122015"). */
function sellerPlace(): { pincode: number; place: string; lines: string[] } {
  const parts = seller.address.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const pincode = Number(/(\d{6})\s*$/.exec(seller.address)?.[1] ?? 0);
  const place = parts.length >= 2 ? parts[parts.length - 2]! : '';
  const head = parts.slice(0, Math.max(parts.length - 2, 1));
  const half = Math.ceil(head.length / 2);
  return { pincode, place, lines: [head.slice(0, half).join(', '), head.slice(half).join(', ')] };
}

/**
 * The e-way bill portal's bulk-upload JSON for one order (its field names; amounts in
 * rupees, dates dd/mm/yyyy): the issued invoice when there is one, else the invoice the
 * order will get, with the document number blank until it ships. Transport by road;
 * the distance is not known to the shop and is left blank for the seller to fill.
 */
export async function ewayBillExport(db: DB, orderId: number) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('store_id', '=', store.storeId).executeTakeFirst();
  if (!order) throw new ShopError('not_found', screenTexts.orderNotFound);
  const issued = await invoiceOf(db, orderId);
  const draft = issued ? { lines: issued.lines, totals: issued.totals, kind: issued.taxKind } : (await invoiceDraft(db, orderId))!;
  const goods = draft.lines.filter((l) => l.itemId !== null);
  const services = draft.lines.filter((l) => l.itemId === null);
  const sum = (lines: InvoiceLine[], pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const from = sellerPlace();
  const to = gstState(order.delivered_state);
  // Billed to a registered buyer: their GSTIN, legal name and state (the place of supply); shipped to the delivery address.
  const billedCode = order.buyer_gstin ? gstinState(order.buyer_gstin).code : to.code;
  const fromCode = stateNumber(seller.stateCode || gstState(seller.state).code);
  const rate = (l: InvoiceLine) => l.rate;
  return {
    version: '1.0.0421',
    billLists: [{
      userGstin: seller.gstin,
      supplyType: 'O', // outward
      subSupplyType: 1, // supply
      subSupplyDesc: '',
      docType: 'INV',
      docNo: issued?.number ?? '',
      docDate: issued ? portalDate(issued.date) : '',
      transType: billedCode === to.code ? 1 : 2, // 1 regular; 2 billed to one state, shipped to another
      fromGstin: seller.gstin,
      fromTrdName: seller.legalName,
      fromAddr1: from.lines[0] ?? '',
      fromAddr2: from.lines[1] ?? '',
      fromPlace: from.place,
      fromPincode: from.pincode,
      fromStateCode: fromCode,
      actualFromStateCode: fromCode,
      toGstin: order.buyer_gstin ?? 'URP', // URP: an unregistered person
      toTrdName: order.buyer_legal_name ?? order.delivered_name,
      toAddr1: order.delivered_house_no,
      toAddr2: order.delivered_street,
      toPlace: order.delivered_city,
      toPincode: Number(order.delivered_pincode),
      toStateCode: stateNumber(billedCode),
      actualToStateCode: stateNumber(to.code),
      totalValue: amount(sum(goods, (l) => l.taxable)),
      cgstValue: amount(sum(goods, (l) => l.cgst)),
      sgstValue: amount(sum(goods, (l) => l.sgst)),
      igstValue: amount(sum(goods, (l) => l.igst)),
      cessValue: 0,
      TotNonAdvolVal: 0,
      // Delivery and the COD fee are services on the same invoice: the portal's "other value".
      OthValue: amount(sum(services, (l) => l.value)),
      totInvValue: amount(draft.totals.total),
      transMode: 1, // road
      transDistance: '',
      transporterName: order.courier ?? '',
      transporterId: '',
      transDocNo: order.awb ?? '',
      transDocDate: '',
      vehicleNo: '',
      vehicleType: 'R',
      itemList: goods.map((l, index) => ({
        itemNo: index + 1,
        productName: l.description.split('\n')[0]!,
        productDesc: l.description.split('\n')[0]!,
        hsnCode: Number(l.hsn ?? 0),
        quantity: l.quantity,
        qtyUnit: 'NOS',
        taxableAmount: amount(l.taxable),
        cgstRate: draft.kind === 'intra' ? rate(l) / 2 : 0,
        sgstRate: draft.kind === 'intra' ? rate(l) / 2 : 0,
        igstRate: draft.kind === 'inter' ? rate(l) : 0,
        cessRate: 0,
        cessNonAdvol: 0,
      })),
    }],
  };
}

export type EwayBillExport = Awaited<ReturnType<typeof ewayBillExport>>;

/**
 * The e-way bill number to store when the order ships (inside the move's transaction):
 * a number given must be 12 digits (400); an order worth more than the threshold needs
 * one (409 naming its value and the threshold); below it, none is needed (null) but one
 * given is kept.
 */
export async function ewayBillForShipping(tx: Tx, orderId: number, given: string | undefined): Promise<string | null> {
  const number = given === undefined ? '' : normaliseEwayBillNo(given);
  if (number !== '' && !EWAY_BILL_NO.test(number)) {
    throw new ShopError('invalid', sellerTexts.ewayBillInvalid, { errors: { eway_bill_no: sellerTexts.ewayBillInvalid } });
  }
  if (number !== '') return number;
  const value = await consignmentValuePaise(tx, orderId);
  if (needsEwayBill(value)) {
    const message = sellerTexts.ewayBillRequired(rupeesInWords(value), rupeesInWords(seller.ewayBillThresholdPaise));
    throw new ShopError('conflict', message, { errors: { eway_bill_no: message } });
  }
  return null;
}

export const ewayBillUrl = (orderId: number) => `/seller/orders/${orderId}/eway-bill.json`;

/** What the console's order page shows of the order's e-way bill. */
export async function ewayBillOfOrder(db: DB, orderId: number) {
  const [value, row] = await Promise.all([
    consignmentValuePaise(db, orderId),
    db.selectFrom('orders').select('eway_bill_no').where('id', '=', orderId).executeTakeFirst(),
  ]);
  const needs = needsEwayBill(value);
  return {
    needs_eway_bill: needs,
    consignment_value: rupeesFromPaise(value),
    eway_bill_threshold: rupeesFromPaise(seller.ewayBillThresholdPaise),
    eway_bill_no: row?.eway_bill_no ?? null,
    eway_bill_url: needs ? ewayBillUrl(orderId) : null,
  };
}
