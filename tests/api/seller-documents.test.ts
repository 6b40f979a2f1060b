// GST documents, slips and labels (docs/rules/seller.md#documents): an invoice issued in
// a transaction is read back through the PDF routes with a staff cookie, and its text
// says what the law asks (number, GSTIN, CGST + SGST in the seller's state, IGST
// elsewhere, the rupee sign); credit notes number in their own series and name their
// invoice; nobody without a staff session prints anything, and a shopper downloads only
// their own order's invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { writeTransaction } from '@/lib/db';
import { seller } from '@/lib/config';
import { issueCreditNote, issueInvoice } from '@/lib/documents/issue';
import { financialYearOf } from '@/lib/documents/numbering';
import { GET as invoiceRoute } from '@/app/(console)/seller/orders/[orderId]/invoice.pdf/route';
import { GET as creditNoteRoute } from '@/app/(console)/seller/orders/[orderId]/credit-note.pdf/route';
import { GET as slipRoute } from '@/app/(console)/seller/orders/[orderId]/packing-slip.pdf/route';
import { GET as labelRoute } from '@/app/(console)/seller/orders/[orderId]/label.pdf/route';
import { GET as bulkLabelsRoute } from '@/app/(console)/seller/documents/labels.pdf/route';
import { GET as bulkSlipsRoute } from '@/app/(console)/seller/documents/packing-slips.pdf/route';
import { GET as shopperInvoiceRoute } from '@/app/(shop)/my-orders/[orderId]/invoice.pdf/route';
import { addAddress, addPincodes, api, cashOrder, loginByOtp, plainProducts, putInCart, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { pdfPages } from './pdf-text';
import { sellerTexts } from '@/lib/texts/seller';

let database: TestDatabase;
let products: ProductRow[];
let packer: TestStaff;
const fy = financialYearOf(new Date()).slice(2); // '26-27'

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  await database.db.insertInto('pincodes').values({ pincode: '122001', district: 'Gurugram', state: 'Haryana' }).onConflict((oc) => oc.column('pincode').doNothing()).execute();
  products = await plainProducts(database, 2, 20, 2);
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

/** A COD order of a new shopper delivered to this pincode: 2 of the first product, 1 of the second. */
async function placeOrder(pincode: string): Promise<{ shopper: ReadyShopper; orderId: number; orderString: string }> {
  const shopper = await loginByOtp(database);
  const addressId = await addAddress(database, shopper, { pincode });
  await putInCart(database, shopper, products[0]!.id, 2);
  await putInCart(database, shopper, products[1]!.id, 1);
  const ready = { ...shopper, addressId };
  const placed = await cashOrder(database, ready);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { shopper: ready, orderId: placed.body.payload.order_id, orderString: placed.body.payload.order_string };
}

function get(url: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
}
const params = (orderId: number | string) => ({ params: Promise.resolve({ orderId: String(orderId) }) });

async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await pdfPages(await response.arrayBuffer())).join('\n');
}

describe('the tax invoice', () => {
  let haryana: Awaited<ReturnType<typeof placeOrder>>;
  let karnataka: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    haryana = await placeOrder('122001');
    karnataka = await placeOrder('560001');
  });

  it('is numbered once per order, consecutively; a second issue returns the first', async () => {
    const first = await writeTransaction(database, (tx) => issueInvoice(tx, haryana.orderId));
    const again = await writeTransaction(database, (tx) => issueInvoice(tx, haryana.orderId));
    const second = await writeTransaction(database, (tx) => issueInvoice(tx, karnataka.orderId));
    expect(first.number).toBe(`INV/${fy}/000001`);
    expect(again).toEqual(first);
    expect(second.number).toBe(`INV/${fy}/000002`);
    const rows = await database.db.selectFrom('tax_documents').select('id').where('order_id', '=', haryana.orderId).execute();
    expect(rows).toHaveLength(1);
  });

  it('in the seller\'s state: CGST + SGST, the seller\'s GSTIN, HSN codes, the rupee sign and the amount in words', async () => {
    const text = await pdfText(await invoiceRoute(get(`/seller/orders/${haryana.orderId}/invoice.pdf`, packer.cookie), params(haryana.orderId)));
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`INV/${fy}/000001`);
    expect(text).toContain(seller.gstin);
    expect(text).toContain(seller.legalName);
    expect(text).toContain(haryana.orderString);
    expect(text).toMatch(/Place of supply\s+Haryana \(06\)/);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('₹');
    expect(text).toMatch(/Amount in words: Rupees [A-Za-z ]+ Only/);
    expect(text).toContain('Authorised signatory');
    const hsn = await database.db.selectFrom('products').select('hsn_code').where('id', '=', products[0]!.id).executeTakeFirstOrThrow();
    expect(hsn.hsn_code).toMatch(/^\d{4}$/);
    expect(text).toContain(hsn.hsn_code!);
  });

  it('in another state: IGST only', async () => {
    const text = await pdfText(await invoiceRoute(get(`/seller/orders/${karnataka.orderId}/invoice.pdf`, packer.cookie), params(karnataka.orderId)));
    expect(text).toContain(`INV/${fy}/000002`);
    expect(text).toMatch(/Place of supply\s+Karnataka \(29\)/);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('₹');
  });

  it('freezes what it prints, and its lines add up to what the shopper pays', async () => {
    const row = await database.db.selectFrom('tax_documents').select('body').where('order_id', '=', karnataka.orderId).executeTakeFirstOrThrow();
    const body = JSON.parse(row.body);
    const order = await database.db.selectFrom('orders').select('total_paid_paise').where('id', '=', karnataka.orderId).executeTakeFirstOrThrow();
    expect(body.totals.total).toBe(Number(order.total_paid_paise));
    expect(body.totals.taxable + body.totals.igst).toBe(body.totals.total);
    expect(body.lines.map((l: { hsn: string }) => l.hsn)).toEqual(expect.arrayContaining(['996812', '999799']));
    expect(body.buyer).toMatchObject({ name: 'Asha Verma', state: 'Karnataka', stateCode: '29' });
    // A later change of the product's rate does not touch an issued invoice.
    await database.db.updateTable('products').set({ gst_rate: 28 }).where('id', '=', products[0]!.id).execute();
    const again = await database.db.selectFrom('tax_documents').select('body').where('order_id', '=', karnataka.orderId).executeTakeFirstOrThrow();
    expect(again.body).toBe(row.body);
    await database.db.updateTable('products').set({ gst_rate: body.lines[0].rate }).where('id', '=', products[0]!.id).execute();
    await expect(database.db.updateTable('tax_documents').set({ body: '{}' }).where('order_id', '=', karnataka.orderId).execute()).rejects.toThrow(/append-only/);
  });

  it('is refused without a staff session (401, a shopper\'s session counts for nothing), 404 for an unknown order or one not yet invoiced', async () => {
    const anonymous = await invoiceRoute(get(`/seller/orders/${haryana.orderId}/invoice.pdf`), params(haryana.orderId));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Please log in to the seller console.');
    const asShopper = await invoiceRoute(get(`/seller/orders/${haryana.orderId}/invoice.pdf`, haryana.shopper.cookie), params(haryana.orderId));
    expect(asShopper.status).toBe(401);
    expect((await invoiceRoute(get('/seller/orders/99999999/invoice.pdf', packer.cookie), params(99999999))).status).toBe(404);
    expect((await invoiceRoute(get('/seller/orders/abc/invoice.pdf', packer.cookie), params('abc'))).status).toBe(404);
    const fresh = await placeOrder('110001');
    const notYet = await invoiceRoute(get(`/seller/orders/${fresh.orderId}/invoice.pdf`, packer.cookie), params(fresh.orderId));
    expect(notYet.status).toBe(404);
    expect((await notYet.json()).message).toMatch(/no invoice yet/);
  });

  it('the shopper downloads their own order\'s invoice, and sees its link; another customer gets a 404', async () => {
    const own = await pdfText(await shopperInvoiceRoute(get(`/my-orders/${haryana.orderId}/invoice.pdf`, haryana.shopper.cookie), params(haryana.orderId)));
    expect(own).toContain(`INV/${fy}/000001`);
    const other = await shopperInvoiceRoute(get(`/my-orders/${haryana.orderId}/invoice.pdf`, karnataka.shopper.cookie), params(haryana.orderId));
    expect(other.status).toBe(404);
    expect((await shopperInvoiceRoute(get(`/my-orders/${haryana.orderId}/invoice.pdf`), params(haryana.orderId))).status).toBe(401);
    expect((await shopperInvoiceRoute(get(`/my-orders/${haryana.orderId}/invoice.pdf`, packer.cookie), params(haryana.orderId))).status).toBe(401);

    const detail = await api(database, 'store/orderDetails', { order_id: haryana.orderId }, { cookie: haryana.shopper.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.payload_orderDetails).toMatchObject({ tax_invoice_number: `INV/${fy}/000001`, invoice_url: `/my-orders/${haryana.orderId}/invoice.pdf` });
    const fresh = await placeOrder('110001');
    const none = await api(database, 'store/orderDetails', { order_id: fresh.orderId }, { cookie: fresh.shopper.cookie });
    expect(none.body.payload_orderDetails).toMatchObject({ tax_invoice_number: null, invoice_url: null });
    expect((await shopperInvoiceRoute(get(`/my-orders/${fresh.orderId}/invoice.pdf`, fresh.shopper.cookie), params(fresh.orderId))).status).toBe(404);
  });

  describe('credit notes', () => {
    it('have their own series, refer to the invoice, are issued once per cause, and none without an invoice', async () => {
      const note = await writeTransaction(database, (tx) => issueCreditNote(tx, haryana.orderId, 'cancelled'));
      expect(note?.number).toBe(`CN/${fy}/000001`);
      expect(await writeTransaction(database, (tx) => issueCreditNote(tx, haryana.orderId, 'cancelled'))).toEqual(note);

      const items = await database.db.selectFrom('order_items').select('id').where('order_id', '=', karnataka.orderId).orderBy('id').execute();
      const partial = await writeTransaction(database, (tx) => issueCreditNote(tx, karnataka.orderId, 'return:7', [Number(items[1]!.id)]));
      expect(partial?.number).toBe(`CN/${fy}/000002`);

      const fresh = await placeOrder('110001');
      expect(await writeTransaction(database, (tx) => issueCreditNote(tx, fresh.orderId, 'cancelled'))).toBeNull();

      const whole = await pdfText(await creditNoteRoute(get(`/seller/orders/${haryana.orderId}/credit-note.pdf?number=${encodeURIComponent(note!.number)}`, packer.cookie), params(haryana.orderId)));
      expect(whole).toContain('Credit Note');
      expect(whole).toContain(note!.number);
      expect(whole).toMatch(new RegExp(`Against invoice\\s+INV/${fy}/000001`));
      expect(whole).toContain('Order cancelled');
      expect(whole).toContain('CGST');

      // The return credits only the returned item's line: no delivery charge on it.
      const body = JSON.parse((await database.db.selectFrom('tax_documents').select('body').where('number', '=', partial!.number).executeTakeFirstOrThrow()).body);
      expect(body.lines).toHaveLength(1);
      expect(body.lines[0].itemId).toBe(Number(items[1]!.id));
      expect(body.refersTo.number).toBe(`INV/${fy}/000002`);
      const returned = await pdfText(await creditNoteRoute(get(`/seller/orders/${karnataka.orderId}/credit-note.pdf?number=${encodeURIComponent(partial!.number)}`, packer.cookie), params(karnataka.orderId)));
      expect(returned).toContain('IGST');
      expect(returned).not.toContain('Delivery charge');

      // Another order's note number is not this order's document.
      expect((await creditNoteRoute(get(`/seller/orders/${karnataka.orderId}/credit-note.pdf?number=${encodeURIComponent(note!.number)}`, packer.cookie), params(karnataka.orderId))).status).toBe(404);
    });

    it('orders/detail answers the order\'s documents with their links, to every role', async () => {
      const listed = await sellerApi(database, 'orders/detail', { order_id: haryana.orderId }, { cookie: packer.cookie });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.payload.documents).toEqual([
        { kind: 'invoice', number: `INV/${fy}/000001`, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cause: 'shipped', url: `/seller/orders/${haryana.orderId}/invoice.pdf` },
        { kind: 'credit_note', number: `CN/${fy}/000001`, date: expect.any(String), cause: 'cancelled', url: `/seller/orders/${haryana.orderId}/credit-note.pdf?number=${encodeURIComponent(`CN/${fy}/000001`)}` },
      ]);
      expect(listed.body.payload.packing_slip_url).toBe(`/seller/orders/${haryana.orderId}/packing-slip.pdf`);
      expect(listed.body.payload.label_url).toBe(`/seller/orders/${haryana.orderId}/label.pdf`);
      expect((await sellerApi(database, 'orders/detail', { order_id: haryana.orderId })).status).toBe(401);
      expect((await sellerApi(database, 'orders/detail', { order_id: 99999999 }, { cookie: packer.cookie })).status).toBe(404);
      expect((await sellerApi(database, 'orders/detail', { order_id: 'x' }, { cookie: packer.cookie })).status).toBe(400);
    });
  });

  describe('packing slips and labels', () => {
    it('a slip lists items and quantities without prices; a label the address, phone, order, courier, AWB and the cash to collect', async () => {
      await database.db.updateTable('orders').set({ courier: 'Delhivery', awb: 'AWB1234567890' }).where('id', '=', haryana.orderId).execute();
      const slip = await pdfText(await slipRoute(get(`/seller/orders/${haryana.orderId}/packing-slip.pdf`, packer.cookie), params(haryana.orderId)));
      expect(slip).toContain('Packing Slip');
      expect(slip).toContain(haryana.orderString);
      expect(slip).not.toContain('₹');
      expect(slip).toMatch(/3 units in 2 lines/);

      const label = await pdfText(await labelRoute(get(`/seller/orders/${haryana.orderId}/label.pdf`, packer.cookie), params(haryana.orderId)));
      const order = await database.db.selectFrom('orders').select('total_paid_paise').where('id', '=', haryana.orderId).executeTakeFirstOrThrow();
      const rupees = (Number(order.total_paid_paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(label).toContain(`COD: COLLECT ₹${rupees}`);
      expect(label).toContain('AWB1234567890');
      expect(label).toContain('Delhivery');
      expect(label).toContain('PIN 122001');
      expect(label).toContain('Phone 9876543210');
      expect(label).toContain(haryana.orderString);
      expect((await labelRoute(get(`/seller/orders/${haryana.orderId}/label.pdf`), params(haryana.orderId))).status).toBe(401);
    });

    it('a label prints only once the order has an AWB: before, 409 with the reason, alone or in bulk by order number', async () => {
      const single = await labelRoute(get(`/seller/orders/${karnataka.orderId}/label.pdf`, packer.cookie), params(karnataka.orderId));
      expect(single.status).toBe(409);
      expect(single.headers.get('content-type')).toContain('application/json');
      expect((await single.json()).message).toBe(sellerTexts.labels.labelNeedsAwb(karnataka.orderString));
      const bulk = await bulkLabelsRoute(get(`/seller/documents/labels.pdf?order_ids=${haryana.orderId},${karnataka.orderId}`, packer.cookie));
      expect(bulk.status).toBe(409);
      const body = await bulk.json();
      expect(body.message).toBe(sellerTexts.labels.labelsNeedAwb([karnataka.orderString]));
      expect(body.orders_without_awb).toEqual([karnataka.orderString]);
      // The packing slip needs no AWB.
      expect((await slipRoute(get(`/seller/orders/${karnataka.orderId}/packing-slip.pdf`, packer.cookie), params(karnataka.orderId))).status).toBe(200);
    });

    it('in bulk: one page per order in one PDF; a prepaid order says PREPAID; bad or unknown ids are refused', async () => {
      await database.db.updateTable('orders').set({ paymentmode: 'online', payment_status: 'paid', courier: 'Blue Dart', awb: '90123456789' }).where('id', '=', karnataka.orderId).execute();
      const ids = `${haryana.orderId},${karnataka.orderId}`;
      const response = await bulkLabelsRoute(get(`/seller/documents/labels.pdf?order_ids=${ids}`, packer.cookie));
      expect(response.status).toBe(200);
      const pages = await pdfPages(await response.arrayBuffer());
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain(haryana.orderString);
      expect(pages[0]).toContain('COD: COLLECT ₹');
      expect(pages[1]).toContain(karnataka.orderString);
      expect(pages[1]).toContain('PREPAID');

      const slips = await bulkSlipsRoute(get(`/seller/documents/packing-slips.pdf?order_ids=${ids}`, packer.cookie));
      expect(await pdfPages(await slips.arrayBuffer())).toHaveLength(2);

      const bad = await bulkLabelsRoute(get('/seller/documents/labels.pdf?order_ids=1,x', packer.cookie));
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors).toHaveProperty('order_ids');
      expect((await bulkLabelsRoute(get('/seller/documents/labels.pdf', packer.cookie))).status).toBe(400);
      const unknown = await bulkSlipsRoute(get(`/seller/documents/packing-slips.pdf?order_ids=${haryana.orderId},99999999`, packer.cookie));
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).message).toContain('99999999');
      expect((await bulkSlipsRoute(get(`/seller/documents/packing-slips.pdf?order_ids=${ids}`))).status).toBe(401);
    });
  });
});
