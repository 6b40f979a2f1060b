// Back-in-stock and price-drop alerts, and EMI (docs/rules/alerts.md). A shopper asks to be
// told; the seller adds stock (the editor's save, or a unit through the stock module);
// the job queue sends exactly one message per channel, with the product's link and a
// one-tap unsubscribe link, and the alert is spent; a price drop to the target sends one
// more; repeated triggers and repeated checks send nothing more; unsubscribing (the link,
// or the account page's call) stops them. Then the refusals, the console's waiting count,
// the EMI plans' roles and audit lines, and the cart's EMI quote against an EMI computed
// here, independently of lib/emi.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveCatalogueExport } from '@/lib/api/staff-csv';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { enqueue } from '@/lib/jobs/queue';
import { checkAlertsJob } from '@/lib/alerts/alerts';
import { runDueJobs } from '@/lib/jobs/drain';
import { readOutbox } from '@/lib/notify/outbox';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api, loginByOtp, type Shopper } from './session';

let database: TestDatabase;
let manager: TestStaff;
let owner: TestStaff;
let packer: TestStaff;
let shelf: { category_id: number; brand_id: number };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  owner = await addTestStaff(database, 'owner');
  packer = await addTestStaff(database, 'packer');
  const category = await database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  shelf = { category_id: Number(category.id), brand_id: Number(brand.id) };
});
afterAll(async () => {
  await database?.close();
});

/** A check is due a few seconds after its change: the tests' clock is past that. */
const later = () => new Date(Date.now() + 60_000);
const runJobs = () => runDueJobs(database, { now: later });

let made = 0;
/** A new product through the console's editor (sold out unless `stock`); its form fields, to save again with changes. */
async function newProduct(fields: { stock?: number; selling_price?: number; mrp?: number } = {}) {
  const form = { name: `Alertable ${++made} ${Date.now().toString(36)} Washing Machine 7 kg`, ...shelf, mrp: fields.mrp ?? 30_000, selling_price: fields.selling_price ?? 20_000, stock: fields.stock ?? 0 };
  const saved = await sellerApi(database, 'products/save', form, { cookie: manager.cookie });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const id = saved.body.payload.product_id as number;
  return { id, form, save: (changes: Record<string, unknown>) => sellerApi(database, 'products/save', { ...form, product_id: id, ...changes }, { cookie: manager.cookie }) };
}

async function shopperWithEmail(): Promise<Shopper & { email: string }> {
  const shopper = await loginByOtp(database);
  const email = `alerts${shopper.customerId}@example.in`;
  await database.db.updateTable('customers').set({ email }).where('id', '=', shopper.customerId).execute();
  return { ...shopper, email };
}

const ask = (shopper: Shopper | null, body: Record<string, unknown>) => api(database, 'store/alerts', body, shopper ? { cookie: shopper.cookie } : {});

/** The alert messages to a recipient, oldest first. */
async function alertMessages(recipient: string) {
  return database.db
    .selectFrom('messages')
    .select(['event', 'channel', 'state', 'body'])
    .where('recipient', '=', recipient.toLowerCase())
    .where('event', 'in', ['alertBackInStock', 'alertPriceDrop'])
    .orderBy('id')
    .execute();
}

async function alertRows(customerId: number) {
  return database.db.selectFrom('product_alerts').select(['id', 'product_id', 'kind', 'status', 'target_paise', 'token']).where('customer_id', '=', customerId).orderBy('id').execute();
}

describe('alerts from asking to the message', () => {
  it('sends one message per channel when the product is back, one more when the price reaches the target, and nothing for repeats', async () => {
    const product = await newProduct();
    const shopper = await shopperWithEmail();

    const asked = await ask(shopper, { product_id: product.id, kind: 'back_in_stock' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('Alert saved successfully.');
    expect(asked.body.payload).toMatchObject({ product_id: product.id, kind: 'back_in_stock', status: 'live', target_price: null, in_stock: false });
    const priced = await ask(shopper, { product_id: product.id, kind: 'price_below', price: 18_000 });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.payload).toMatchObject({ kind: 'price_below', target_price: 18_000, status: 'live' });

    // Nothing happened to the product yet: nothing is sent.
    await runJobs();
    expect(await alertMessages(shopper.mobile)).toEqual([]);

    // The seller restocks it in the editor: one SMS and one e-mail, with the product's link and the unsubscribe link.
    expect((await product.save({ stock: 3 })).status).toBe(200);
    await runJobs();
    const first = await alertMessages(shopper.mobile);
    expect(first.map((m) => [m.event, m.channel, m.state])).toEqual([['alertBackInStock', 'sms', 'sent']]);
    expect((await alertMessages(shopper.email)).map((m) => [m.event, m.channel, m.state])).toEqual([['alertBackInStock', 'email', 'sent']]);
    const sms = (await readOutbox(database.db, shopper.mobile)).find((m) => m.body.includes('back in stock'))!;
    const rows = await alertRows(shopper.customerId);
    const backRow = rows.find((r) => r.kind === 'back_in_stock')!;
    expect(sms.body).toContain(`/product/`);
    expect(sms.body).toContain(`/${product.id} `);
    expect(sms.body).toContain(`/alerts/unsubscribe?token=${backRow.token}`);
    expect(sms.body).toContain('₹20,000');
    expect(backRow.status).toBe('sent');
    expect(rows.find((r) => r.kind === 'price_below')!.status).toBe('live');

    // Sold out and back again, and a check run twice more: the spent alert sends nothing.
    expect((await product.save({ stock: 0 })).status).toBe(200);
    expect((await product.save({ stock: 2 })).status).toBe(200);
    await enqueue(database.db, { kind: 'alerts.check', payload: { productId: product.id }, key: 'test:again:1' });
    await enqueue(database.db, { kind: 'alerts.check', payload: { productId: product.id }, key: 'test:again:2' });
    await runJobs();
    expect(await alertMessages(shopper.mobile)).toHaveLength(1);

    // A cut above the target sends nothing; one to the target sends the price drop, once.
    expect((await product.save({ selling_price: 19_000 })).status).toBe(200);
    await runJobs();
    expect(await alertMessages(shopper.mobile)).toHaveLength(1);
    expect((await product.save({ selling_price: 17_500 })).status).toBe(200);
    await runJobs();
    const second = await alertMessages(shopper.mobile);
    expect(second.map((m) => [m.event, m.channel])).toEqual([['alertBackInStock', 'sms'], ['alertPriceDrop', 'sms']]);
    expect(second[1]!.body).toContain('₹17,500');
    expect((await alertMessages(shopper.email)).map((m) => m.event)).toEqual(['alertBackInStock', 'alertPriceDrop']);
    expect((await product.save({ selling_price: 15_000 })).status).toBe(200);
    await enqueue(database.db, { kind: 'alerts.check', payload: { productId: product.id }, key: 'test:again:3' });
    await runJobs();
    expect(await alertMessages(shopper.mobile)).toHaveLength(2);

    // The account page's list shows both, sent.
    const list = await api(database, 'store/alertsList', {}, { cookie: shopper.cookie });
    expect(list.status).toBe(200);
    expect(list.body.payload.map((a: { kind: string; status: string }) => [a.kind, a.status]).sort()).toEqual([['back_in_stock', 'sent'], ['price_below', 'sent']]);
  });

  it('a unit entered for a sold-out product (the stock module) sends the back-in-stock message; a burst of units sends one', async () => {
    const product = await newProduct();
    const shopper = await shopperWithEmail();
    expect((await ask(shopper, { product_id: product.id, kind: 'back_in_stock' })).status).toBe(200);
    expect((await sellerApi(database, 'products/sold-by-unit', { product_id: product.id, on: true }, { cookie: manager.cookie })).status).toBe(200);
    for (const serial of ['SN-ALERT-1', 'SN-ALERT-2', 'SN-ALERT-3']) {
      const added = await sellerApi(database, 'products/units-add', { product_id: product.id, units: [{ serial: `${serial}-${product.id}`, kind: 'serial' }] }, { cookie: manager.cookie });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    // Only the first unit brought it back from none: one check job for the product.
    const checks = await database.db.selectFrom('jobs').select('id').where('kind', '=', 'alerts.check').where('payload', 'like', `%"productId":${product.id}}%`).execute();
    expect(checks).toHaveLength(1);
    await runJobs();
    expect((await alertMessages(shopper.mobile)).map((m) => m.event)).toEqual(['alertBackInStock']);
    expect((await alertMessages(shopper.email)).map((m) => m.event)).toEqual(['alertBackInStock']);
  });

  it('the message link stops the shopper\'s alerts for the product; the account page stops one; neither reaches another shopper\'s', async () => {
    const product = await newProduct();
    const linked = await shopperWithEmail();
    const listed = await shopperWithEmail();
    for (const who of [linked, listed]) {
      expect((await ask(who, { product_id: product.id, kind: 'back_in_stock' })).status).toBe(200);
      expect((await ask(who, { product_id: product.id, kind: 'price_below', price: 15_000 })).status).toBe(200);
    }
    const [linkedBack] = await alertRows(linked.customerId);
    const stopped = await api(database, 'store/alertsUnsubscribe', { token: linkedBack!.token });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body.payload.product_name).toBe(product.form.name);
    expect((await alertRows(linked.customerId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect((await api(database, 'store/alertsUnsubscribe', { token: linkedBack!.token })).status).toBe(200); // a second tap changes nothing
    expect((await api(database, 'store/alertsUnsubscribe', { token: 'not-a-token' })).status).toBe(404);

    // The other shopper stops only the price alert from the account page; the linked shopper cannot reach it.
    const [, listedPrice] = await alertRows(listed.customerId);
    expect((await api(database, 'store/alertsDelete', { alert_id: Number(listedPrice!.id) }, { cookie: linked.cookie })).status).toBe(404);
    const deleted = await api(database, 'store/alertsDelete', { alert_id: Number(listedPrice!.id) }, { cookie: listed.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.payload.map((a: { kind: string }) => a.kind)).toEqual(['back_in_stock']);
    expect((await api(database, 'store/alertsList', {}, { cookie: linked.cookie })).body.payload).toEqual([]);

    // Back in stock and cheaper: only the listed shopper's back-in-stock alert sends.
    expect((await product.save({ stock: 4, selling_price: 14_000 })).status).toBe(200);
    await runJobs();
    expect(await alertMessages(linked.mobile)).toEqual([]);
    expect((await alertMessages(listed.mobile)).map((m) => m.event)).toEqual(['alertBackInStock']);
  });

  it('a price lowered from the list (bulk change) or by the CSV import sends the price alert', async () => {
    const listed = await newProduct({ stock: 5, selling_price: 20_000 });
    const imported = await newProduct({ stock: 5, selling_price: 20_000 });
    const shopper = await shopperWithEmail();
    for (const product of [listed, imported]) expect((await ask(shopper, { product_id: product.id, kind: 'price_below', price: 16_000 })).status).toBe(200);

    const bulk = await sellerApi(database, 'products/bulk-update', { items: [{ product_id: listed.id, selling_price: 15_999 }] }, { cookie: manager.cookie });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    await runJobs();
    expect((await alertMessages(shopper.mobile)).map((m) => m.body.includes(listed.form.name.slice(0, 20)))).toEqual([true]);

    const exported = await serveCatalogueExport(new Request('http://localhost:3000/seller/products/export.csv', { headers: { cookie: manager.cookie } }), { database });
    const file = Papa.parse<Record<string, string>>((await exported.text()).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    const rows: Record<string, string>[] = file.data.filter((r) => r.name === imported.form.name).map((r) => ({ ...r, selling_price: '15500' }));
    expect(rows).toHaveLength(1);
    const done = await sellerApi(database, 'products/import', { csv: Papa.unparse({ fields: file.meta.fields!, data: rows.map((r) => file.meta.fields!.map((f) => r[f] ?? '')) }) }, { cookie: manager.cookie });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await runJobs();
    const sent = await alertMessages(shopper.mobile);
    expect(sent.map((m) => m.event)).toEqual(['alertPriceDrop', 'alertPriceDrop']);
    expect(sent[1]!.body).toContain('₹15,500');
  });

  it('goes by WhatsApp too to a shopper who agreed to it, while the shop sends WhatsApp', async () => {
    vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', '100200300400500');
    vi.stubEnv('WHATSAPP_ACCESS_TOKEN', 'test-access-token');
    try {
      const product = await newProduct();
      const agreed = await shopperWithEmail();
      const notAgreed = await shopperWithEmail();
      await database.db.updateTable('customers').set({ whatsapp_opt_in_at: new Date().toISOString() }).where('id', '=', agreed.customerId).execute();
      for (const who of [agreed, notAgreed]) expect((await ask(who, { product_id: product.id, kind: 'back_in_stock' })).status).toBe(200);
      expect((await product.save({ stock: 1 })).status).toBe(200);
      // The check alone (the messages' own jobs would call the Cloud API): what it enqueued.
      const job = { id: 0, kind: 'alerts.check', payload: { productId: product.id }, uniqueKey: null, attempt: 1, maxAttempts: 10 };
      await checkAlertsJob({ productId: product.id }, { database, job, now: new Date() });
      await checkAlertsJob({ productId: product.id }, { database, job: { ...job, attempt: 2 }, now: new Date() });
      const channels = async (who: Shopper & { email: string }) =>
        (await database.db.selectFrom('messages').select('channel').where('recipient', 'in', [who.mobile, who.email]).where('event', '=', 'alertBackInStock').orderBy('channel').execute()).map((m) => m.channel);
      expect(await channels(agreed)).toEqual(['email', 'sms', 'whatsapp']);
      expect(await channels(notAgreed)).toEqual(['email', 'sms']);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('the console shows how many shoppers wait for a product', async () => {
    const product = await newProduct();
    for (let i = 0; i < 2; i++) expect((await ask(await loginByOtp(database), { product_id: product.id, kind: 'back_in_stock' })).status).toBe(200);
    const got = await sellerApi(database, 'products/get', { product_id: product.id }, { cookie: packer.cookie });
    expect(got.body.payload.product.waiting_alerts).toBe(2);
    const list = await sellerApi(database, 'products/list', { q: product.form.name }, { cookie: manager.cookie });
    expect(list.body.payload.products.find((p: { product_id: number }) => p.product_id === product.id).waiting_alerts).toBe(2);
  });
});

describe('asking for an alert: refusals', () => {
  it('answers a guest 401, an unknown product 404, and names the price when it is missing, not positive or not below today\'s', async () => {
    const product = await newProduct({ stock: 5, selling_price: 20_000 });
    const shopper = await loginByOtp(database);
    expect((await ask(null, { product_id: product.id, kind: 'back_in_stock' })).status).toBe(401);
    const unknown = await ask(shopper, { product_id: 999_999, kind: 'price_below', price: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found.');
    for (const body of [{ kind: 'price_below' }, { kind: 'price_below', price: 0 }, { kind: 'price_below', price: 20_000 }, { kind: 'price_below', price: 25_000 }]) {
      const refused = await ask(shopper, { product_id: product.id, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(body)).toHaveProperty('price');
    }
    const badKind = await ask(shopper, { product_id: product.id, kind: 'someday' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors).toHaveProperty('kind');
    // In stock now: a back-in-stock alert has nothing to wait for.
    const inStock = await ask(shopper, { product_id: product.id, kind: 'back_in_stock' });
    expect(inStock.status).toBe(409);
    expect(await alertRows(shopper.customerId)).toEqual([]);
  });

  it('keeps one alert per shopper, product and kind: asking again changes the target', async () => {
    const product = await newProduct({ stock: 5, selling_price: 20_000 });
    const shopper = await loginByOtp(database);
    expect((await ask(shopper, { product_id: product.id, kind: 'price_below', price: 18_000 })).status).toBe(200);
    const again = await ask(shopper, { product_id: product.id, kind: 'price_below', price: '17999.50' });
    expect(again.status).toBe(200);
    expect(again.body.payload.target_price).toBe(17_999.5);
    const rows = await alertRows(shopper.customerId);
    expect(rows.map((r) => [r.kind, Number(r.target_paise), r.status])).toEqual([['price_below', 1_799_950, 'live']]);
  });
});

/** The EMI of `rupees` over `months` at `rate` % a year, worked here apart from lib/emi: reducing balance, rounded up to the rupee. */
function independentEmi(rupees: number, rate: number, months: number, noCost: boolean): number {
  if (noCost || rate === 0) return Math.ceil(Math.round((rupees / months) * 1e6) / 1e6);
  const monthlyRate = rate / 1200;
  const factor = Math.pow(1 + monthlyRate, months);
  return Math.ceil(Math.round(((rupees * monthlyRate * factor) / (factor - 1)) * 1e6) / 1e6);
}

describe('EMI', () => {
  it('the plans are the owner\'s and the manager\'s to change, each change audited; a packer and a shopper are refused', async () => {
    const shopper = await loginByOtp(database);
    expect((await sellerApi(database, 'emi/plans', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'emi/save-plan', { bank: 'Axis Bank', tenure_months: 6, annual_rate: 15, no_cost: false, min_order: 0 }, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'emi/plans', {}, { cookie: shopper.cookie })).status).toBe(401);

    const saved = await sellerApi(database, 'emi/save-plan', { bank: 'Axis Bank', tenure_months: 6, annual_rate: '15.5', no_cost: false, min_order: 2500 }, { cookie: manager.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const axis = saved.body.payload.find((p: { bank: string }) => p.bank === 'Axis Bank');
    expect(axis).toMatchObject({ tenure_months: 6, annual_rate: 15.5, no_cost: false, min_order: 2500 });
    const twice = await sellerApi(database, 'emi/save-plan', { bank: 'Axis Bank', tenure_months: 6, annual_rate: 14, no_cost: false, min_order: 0 }, { cookie: manager.cookie });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty('tenure_months');
    for (const bad of [{ tenure_months: 0 }, { annual_rate: 60 }, { bank: '' }, { min_order: -1 }]) {
      const refused = await sellerApi(database, 'emi/save-plan', { bank: 'Kotak', tenure_months: 6, annual_rate: 15, no_cost: false, min_order: 0, ...bad }, { cookie: manager.cookie });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const removed = await sellerApi(database, 'emi/remove-plan', { plan_id: axis.plan_id }, { cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.payload.some((p: { bank: string }) => p.bank === 'Axis Bank')).toBe(false);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email']).where('object_type', '=', 'emi_plan').where('object_id', '=', String(axis.plan_id)).orderBy('id').execute();
    expect(audit).toEqual([{ action: 'emi.plan_save', staff_email: manager.email }, { action: 'emi.plan_remove', staff_email: owner.email }]);
  });

  it('the cart\'s quote prices the lines itself and matches an EMI worked out independently', async () => {
    const plans = (await database.db.selectFrom('emi_plans').selectAll().where('store_id', '=', 139).execute()).map((p) => ({
      bank: p.bank, months: Number(p.tenure_months), rate: Number(p.annual_rate), noCost: Number(p.no_cost) === 1, min: Number(p.min_order_paise) / 100,
    }));
    expect(plans.length).toBeGreaterThanOrEqual(4);
    const product = await newProduct({ stock: 5, selling_price: 25_000, mrp: 40_000 });
    // Two of them: ₹50,000, whatever the browser might say the price is.
    const quote = await api(database, 'store/emiQuote', { lines: [{ product_id: product.id, quantity: 2, selling_price: 1 }] });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const offer = quote.body.payload;
    expect(offer.amount).toBe(50_000);
    const expected = plans.filter((p) => p.min <= 50_000).map((p) => independentEmi(50_000, p.rate, p.months, p.noCost));
    expect(offer.plans.map((p: { monthly: number }) => p.monthly).sort((a: number, b: number) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(offer.from).toBe(Math.min(...expected));
    // The known figure: ₹50,000 at 15% for 12 months is ₹4,512.92, shown as ₹4,513.
    expect(independentEmi(50_000, 15, 12, false)).toBe(4513);
    const icici = offer.plans.find((p: { bank: string; tenure_months: number }) => p.bank === 'ICICI Bank' && p.tenure_months === 12);
    expect(icici?.monthly).toBe(4513);
    // Below every plan's minimum: no offer.
    const cheap = await newProduct({ stock: 5, selling_price: 1_000, mrp: 2_000 });
    expect((await api(database, 'store/emiQuote', { lines: [{ product_id: cheap.id, quantity: 1 }] })).body.payload).toBeNull();
  });
});
