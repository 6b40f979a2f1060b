// GSTR-1 for a month (docs/rules/gst.md) over a seeded month of the shop's own documents:
// an intra-state sale (Haryana, the seller's state), an inter-state sale (Karnataka), a
// B2B order to a registered buyer, an inter-state invoice above ₹1,00,000 to an
// unregistered buyer, a cancelled invoiced order and a return (credit notes), and a
// credit note on the large invoice. Invoices are issued by shipping through the seller
// API, credit notes as the cancel, RTO and return moves issue them. Every section of the
// offline tool's JSON is checked against figures this test works out itself from the
// issued documents' lines (in paise), not with the code under test; the HSN summary and
// the documents table against the documents issued; the spreadsheet's sheets; owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { writeTransaction } from '@/lib/db';
import { seller } from '@/lib/config';
import { issueCreditNote } from '@/lib/documents/issue';
import type { DocumentBody } from '@/lib/documents/types';
import { GET as jsonRoute } from '@/app/(console)/seller/gst/gstr1.json/route';
import { GET as xlsxRoute } from '@/app/(console)/seller/gst/gstr1.xlsx/route';
import { addAddress, addPincodes, cashOrder, loginByOtp, plainProducts, putInCart, type ProductRow } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let products: ProductRow[];
let big: ProductRow;
let owner: TestStaff;
let manager: TestStaff;

const BUYER_GSTIN = '29AAACB1234C1Z5';
const BUYER_NAME = 'Bengaluru Office Supplies Pvt Ltd';
const HARYANA = '122001';
const KARNATAKA = '560001';

interface Doc { id: number; order_id: number; kind: 'invoice' | 'credit_note'; number: string; sequence: number; body: DocumentBody }
const orders: Record<'intra' | 'inter' | 'b2b' | 'large' | 'cancelled', number> = { intra: 0, inter: 0, b2b: 0, large: 0, cancelled: 0 };
let docs: Doc[] = [];
let period = '';

async function placeAndShip(pincode: string, lines: [ProductRow, number][], b2b = false): Promise<number> {
  const shopper = await loginByOtp(database);
  const addressId = await addAddress(database, shopper, { pincode });
  for (const [product, quantity] of lines) await putInCart(database, shopper, product.id, quantity);
  const placed = await cashOrder(database, { ...shopper, addressId });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId: number = placed.body.payload.order_id;
  // A business buyer's order, as placing it to an address with a GSTIN records it (the
  // order keeps the buyer's GSTIN and legal name; its invoice is B2B).
  if (b2b) await database.db.updateTable('orders').set({ buyer_gstin: BUYER_GSTIN, buyer_legal_name: BUYER_NAME }).where('id', '=', orderId).execute();
  const total = await database.db.selectFrom('orders').select('total_paid_paise').where('id', '=', orderId).executeTakeFirstOrThrow();
  const eway: Record<string, string> = Number(total.total_paid_paise) > 50_000_00 ? { eway_bill_no: '123456789012' } : {};
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `GST${orderId}`, ...eway }]);
  return orderId;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  await database.db.insertInto('pincodes').values({ pincode: HARYANA, district: 'Gurugram', state: 'Haryana' }).onConflict((oc) => oc.column('pincode').doNothing()).execute();
  products = await plainProducts(database, 2, 20, 2);
  [big] = await plainProducts(database, 1, 5, 1, products.map((p) => p.id));
  // An open-box double-door refrigerator: ₹1,20,000, so one on an invoice passes ₹1,00,000.
  await database.db.updateTable('products').set({ selling_price_paise: 1_20_000_00, mrp_paise: 1_50_000_00, hsn_code: '8418', gst_rate: 18 }).where('id', '=', big!.id).execute();
  owner = await addTestStaff(database, 'owner');
  manager = await addTestStaff(database, 'manager');

  orders.intra = await placeAndShip(HARYANA, [[products[0]!, 2], [products[1]!, 1]]);
  orders.inter = await placeAndShip(KARNATAKA, [[products[0]!, 1], [products[1]!, 2]]);
  orders.b2b = await placeAndShip(KARNATAKA, [[products[0]!, 2], [products[1]!, 2]], true);
  orders.large = await placeAndShip(KARNATAKA, [[big!, 1]]);
  orders.cancelled = await placeAndShip(HARYANA, [[products[1]!, 1]]);

  // The cancelled invoiced order, a returned item of the B2B order, and the large order refused at delivery.
  const b2bItems = await database.db.selectFrom('order_items').select('id').where('order_id', '=', orders.b2b).orderBy('id').execute();
  await writeTransaction(database, async (tx) => {
    await issueCreditNote(tx, orders.cancelled, 'cancelled');
    await issueCreditNote(tx, orders.b2b, 'return:1', [Number(b2bItems[0]!.id)]);
    await issueCreditNote(tx, orders.large, 'rto');
  });

  const rows = await database.db.selectFrom('tax_documents').select(['id', 'order_id', 'kind', 'number', 'sequence', 'body']).orderBy('id').execute();
  docs = rows.map((r) => ({ id: Number(r.id), order_id: Number(r.order_id), kind: r.kind, number: r.number, sequence: Number(r.sequence), body: JSON.parse(r.body) }));
  const date = docs[0]!.body.date; // YYYY-MM-DD in India
  period = `${date.slice(5, 7)}${date.slice(0, 4)}`;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

// ----- the test's own arithmetic, in paise -----

const rupees = (paise: number) => Math.round(paise) / 100;
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const doc = (orderId: number, kind: Doc['kind']) => docs.find((d) => d.order_id === orderId && d.kind === kind)!;

interface Sums { txval: number; iamt: number; camt: number; samt: number; val: number; qty: number }
const empty = (): Sums => ({ txval: 0, iamt: 0, camt: 0, samt: 0, val: 0, qty: 0 });
function sumLines(lines: DocumentBody['lines'], sign = 1, into: Sums = empty()): Sums {
  for (const l of lines) {
    into.txval += sign * l.taxable;
    into.iamt += sign * l.igst;
    into.camt += sign * l.cgst;
    into.samt += sign * l.sgst;
    into.val += sign * l.value;
    into.qty += sign * (l.hsn?.startsWith('99') ? 0 : l.quantity);
  }
  return into;
}
function perRate(lines: DocumentBody['lines']): Map<number, Sums> {
  const out = new Map<number, Sums>();
  for (const l of lines) sumLines([l], 1, out.get(l.rate) ?? out.set(l.rate, empty()).get(l.rate)!);
  return out;
}
const items = (lines: DocumentBody['lines']) =>
  [...perRate(lines).entries()].sort((a, b) => a[0] - b[0]).map(([rt, s]) => ({ num: rt * 100 + 1, itm_det: { txval: rupees(s.txval), rt, iamt: rupees(s.iamt), camt: rupees(s.camt), samt: rupees(s.samt), csamt: 0 } }));
const interItems = (lines: DocumentBody['lines']) =>
  [...perRate(lines).entries()].sort((a, b) => a[0] - b[0]).map(([rt, s]) => ({ num: rt * 100 + 1, itm_det: { txval: rupees(s.txval), rt, iamt: rupees(s.iamt), csamt: 0 } }));
const valueOf = (d: Doc) => rupees(d.body.lines.reduce((s, l) => s + l.value, 0));

function get(url: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
}

describe('the month\'s documents', () => {
  it('are what the month was: five invoices, three credit notes, the B2B one with the buyer\'s GSTIN, one above ₹1,00,000', () => {
    expect(docs.filter((d) => d.kind === 'invoice')).toHaveLength(5);
    expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(3);
    expect(doc(orders.b2b, 'invoice').body.buyer_gstin).toBe(BUYER_GSTIN);
    expect(doc(orders.b2b, 'invoice').body.placeOfSupply.code).toBe('29');
    expect(doc(orders.intra, 'invoice').body.taxKind).toBe('intra');
    expect(doc(orders.inter, 'invoice').body.taxKind).toBe('inter');
    expect(doc(orders.large, 'invoice').body.totals.total).toBeGreaterThan(1_00_000_00);
    expect(doc(orders.large, 'invoice').body.buyer_gstin ?? null).toBeNull();
    expect(seller.gstin.slice(0, 2)).toBe('06');
  });
});

describe('GET /seller/gst/gstr1.json', () => {
  let json: any;
  beforeAll(async () => {
    const response = await jsonRoute(get(`/seller/gst/gstr1.json?period=${period}`, owner.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toContain(`returns_${period}_R1_${seller.gstin}_offline.json`);
    json = await response.json();
  });

  it('names the seller\'s GSTIN and the period', () => {
    expect(json.gstin).toBe(seller.gstin);
    expect(json.fp).toBe(period);
  });

  it('b2b: the registered buyer\'s invoice, its items by rate', () => {
    const inv = doc(orders.b2b, 'invoice');
    expect(json.b2b).toEqual([{ ctin: BUYER_GSTIN, inv: [{ inum: inv.number, idt: ddmmyyyy(inv.body.date), val: valueOf(inv), pos: '29', rchrg: 'N', inv_typ: 'R', itms: items(inv.body.lines) }] }]);
    // Inter-state: IGST only.
    expect(json.b2b[0].inv[0].itms.every((i: any) => i.itm_det.camt === 0 && i.itm_det.iamt > 0)).toBe(true);
  });

  it('b2cl: the inter-state invoice above ₹1,00,000 to an unregistered buyer, by place of supply', () => {
    const inv = doc(orders.large, 'invoice');
    expect(valueOf(inv)).toBeGreaterThan(100000);
    expect(json.b2cl).toEqual([{ pos: '29', inv: [{ inum: inv.number, idt: ddmmyyyy(inv.body.date), val: valueOf(inv), itms: interItems(inv.body.lines) }] }]);
  });

  it('b2cs: the small B2C invoices less their credit notes, per supply type, place of supply and rate', () => {
    const rows = new Map<string, Sums>();
    const put = (key: string, lines: DocumentBody['lines'], sign: number) => {
      for (const l of lines) sumLines([l], sign, rows.get(`${key}|${l.rate}`) ?? rows.set(`${key}|${l.rate}`, empty()).get(`${key}|${l.rate}`)!);
    };
    put('INTRA|06', doc(orders.intra, 'invoice').body.lines, 1);
    put('INTRA|06', doc(orders.cancelled, 'invoice').body.lines, 1);
    put('INTRA|06', doc(orders.cancelled, 'credit_note').body.lines, -1);
    put('INTER|29', doc(orders.inter, 'invoice').body.lines, 1);
    const expected = [...rows.entries()].map(([key, s]) => {
      const [sply, pos, rt] = key.split('|');
      return sply === 'INTER'
        ? { sply_ty: 'INTER', pos, typ: 'OE', rt: Number(rt), txval: rupees(s.txval), iamt: rupees(s.iamt), csamt: 0 }
        : { sply_ty: 'INTRA', pos, typ: 'OE', rt: Number(rt), txval: rupees(s.txval), camt: rupees(s.camt), samt: rupees(s.samt), csamt: 0 };
    });
    const order = (list: any[]) => [...list].sort((a, b) => `${a.sply_ty}${a.pos}${a.rt}`.localeCompare(`${b.sply_ty}${b.pos}${b.rt}`));
    expect(order(json.b2cs)).toEqual(order(expected));
    // The cancelled order's invoice and credit note cancel out: the Haryana row is the intra order alone.
    const intra = sumLines(doc(orders.intra, 'invoice').body.lines);
    const haryana = json.b2cs.filter((r: any) => r.pos === '06');
    expect(rupees(haryana.reduce((s: number, r: any) => s + Math.round(r.txval * 100), 0))).toBe(rupees(intra.txval));
  });

  it('cdnr: the returned item\'s credit note to the registered buyer', () => {
    const note = doc(orders.b2b, 'credit_note');
    expect(note.body.lines).toHaveLength(1);
    expect(json.cdnr).toEqual([{ ctin: BUYER_GSTIN, nt: [{ ntty: 'C', nt_num: note.number, nt_dt: ddmmyyyy(note.body.date), val: valueOf(note), pos: '29', rchrg: 'N', inv_typ: 'R', itms: items(note.body.lines) }] }]);
  });

  it('cdnur: the credit note against the B2CL invoice only (the small B2C one is netted in b2cs)', () => {
    const note = doc(orders.large, 'credit_note');
    expect(json.cdnur).toEqual([{ typ: 'B2CL', ntty: 'C', nt_num: note.number, nt_dt: ddmmyyyy(note.body.date), val: valueOf(note), pos: '29', itms: interItems(note.body.lines) }]);
  });

  it('hsn: table 12, B2B and B2C apart, per HSN or SAC code and rate, credit notes taken off; services without a quantity', () => {
    const table = (registered: boolean) => {
      const rows = new Map<string, Sums & { hsn: string; rt: number }>();
      for (const d of docs) {
        if ((d.body.buyer_gstin ? true : false) !== registered) continue;
        for (const l of d.body.lines) {
          const key = `${l.hsn}|${l.rate}`;
          sumLines([l], d.kind === 'invoice' ? 1 : -1, rows.get(key) ?? rows.set(key, { ...empty(), hsn: l.hsn!, rt: l.rate }).get(key)!);
        }
      }
      return [...rows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt).map((s, i) => ({
        num: i + 1, hsn_sc: s.hsn, uqc: s.hsn.startsWith('99') ? 'NA' : 'NOS', qty: s.qty, rt: s.rt,
        txval: rupees(s.txval), iamt: rupees(s.iamt), camt: rupees(s.camt), samt: rupees(s.samt), csamt: 0,
      }));
    };
    const withoutDesc = (rows: any[]) => rows.map(({ desc, ...rest }) => rest);
    expect(withoutDesc(json.hsn.hsn_b2b)).toEqual(table(true));
    expect(withoutDesc(json.hsn.hsn_b2c)).toEqual(table(false));
    // The refrigerator was invoiced and credited whole: it nets to nothing in B2C.
    expect(json.hsn.hsn_b2c.find((r: any) => r.hsn_sc === '8418')).toMatchObject({ qty: 0, txval: 0, iamt: 0 });
    // Delivery (SAC 996812) is a service: UQC NA, no quantity.
    for (const row of [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c].filter((r: any) => r.hsn_sc.startsWith('99'))) expect(row).toMatchObject({ uqc: 'NA', qty: 0 });
  });

  it('doc_issue: table 13, each series from its first to its last number, none cancelled', () => {
    const series = (kind: Doc['kind']) => {
      const list = docs.filter((d) => d.kind === kind).sort((a, b) => a.sequence - b.sequence);
      return { num: 1, from: list[0]!.number, to: list[list.length - 1]!.number, totnum: list.length, cancel: 0, net_issue: list.length };
    };
    expect(json.doc_issue).toEqual({ doc_det: [
      { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [series('invoice')] },
      { doc_num: 5, doc_typ: 'Credit Note', docs: [series('credit_note')] },
    ] });
    expect(json.doc_issue.doc_det[0].docs[0].totnum).toBe(5);
  });

  it('adds up: the sections\' values equal the invoices less the credit notes, to the paisa', () => {
    const paise = (x: number) => Math.round(x * 100);
    const invoices = docs.filter((d) => d.kind === 'invoice').reduce((s, d) => s + d.body.totals.total, 0);
    const notes = docs.filter((d) => d.kind === 'credit_note').reduce((s, d) => s + d.body.totals.total, 0);
    const sections =
      json.b2b.flatMap((b: any) => b.inv).reduce((s: number, i: any) => s + paise(i.val), 0) +
      json.b2cl.flatMap((b: any) => b.inv).reduce((s: number, i: any) => s + paise(i.val), 0) +
      json.b2cs.reduce((s: number, r: any) => s + paise(r.txval) + paise(r.iamt ?? 0) + paise(r.camt ?? 0) + paise(r.samt ?? 0), 0) -
      json.cdnr.flatMap((c: any) => c.nt).reduce((s: number, n: any) => s + paise(n.val), 0) -
      json.cdnur.reduce((s: number, n: any) => s + paise(n.val), 0);
    expect(sections).toBe(invoices - notes);
  });
});

describe('the seller call gst/gstr1', () => {
  it('answers each section\'s totals, the documents behind each line, and the reconciliation', async () => {
    const answer = await sellerApi(database, 'gst/gstr1', { period }, { cookie: owner.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = answer.body.payload;
    const section = (key: string) => view.sections.find((s: any) => s.key === key);
    expect(section('b2b').lines).toEqual([expect.objectContaining({ documents: [doc(orders.b2b, 'invoice').number] })]);
    expect(section('b2b').figures.total).toBe(valueOf(doc(orders.b2b, 'invoice')));
    const haryanaDocs = section('b2cs').lines.filter((l: any) => l.label.startsWith('06')).flatMap((l: any) => l.documents);
    expect(new Set(haryanaDocs)).toEqual(new Set([doc(orders.intra, 'invoice').number, doc(orders.cancelled, 'invoice').number, doc(orders.cancelled, 'credit_note').number]));
    const invoices = docs.filter((d) => d.kind === 'invoice').reduce((s, d) => s + d.body.totals.total, 0);
    const notes = docs.filter((d) => d.kind === 'credit_note').reduce((s, d) => s + d.body.totals.total, 0);
    expect(view.reconciliation).toMatchObject({ invoices: { count: 5 }, credit_notes: { count: 3 }, matches: true });
    expect(view.reconciliation.invoices.figures.total).toBe(rupees(invoices));
    expect(view.reconciliation.net.total).toBe(rupees(invoices - notes));
    expect(view.reconciliation.sections.total).toBe(rupees(invoices - notes));
    expect(view.reconciliation.hsn.taxable).toBe(view.reconciliation.net.taxable);
    expect(view.filed).toBeNull();
  });

  it('a month without documents is empty and still reconciles', async () => {
    const answer = await sellerApi(database, 'gst/gstr1', { period: '042025' }, { cookie: owner.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.payload.reconciliation).toMatchObject({ invoices: { count: 0 }, matches: true });
    expect(answer.body.payload.sections.every((s: any) => s.lines.length === 0)).toBe(true);
  });

  it('refuses a period that is not MMYYYY', async () => {
    const answer = await sellerApi(database, 'gst/gstr1', { period: '2026-11' }, { cookie: owner.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('period');
  });
});

describe('GET /seller/gst/gstr1.xlsx', () => {
  it('one sheet per section, as the portal\'s template names them, with the invoices in them', async () => {
    const response = await xlsxRoute(get(`/seller/gst/gstr1.xlsx?period=${period}`, owner.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const workbook = strFromU8(files['xl/workbook.xml']!);
    const names = [...workbook.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
    const everything = Object.entries(files).filter(([name]) => name.endsWith('.xml')).map(([, bytes]) => strFromU8(bytes)).join('\n');
    // The documents listed one by one (B2B, B2CL, CDNR, CDNUR); the small B2C ones are in the b2cs summary and the docs sheet's runs.
    for (const d of [doc(orders.b2b, 'invoice'), doc(orders.large, 'invoice'), doc(orders.b2b, 'credit_note'), doc(orders.large, 'credit_note')]) expect(everything).toContain(d.number);
    const invoices = docs.filter((d) => d.kind === 'invoice').sort((a, b) => a.sequence - b.sequence);
    expect(everything).toContain(invoices[0]!.number);
    expect(everything).toContain(invoices.at(-1)!.number);
    expect(everything).toContain(BUYER_GSTIN);
    expect(everything).toContain(BUYER_NAME);
  });
});

describe('who may', () => {
  it('only the owner: a manager is refused (403), no staff session or a shopper\'s is 401', async () => {
    expect((await sellerApi(database, 'gst/gstr1', { period }, { cookie: manager.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'gst/file-period', { period: '042025' }, { cookie: manager.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'gst/gstr1', { period })).status).toBe(401);
    const shopper = await loginByOtp(database);
    expect((await sellerApi(database, 'gst/gstr1', { period }, { cookie: shopper.cookie })).status).toBe(401);
    for (const route of [jsonRoute, xlsxRoute]) {
      expect((await route(get(`/seller/gst/gstr1.json?period=${period}`, manager.cookie))).status).toBe(403);
      expect((await route(get(`/seller/gst/gstr1.json?period=${period}`))).status).toBe(401);
      expect((await route(get(`/seller/gst/gstr1.json?period=${period}`, shopper.cookie))).status).toBe(401);
    }
    expect((await jsonRoute(get('/seller/gst/gstr1.json?period=13-2026', owner.cookie))).status).toBe(400);
  });
});

describe('marking a period filed', () => {
  it('refuses a period not yet ended', async () => {
    const answer = await sellerApi(database, 'gst/file-period', { period }, { cookie: owner.cookie });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/not ended/);
  });

  it('files an ended period once, shows it filed, and audits it; a second filing is refused', async () => {
    const filed = await sellerApi(database, 'gst/file-period', { period: '042025' }, { cookie: owner.cookie });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.payload.filed).toMatchObject({ filed_by: 'Test owner' });
    const view = await sellerApi(database, 'gst/gstr1', { period: '042025' }, { cookie: owner.cookie });
    expect(view.body.payload.filed).toMatchObject({ filed_by: 'Test owner' });
    const again = await sellerApi(database, 'gst/file-period', { period: '042025' }, { cookie: owner.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already/);
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'gst.file_period').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: owner.staffId, object_type: 'gst_period', object_id: '042025' });
    const rows = await database.db.selectFrom('gst_periods').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('leaves the documents as issued: a filed month\'s invoice is never changed, a later credit note is dated when issued', async () => {
    const before = await database.db.selectFrom('tax_documents').select(['id', 'body']).orderBy('id').execute();
    const note = await writeTransaction(database, (tx) => issueCreditNote(tx, orders.inter, 'rto'));
    const after = await database.db.selectFrom('tax_documents').select(['id', 'body']).orderBy('id').execute();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(note!.date.slice(0, 7)).toBe(`${period.slice(2)}-${period.slice(0, 2)}`);
  });
});
