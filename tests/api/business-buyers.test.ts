// Business buyers (docs/rules/addresses.md#business-buyers): an address with a GSTIN and
// legal name is saved, listed and edited; a bad GSTIN is refused with a clear message and
// nothing is written; an order to it keeps the two, and its invoice, once shipped, is B2B:
// the body carries buyer_gstin and buyer_legal_name, the place of supply is the GSTIN's
// state, and the PDF names the buyer's GSTIN. Its credit note carries the same two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { writeTransaction } from '@/lib/db';
import { issueCreditNote } from '@/lib/documents/issue';
import { GET as invoiceRoute } from '@/app/(console)/seller/orders/[orderId]/invoice.pdf/route';
import { GET as creditNoteRoute } from '@/app/(console)/seller/orders/[orderId]/credit-note.pdf/route';
import { GET as shopperInvoiceRoute } from '@/app/(shop)/my-orders/[orderId]/invoice.pdf/route';
import { addAddress, addPincodes, api, cashOrder, goodAddress, loginByOtp, plainProducts, putInCart, type ProductRow } from './session';
import { addTestStaff, moveOrder, type TestStaff } from './seller-session';
import { pdfPages } from './pdf-text';

// Check characters by the GSTN's algorithm (lib/addresses/validate.test.ts tests it).
const HARYANA_GSTIN = '06AAGCB7383J1ZC'; // the seller's own state (06)
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const LEGAL_NAME = 'Umbrella Office Supplies LLP';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 5, 1);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const addressRows = async (customerId: number) =>
  database.db.selectFrom('addresses').select(['id', 'gstin', 'company_name']).where('customer_id', '=', customerId).execute();

describe('an address with a GSTIN', () => {
  it('is saved in capitals without spaces, listed, edited and cleared', async () => {
    const shopper = await loginByOtp(database);
    const added = await api(database, 'store/addToaddress', { store_id: 139, customer_id: shopper.customerId, ...goodAddress, gstin: ' 27aapfu0939 f1zv', company_name: ` ${LEGAL_NAME} ` }, { cookie: shopper.cookie });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.payload).toMatchObject({ gstin: MAHARASHTRA_GSTIN, company_name: LEGAL_NAME, name: 'Asha Verma' });
    const addressId = added.body.payload.address_id;

    const list = await api(database, 'store/addressList', { store_id: 139, customer_id: shopper.customerId }, { cookie: shopper.cookie });
    expect(list.status).toBe(200);
    expect(list.body.payload_addressList).toEqual([expect.objectContaining({ address_id: addressId, gstin: MAHARASHTRA_GSTIN, company_name: LEGAL_NAME })]);

    const moved = await api(database, 'store/updateToaddress', { store_id: 139, customer_id: shopper.customerId, address_id: addressId, ...goodAddress, gstin: HARYANA_GSTIN, company_name: 'Umbrella Haryana LLP' }, { cookie: shopper.cookie });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.payload).toMatchObject({ gstin: HARYANA_GSTIN, company_name: 'Umbrella Haryana LLP' });

    const cleared = await api(database, 'store/updateToaddress', { store_id: 139, customer_id: shopper.customerId, address_id: addressId, ...goodAddress, gstin: '', company_name: null }, { cookie: shopper.cookie });
    expect(cleared.status).toBe(200);
    expect(cleared.body.payload).toMatchObject({ gstin: null, company_name: null });
    expect(await addressRows(shopper.customerId)).toEqual([{ id: addressId, gstin: null, company_name: null }]);
  });

  it('a plain address answers gstin and company_name as null', async () => {
    const shopper = await loginByOtp(database);
    await addAddress(database, shopper);
    const list = await api(database, 'store/addressList', { store_id: 139, customer_id: shopper.customerId }, { cookie: shopper.cookie });
    expect(list.body.payload_addressList[0]).toMatchObject({ gstin: null, company_name: null });
  });

  it('a bad GSTIN, or one half of the pair, is a 400 naming the field, and nothing is written', async () => {
    const shopper = await loginByOtp(database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: '27AAPFU0939F1ZW', company_name: LEGAL_NAME }, 'gstin', 'Enter a valid GSTIN: the check character does not match.'],
      [{ gstin: '39AAPFU0939F1ZQ', company_name: LEGAL_NAME }, 'gstin', 'Enter a valid GSTIN: its first two digits must be an Indian GST state code.'],
      [{ gstin: '27AAPFU0939', company_name: LEGAL_NAME }, 'gstin', 'Enter a valid GSTIN: 15 letters and digits, like 27AAPFU0939F1ZV.'],
      [{ gstin: MAHARASHTRA_GSTIN }, 'company_name', 'Enter the legal name of your business, as on its GST registration.'],
      [{ company_name: LEGAL_NAME }, 'gstin', 'Enter the GSTIN of your business too, or leave the business name empty.'],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await api(database, 'store/addToaddress', { store_id: 139, customer_id: shopper.customerId, ...goodAddress, ...fields }, { cookie: shopper.cookie });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors).toEqual({ [field]: message });
    }
    expect(await addressRows(shopper.customerId)).toEqual([]);

    // An edit with a bad GSTIN leaves the saved address as it was.
    const addressId = await addAddress(database, shopper, { gstin: MAHARASHTRA_GSTIN, company_name: LEGAL_NAME });
    const refused = await api(database, 'store/updateToaddress', { store_id: 139, customer_id: shopper.customerId, address_id: addressId, ...goodAddress, gstin: '27AAPFU0939F1ZW', company_name: LEGAL_NAME }, { cookie: shopper.cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ gstin: 'Enter a valid GSTIN: the check character does not match.' });
    expect(await addressRows(shopper.customerId)).toEqual([{ id: addressId, gstin: MAHARASHTRA_GSTIN, company_name: LEGAL_NAME }]);
  });
});

function get(url: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
}
const params = (orderId: number) => ({ params: Promise.resolve({ orderId: String(orderId) }) });
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await pdfPages(await response.arrayBuffer())).join('\n');
}

/** A COD order of one unit to a new shopper's address (with these fields), shipped by the manager. */
async function shippedOrder(fields: Record<string, unknown>) {
  const shopper = await loginByOtp(database);
  const addressId = await addAddress(database, shopper, fields);
  await putInCart(database, shopper, products[0]!.id, 1);
  const placed = await cashOrder(database, { ...shopper, addressId });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId: number = placed.body.payload.order_id;
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `B2B${orderId}X` }]);
  const invoice = await database.db.selectFrom('tax_documents').select(['number', 'body']).where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
  return { shopper, addressId, orderId, invoice: { number: invoice.number, body: JSON.parse(invoice.body) } };
}

describe('an order to a business address', () => {
  it('keeps the GSTIN and legal name, and its invoice is B2B with the place of supply of the GSTIN', async () => {
    // Delivered to Bengaluru (Karnataka), billed to a GSTIN of Haryana, the seller's own state.
    const order = await shippedOrder({ pincode: '560001', gstin: HARYANA_GSTIN, company_name: LEGAL_NAME });
    const row = await database.db.selectFrom('orders').select(['buyer_gstin', 'buyer_legal_name', 'delivered_state']).where('id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ buyer_gstin: HARYANA_GSTIN, buyer_legal_name: LEGAL_NAME, delivered_state: 'Karnataka' });

    const body = order.invoice.body;
    expect(body).toMatchObject({
      title: 'Tax Invoice (B2B)', buyer_gstin: HARYANA_GSTIN, buyer_legal_name: LEGAL_NAME,
      placeOfSupply: { state: 'Haryana', code: '06' }, taxKind: 'intra',
      buyer: { name: 'Asha Verma', state: 'Karnataka', stateCode: '29' },
    });
    expect(body.totals.igst).toBe(0);
    expect(body.totals.cgst + body.totals.sgst + body.totals.taxable).toBe(body.totals.total);

    // A later edit of the address changes neither the order nor its invoice.
    const edited = await api(database, 'store/updateToaddress', { store_id: 139, address_id: order.addressId, ...goodAddress, gstin: '', company_name: '' }, { cookie: order.shopper.cookie });
    expect(edited.status).toBe(200);
    expect(await database.db.selectFrom('orders').select('buyer_gstin').where('id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({ buyer_gstin: HARYANA_GSTIN });

    const text = await pdfText(await invoiceRoute(get(`/seller/orders/${order.orderId}/invoice.pdf`, manager.cookie), params(order.orderId)));
    expect(text).toContain('Tax Invoice (B2B)');
    expect(text).toContain(`GSTIN: ${HARYANA_GSTIN}`);
    expect(text).toContain(LEGAL_NAME);
    expect(text).toMatch(/Place of supply\s+Haryana \(06\)/);
    expect(text).toContain('Ship to');
    expect(text).toContain('Bengaluru');
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
    // The shopper's own copy is the same document.
    const own = await pdfText(await shopperInvoiceRoute(get(`/my-orders/${order.orderId}/invoice.pdf`, order.shopper.cookie), params(order.orderId)));
    expect(own).toContain(`GSTIN: ${HARYANA_GSTIN}`);
  });

  it('a GSTIN of another state than the seller\'s is IGST, even when delivered in the seller\'s state', async () => {
    await database.db.insertInto('pincodes').values({ pincode: '122001', district: 'Gurugram', state: 'Haryana' }).onConflict((oc) => oc.column('pincode').doNothing()).execute();
    const order = await shippedOrder({ pincode: '122001', gstin: MAHARASHTRA_GSTIN, company_name: LEGAL_NAME });
    expect(order.invoice.body).toMatchObject({ buyer_gstin: MAHARASHTRA_GSTIN, placeOfSupply: { state: 'Maharashtra', code: '27' }, taxKind: 'inter', buyer: { state: 'Haryana' } });
    expect(order.invoice.body.totals.cgst).toBe(0);
  });

  it('an order to a plain address stays a consumer invoice, with the two fields null', async () => {
    const order = await shippedOrder({ pincode: '560001' });
    expect(order.invoice.body).toMatchObject({ title: 'Tax Invoice', buyer_gstin: null, buyer_legal_name: null, placeOfSupply: { state: 'Karnataka', code: '29' }, taxKind: 'inter' });
    const text = await pdfText(await invoiceRoute(get(`/seller/orders/${order.orderId}/invoice.pdf`, manager.cookie), params(order.orderId)));
    expect(text).toContain('Bill to / Ship to');
    expect(text).not.toContain('B2B');
  });

  it('its credit note carries the same buyer GSTIN and legal name, and prints them', async () => {
    const order = await shippedOrder({ pincode: '110001', gstin: MAHARASHTRA_GSTIN, company_name: LEGAL_NAME });
    const note = await writeTransaction(database, (tx) => issueCreditNote(tx, order.orderId, 'rto'));
    const row = await database.db.selectFrom('tax_documents').select('body').where('number', '=', note!.number).executeTakeFirstOrThrow();
    expect(JSON.parse(row.body)).toMatchObject({ kind: 'credit_note', title: 'Credit Note', buyer_gstin: MAHARASHTRA_GSTIN, buyer_legal_name: LEGAL_NAME, placeOfSupply: { code: '27' }, refersTo: { number: order.invoice.number } });
    const text = await pdfText(await creditNoteRoute(get(`/seller/orders/${order.orderId}/credit-note.pdf?number=${encodeURIComponent(note!.number)}`, manager.cookie), params(order.orderId)));
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain(LEGAL_NAME);
  });
});
