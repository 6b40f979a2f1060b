// E-way bills (docs/rules/seller.md#e-way-bills): shipping a consignment worth more than
// the threshold (₹50,000 by default, the invoice's value with tax) needs its 12-digit
// e-way bill number; without it the move is refused with a message naming why and
// nothing changes; with it the number is kept on the order, shown on the order page
// and printed on the invoice. The portal's JSON for such an order answers its fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { seller } from '@/lib/config';
import { GET as invoiceRoute } from '@/app/(console)/seller/orders/[orderId]/invoice.pdf/route';
import { GET as ewayBillRoute } from '@/app/(console)/seller/orders/[orderId]/eway-bill.json/route';
import { addPincodes, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { pdfPages } from './pdf-text';

let database: TestDatabase;
let dear: ProductRow; // priced so one piece passes the threshold
let cheap: ProductRow;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  [cheap, dear] = await plainProducts(database, 2, 5, 1);
  await database.db.updateTable('products').set({ stock: 50 }).where('id', 'in', [cheap!.id, dear!.id]).execute();
  await database.db.updateTable('products').set({ selling_price_paise: 6_000_000, mrp_paise: 7_000_000, hsn_code: '8418', gst_rate: 18 }).where('id', '=', dear!.id).execute();
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

/** A packed COD order of one piece of `product`; its id and its value in paise (what it charges, all of it invoiced). */
async function packedOrder(product: ProductRow): Promise<{ orderId: number; valuePaise: number }> {
  const shopper = await readyShopper(database, [[product, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  for (const to of ['confirmed', 'packed']) expect((await move(orderId, to)).status).toBe(200);
  const order = await database.db.selectFrom('orders').select('total_paid_paise').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, valuePaise: Number(order.total_paid_paise) };
}

const move = (orderId: number, to: string, extra: Record<string, unknown> = {}) =>
  sellerApi(database, 'orders/transition', { order_id: orderId, to, ...extra }, { cookie: packer.cookie });

/** ₹60,120 or ₹60,120.50, as the refusal names an amount. */
function shown(paise: number): string {
  const whole = new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100));
  return `₹${whole}${paise % 100 ? `.${String(paise % 100).padStart(2, '0')}` : ''}`;
}

function get(url: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
}
const params = (orderId: number) => ({ params: Promise.resolve({ orderId: String(orderId) }) });

// A courier gives each parcel its own AWB: one per order (a shipment's AWB is unique).
const ship = (orderId: number) => ({ courier: 'Delhivery', awb: `DLV6${String(orderId).padStart(8, '0')}` });

describe('shipping a consignment above the threshold', () => {
  it('is refused without the e-way bill number (409 naming the value and the threshold), and nothing changes', async () => {
    const { orderId, valuePaise } = await packedOrder(dear);
    expect(valuePaise).toBeGreaterThan(seller.ewayBillThresholdPaise);
    const view = await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: packer.cookie });
    expect(view.body.payload).toMatchObject({ needs_eway_bill: true, eway_bill_no: null, eway_bill_url: `/seller/orders/${orderId}/eway-bill.json` });

    const refused = await move(orderId, 'shipped', ship(orderId));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This order is worth ${shown(valuePaise)}, above ₹50,000: enter its e-way bill number (12 digits).`);
    const order = await database.db.selectFrom('orders').select(['status', 'courier', 'awb', 'eway_bill_no']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'packed', courier: null, awb: null, eway_bill_no: null });
    const documents = await database.db.selectFrom('tax_documents').select('id').where('order_id', '=', orderId).execute();
    expect(documents).toHaveLength(0);
  });

  it('refuses a number that is not 12 digits (400 on the field), and nothing changes', async () => {
    const { orderId } = await packedOrder(dear);
    for (const bad of ['12345678901', '1234567890123', '12345678901A']) {
      const refused = await move(orderId, 'shipped', { ...ship(orderId), eway_bill_no: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.eway_bill_no).toBe('An e-way bill number is 12 digits.');
    }
    const order = await database.db.selectFrom('orders').select(['status', 'eway_bill_no']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'packed', eway_bill_no: null });
  });

  it('ships with it: the number is on the order, its page, the invoice body and the invoice PDF', async () => {
    const { orderId } = await packedOrder(dear);
    const shipped = await move(orderId, 'shipped', { ...ship(orderId), eway_bill_no: '3410 1234 5678' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.payload).toMatchObject({ needs_eway_bill: true, eway_bill_no: '341012345678' });
    expect(shipped.body.payload.order.status).toBe('shipped');
    expect(shipped.body.payload.history.at(-1).note).toMatchObject({ eway_bill_no: '341012345678' });

    const row = await database.db.selectFrom('orders').select('eway_bill_no').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.eway_bill_no).toBe('341012345678');
    const invoice = await database.db.selectFrom('tax_documents').select('body').where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    expect(JSON.parse(invoice.body)).toMatchObject({ eway_bill_no: '341012345678' });
    const audit = await database.db.selectFrom('audit_log').select('after').where('action', '=', 'order.transition').where('object_id', '=', String(orderId)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 'shipped', eway_bill_no: '341012345678' });

    const pdf = await invoiceRoute(get(`/seller/orders/${orderId}/invoice.pdf`, packer.cookie), params(orderId));
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(await pdf.arrayBuffer())).join('\n');
    expect(text).toContain('E-way bill number');
    expect(text).toContain('341012345678');
  });
});

describe('below the threshold', () => {
  it('ships without an e-way bill number, and the invoice prints none', async () => {
    const { orderId, valuePaise } = await packedOrder(cheap);
    expect(valuePaise).toBeLessThanOrEqual(seller.ewayBillThresholdPaise);
    const shipped = await move(orderId, 'shipped', ship(orderId));
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.payload).toMatchObject({ needs_eway_bill: false, eway_bill_no: null, eway_bill_url: null });
    const pdf = await invoiceRoute(get(`/seller/orders/${orderId}/invoice.pdf`, packer.cookie), params(orderId));
    expect((await pdfPages(await pdf.arrayBuffer())).join('\n')).not.toContain('E-way bill');
  });
});

describe('the bulk move', () => {
  it('ships the orders that need no e-way bill and refuses, by name, the one without its number', async () => {
    const small = await packedOrder(cheap);
    const large = await packedOrder(dear);
    const answer = await sellerApi(database, 'orders/bulk-transition', {
      order_ids: [small.orderId, large.orderId], to: 'shipped',
      details: [{ order_id: small.orderId, courier: 'Delhivery', awb: 'DLV1' }, { order_id: large.orderId, courier: 'Delhivery', awb: 'DLV2' }],
    }, { cookie: packer.cookie });
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.payload.results;
    expect(first).toMatchObject({ order_id: small.orderId, moved: true });
    expect(second).toMatchObject({ order_id: large.orderId, moved: false, message: `This order is worth ${shown(large.valuePaise)}, above ₹50,000: enter its e-way bill number (12 digits).` });

    const again = await sellerApi(database, 'orders/bulk-transition', {
      order_ids: [large.orderId], to: 'shipped', details: [{ order_id: large.orderId, courier: 'Delhivery', awb: 'DLV2', eway_bill_no: '341099998888' }],
    }, { cookie: packer.cookie });
    expect(again.body.payload.results[0]).toMatchObject({ moved: true });
    const row = await database.db.selectFrom('orders').select(['status', 'eway_bill_no']).where('id', '=', large.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'shipped', eway_bill_no: '341099998888' });
  });
});

describe('the e-way bill portal export', () => {
  it('answers the fields the portal needs for the order, in its own names', async () => {
    const { orderId, valuePaise } = await packedOrder(dear);
    const order = await database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const before = await ewayBillRoute(get(`/seller/orders/${orderId}/eway-bill.json`, packer.cookie), params(orderId));
    expect(before.status).toBe(200);
    const draft = (await before.json()).billLists[0];
    // Before shipping, the invoice has no number yet; its values are already known.
    expect(draft).toMatchObject({ docType: 'INV', docNo: '', totInvValue: valuePaise / 100 });

    await move(orderId, 'shipped', { ...ship(orderId), eway_bill_no: '341011112222' });
    const invoice = JSON.parse((await database.db.selectFrom('tax_documents').select('body').where('order_id', '=', orderId).executeTakeFirstOrThrow()).body);
    const response = await ewayBillRoute(get(`/seller/orders/${orderId}/eway-bill.json`, packer.cookie), params(orderId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const bill = (await response.json()).billLists[0];
    const goods = invoice.lines.filter((l: { itemId: number | null }) => l.itemId !== null);
    const [y, m, d] = invoice.date.split('-');
    expect(bill).toMatchObject({
      supplyType: 'O', subSupplyType: 1, docType: 'INV', docNo: invoice.number, docDate: `${d}/${m}/${y}`,
      fromGstin: seller.gstin, fromTrdName: seller.legalName, fromPincode: 122015, fromStateCode: 6,
      toGstin: 'URP', toTrdName: order.delivered_name, toPincode: Number(order.delivered_pincode),
      totalValue: goods.reduce((s: number, l: { taxable: number }) => s + l.taxable, 0) / 100,
      cgstValue: goods.reduce((s: number, l: { cgst: number }) => s + l.cgst, 0) / 100,
      igstValue: goods.reduce((s: number, l: { igst: number }) => s + l.igst, 0) / 100,
      totInvValue: valuePaise / 100,
      transMode: 1, transDistance: '', transporterName: 'Delhivery', transDocNo: ship(orderId).awb,
    });
    expect(bill.itemList).toEqual([expect.objectContaining({ itemNo: 1, hsnCode: 8418, quantity: 1, qtyUnit: 'NOS', taxableAmount: goods[0].taxable / 100 })]);
    // Rates follow the invoice's tax kind: CGST + SGST within Haryana, IGST elsewhere.
    const item = bill.itemList[0];
    expect(item.cgstRate + item.sgstRate + item.igstRate).toBe(18);
  });

  it('names a business buyer by GSTIN and legal name, with the GSTIN\'s state as the place of supply', async () => {
    const { orderId } = await packedOrder(dear);
    // The order's copy of its address's GSTIN, as checkout writes it (docs/rules/addresses.md#business-buyers).
    await database.db.updateTable('orders').set({ buyer_gstin: '29AAGCB7383J1Z4', buyer_legal_name: 'Sethi Traders Private Limited' }).where('id', '=', orderId).execute();
    const order = await database.db.selectFrom('orders').select(['delivered_pincode', 'delivered_state']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const response = await ewayBillRoute(get(`/seller/orders/${orderId}/eway-bill.json`, packer.cookie), params(orderId));
    const bill = (await response.json()).billLists[0];
    expect(bill).toMatchObject({ toGstin: '29AAGCB7383J1Z4', toTrdName: 'Sethi Traders Private Limited', toStateCode: 29, toPincode: Number(order.delivered_pincode) });
    // Karnataka is not the seller's Haryana: IGST.
    expect(bill.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0, sgstRate: 0 });
    expect(bill.transType).toBe(order.delivered_state === 'Karnataka' ? 1 : 2);
  });

  it('is for staff only: no session 401, an unknown order 404', async () => {
    const { orderId } = await packedOrder(cheap);
    expect((await ewayBillRoute(get(`/seller/orders/${orderId}/eway-bill.json`), params(orderId))).status).toBe(401);
    expect((await ewayBillRoute(get('/seller/orders/99999999/eway-bill.json', packer.cookie), params(99999999))).status).toBe(404);
  });
});
