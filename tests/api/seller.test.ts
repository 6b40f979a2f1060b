// The seller console's API (docs/rules/seller.md): staff login with a second factor, who
// may call what, and the order desk moving a cash order from placed to delivered as the
// shopper sees it. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { DEMO_TOTP_SECRET, addStaff, updateStaff } from '@/lib/staff/accounts';
import { totpCode } from '@/lib/staff/totp';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { store } from '@/lib/config';
import { addPincodes, api, cashOrder, messagesTo, plainProducts, readyShopper, stockOf, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, sellerApi, staffCookieOf, type TestStaff } from './seller-session';

let database: TestDatabase;
let products: ProductRow[];
let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 2, 20, 2); // every test places orders of one of each
  owner = await addTestStaff(database, 'owner');
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

let ipCounter = 0;
const ip = () => `192.0.2.${++ipCounter}`;
/** A code of the next 30 s step, so it is not the one an earlier login of this member spent. */
const codeAt = (secret: string, stepsAhead: number) => totpCode(secret, Date.now() + stepsAhead * 30_000);

async function placeCashOrder(): Promise<{ shopper: ReadyShopper; orderId: number }> {
  const shopper = await readyShopper(database, [[products[0]!, 1], [products[1]!, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { shopper, orderId: placed.body.payload.order_id };
}

const move = (staff: TestStaff, orderId: number, to: string, extra: Record<string, string> = {}) =>
  sellerApi(database, 'orders/transition', { order_id: orderId, to, ...extra }, { cookie: staff.cookie });

describe('staff login', () => {
  it('needs the password and a current code; a wrong one of either gets the same answer, and a code works once', async () => {
    const member = await addTestStaff(database, 'manager');
    const from = ip();
    const wrongPassword = await sellerApi(database, 'auth/login', { email: member.email, password: 'not-it-at-all', totp: member.code() }, { ip: from });
    const wrongCode = await sellerApi(database, 'auth/login', { email: member.email, password: member.password, totp: '000000' === member.code() ? '111111' : '000000' }, { ip: from });
    const unknown = await sellerApi(database, 'auth/login', { email: 'nobody@staff.test', password: member.password, totp: member.code() }, { ip: from });
    for (const refused of [wrongPassword, wrongCode, unknown]) {
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(sellerTexts.loginWrong);
      expect(staffCookieOf(refused.setCookies)).toBeUndefined();
    }
    const code = codeAt(member.totpSecret, 1);
    const ok = await sellerApi(database, 'auth/login', { email: member.email.toUpperCase(), password: member.password, totp: code }, { ip: from });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.payload.staff).toEqual({ email: member.email, name: 'Test manager', role: 'manager' });
    const cookie = staffCookieOf(ok.setCookies)!;
    expect(ok.setCookies.join(';')).toMatch(/HttpOnly/);
    expect((await sellerApi(database, 'auth/me', {}, { cookie })).body.payload.staff.role).toBe('manager');
    const again = await sellerApi(database, 'auth/login', { email: member.email, password: member.password, totp: code }, { ip: from });
    expect(again.status).toBe(401);

    const logout = await sellerApi(database, 'auth/logout', {}, { cookie });
    expect(logout.status).toBe(200);
    expect((await sellerApi(database, 'auth/me', {}, { cookie })).status).toBe(401);

    const lines = await database.db.selectFrom('audit_log').select(['action', 'staff_email']).where('staff_email', 'in', [member.email, 'nobody@staff.test']).orderBy('id').execute();
    expect(lines.map((l) => l.action)).toEqual(['staff.login_failed', 'staff.login_failed', 'staff.login_failed', 'staff.login', 'staff.login_failed', 'staff.logout']);
  });

  it('five failures lock the account for new networks, with a clear message, even for the right password; where the member logged in before, the right login still works', async () => {
    const member = await addTestStaff(database, 'packer');
    const usual = ip();
    expect((await sellerApi(database, 'auth/login', { email: member.email, password: member.password, totp: member.code() }, { ip: usual })).status).toBe(200);
    // Five wrong tries, each from another address (as an attacker would spread them).
    for (let i = 0; i < 4; i++) {
      expect((await sellerApi(database, 'auth/login', { email: member.email, password: `wrong-${i}-password`, totp: member.code() }, { ip: ip() })).status).toBe(401);
    }
    const fifth = await sellerApi(database, 'auth/login', { email: member.email, password: 'wrong-5-password', totp: member.code() }, { ip: ip() });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(sellerTexts.loginLocked(15));
    expect(fifth.body.message).toBe('Too many failed tries. This account is locked for new networks; try again in 15 minutes, or from a network you have logged in from before.');
    const right = await sellerApi(database, 'auth/login', { email: member.email, password: member.password, totp: codeAt(member.totpSecret, 1) }, { ip: ip() });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(sellerTexts.loginLocked(15));
    expect(staffCookieOf(right.setCookies)).toBeUndefined();
    const home = await sellerApi(database, 'auth/login', { email: member.email, password: member.password, totp: codeAt(member.totpSecret, 1) }, { ip: usual });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(staffCookieOf(home.setCookies)).toBeDefined();
  });

  it('enrols a new member through the one-time link: secret shown, password and first code set, link spent', async () => {
    const { enrolLink } = await addStaff(database, { email: 'new.packer@staff.test', name: 'New Packer', role: 'packer' }, { staffId: owner.staffId, email: owner.email });
    const token = new URL(enrolLink).searchParams.get('token')!;
    const info = await sellerApi(database, 'staff/enrol-info', { token });
    expect(info.status).toBe(200);
    expect(info.body.payload).toMatchObject({ email: 'new.packer@staff.test', role: 'packer' });
    expect(info.body.payload.otpauth_uri).toContain(`secret=${info.body.payload.secret}`);
    // Not enrolled yet: no login.
    const early = await sellerApi(database, 'auth/login', { email: 'new.packer@staff.test', password: 'whatever-password', totp: '123456' }, { ip: ip() });
    expect(early.status).toBe(401);
    const short = await sellerApi(database, 'staff/enrol', { token, password: 'short', totp: totpCode(info.body.payload.secret) });
    expect(short.status).toBe(400);
    const enrolled = await sellerApi(database, 'staff/enrol', { token, password: 'a long enough password', totp: totpCode(info.body.payload.secret) });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(staffCookieOf(enrolled.setCookies)).toBeDefined();
    expect((await sellerApi(database, 'staff/enrol-info', { token })).status).toBe(404);
    const login = await sellerApi(database, 'auth/login', { email: 'new.packer@staff.test', password: 'a long enough password', totp: codeAt(info.body.payload.secret, 1) }, { ip: ip() });
    expect(login.status).toBe(200);
  });

  it('the audit log and an order\'s history cannot be changed or emptied, whoever asks the database', async () => {
    const { orderId } = await placeCashOrder();
    expect((await move(owner, orderId, 'confirmed')).status).toBe(200);
    await expect(database.db.updateTable('order_events').set({ to_status: 'delivered' }).where('order_id', '=', orderId).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.updateTable('audit_log').set({ action: 'nothing' }).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('order_events').execute()).rejects.toThrow(/append-only/);
  });

  it('the demo owner uses the documented secret', () => {
    expect(totpCode(DEMO_TOTP_SECRET)).toMatch(/^\d{6}$/);
  });
});

describe('staff management (owner, with a fresh code)', () => {
  it('adds a member only with a current code, and the link enrols them', async () => {
    const boss = await addTestStaff(database, 'owner');
    const body = { email: 'added.by.owner@staff.test', name: 'Added Member', role: 'manager' };
    const noCode = await sellerApi(database, 'staff/add', body, { cookie: boss.cookie });
    expect(noCode.status).toBe(400);
    const wrong = await sellerApi(database, 'staff/add', { ...body, totp: boss.code() === '000000' ? '111111' : '000000' }, { cookie: boss.cookie });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(sellerTexts.freshCodeWrong);
    expect((await sellerApi(database, 'staff/add', { ...body, totp: boss.code() }, { cookie: manager.cookie })).status).toBe(403);
    const added = await sellerApi(database, 'staff/add', { ...body, totp: boss.code() }, { cookie: boss.cookie });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.payload.enrol_link).toMatch(/\/seller\/enrol\?token=/);
    // The same code cannot confirm a second change.
    expect((await sellerApi(database, 'staff/add', { ...body, email: 'second@staff.test', totp: boss.code() }, { cookie: boss.cookie })).status).toBe(403);
    const list = await sellerApi(database, 'staff/list', {}, { cookie: boss.cookie });
    expect(list.body.payload.staff.find((m: any) => m.email === body.email)).toMatchObject({ role: 'manager', enrolled: false, active: true });
    // The add answers the list as staff/list reads it, the new member in it: the screen needs no second read.
    expect(added.body.payload.staff).toEqual(list.body.payload.staff);
    const lines = await database.db.selectFrom('audit_log').select(['action', 'after']).where('object_type', '=', 'staff').where('object_id', '=', String(added.body.payload.staff_id)).execute();
    expect(lines.map((l) => l.action)).toEqual(['staff.add']);
  });

  it('changes a role and deactivates (ending the sessions); the last owner stays', async () => {
    const boss = await addTestStaff(database, 'owner');
    const member = await addTestStaff(database, 'packer');
    const promote = await sellerApi(database, 'staff/update', { staff_id: member.staffId, role: 'manager', totp: codeAt(boss.totpSecret, 0) }, { cookie: boss.cookie });
    expect(promote.status, JSON.stringify(promote.body)).toBe(200);
    expect((await sellerApi(database, 'auth/me', {}, { cookie: member.cookie })).body.payload.staff.role).toBe('manager');
    const off = await sellerApi(database, 'staff/update', { staff_id: member.staffId, active: false, totp: codeAt(boss.totpSecret, 1) }, { cookie: boss.cookie });
    expect(off.status).toBe(200);
    expect((await sellerApi(database, 'auth/me', {}, { cookie: member.cookie })).status).toBe(401);
    const audit = await database.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'staff.update').where('object_id', '=', String(member.staffId)).orderBy('id').execute();
    expect(audit.map((l) => [JSON.parse(l.before!).role, JSON.parse(l.after!).role, JSON.parse(l.after!).active])).toEqual([['packer', 'manager', true], ['manager', 'manager', false]]);

    // The last active owner can be neither demoted nor deactivated (a shop of its own, with one owner).
    const alone = await createTestDatabase({ seed: false });
    try {
      const only = await addTestStaff(alone, 'owner');
      const by = { staffId: only.staffId, email: only.email };
      await expect(updateStaff(alone, { staffId: only.staffId, role: 'manager' }, by)).rejects.toThrow(sellerTexts.lastOwner);
      await expect(updateStaff(alone, { staffId: only.staffId, active: false }, by)).rejects.toThrow(sellerTexts.lastOwner);
      const second = await addTestStaff(alone, 'owner');
      await updateStaff(alone, { staffId: second.staffId, role: 'manager' }, by);
      await expect(updateStaff(alone, { staffId: only.staffId, role: 'packer' }, by)).rejects.toThrow(sellerTexts.lastOwner);
      const rows = await alone.db.selectFrom('staff').select(['email', 'role', 'active']).orderBy('id').execute();
      expect(rows.map((r) => [r.role, Number(r.active)])).toEqual([['owner', 1], ['manager', 1]]);
    } finally {
      await alone.close();
    }
  });
});

describe('who may call what', () => {
  it('a shopper session gets 401 from every seller call; no session gets 401; a packer gets 403 for a cancel', async () => {
    const { shopper, orderId } = await placeCashOrder();
    for (const [path, body] of [['orders/list', {}], ['orders/detail', { order_id: orderId }], ['orders/transition', { order_id: orderId, to: 'confirmed' }], ['auth/me', {}]] as const) {
      const asShopper = await sellerApi(database, path, body, { cookie: shopper.cookie });
      expect(asShopper.status, path).toBe(401);
      expect(asShopper.body.message).toBe(sellerTexts.loginRequired);
      expect((await sellerApi(database, path, body)).status, path).toBe(401);
    }
    const cancel = await move(packer, orderId, 'cancelled', { reason: 'Customer asked by phone' });
    expect(cancel.status).toBe(403);
    expect(cancel.body.message).toBe(sellerTexts.roleRefused);
    expect((await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: packer.cookie })).body.payload.order.status).toBe('placed');
  });

  it('a cross-site request is refused before anything happens', async () => {
    const { orderId } = await placeCashOrder();
    const answer = await sellerApi(database, 'orders/transition', { order_id: orderId, to: 'confirmed' }, { cookie: owner.cookie, origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });
});

describe('the order desk', () => {
  it('moves a cash order from placed to delivered: flags, the shopper\'s page, messages, paid, history and audit', async () => {
    const { shopper, orderId } = await placeCashOrder();
    const shopperView = async () => (await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie })).body.payload_orderDetails;
    expect((await move(packer, orderId, 'confirmed')).status).toBe(200);
    expect((await move(packer, orderId, 'packed')).status).toBe(200);
    expect((await shopperView()).orderdetails.every((i: any) => i.packed_action === 1 && i.out_for_delivery_action === 0)).toBe(true);
    const noAwb = await move(packer, orderId, 'shipped', { courier: 'Delhivery' });
    expect(noAwb.status).toBe(400);
    expect(noAwb.body.errors).toEqual({ awb: sellerTexts.awbRequired });
    const shipped = await move(packer, orderId, 'shipped', { courier: 'Delhivery', awb: 'DLV123456789' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.payload.order).toMatchObject({ status: 'shipped', courier: 'Delhivery', awb: 'DLV123456789' });
    // Shipping issues the GST invoice, in the same move.
    const invoices = await database.db.selectFrom('tax_documents').select(['number', 'kind']).where('order_id', '=', orderId).execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ kind: 'invoice' });
    expect(invoices[0]!.number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
    expect((await shopperView()).tax_invoice_number).toBe(invoices[0]!.number);
    // The shopper can no longer cancel a shipped order.
    expect((await shopperView()).can_cancel).toBe(false);
    expect((await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: shopper.cookie })).status).toBe(409);
    expect((await move(packer, orderId, 'out_for_delivery')).status).toBe(403);
    expect((await move(manager, orderId, 'out_for_delivery')).status).toBe(200);
    expect((await shopperView()).orderdetails.every((i: any) => i.out_for_delivery_action === 1)).toBe(true);
    expect((await move(manager, orderId, 'delivered')).status).toBe(200);
    const view = await shopperView();
    expect(view.status).toBe('delivered');
    expect(view.payment_status).toBe('paid');
    expect(view.orderdetails.every((i: any) => i.delivered_action === 1)).toBe(true);

    const detail = (await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: owner.cookie })).body.payload;
    expect(detail.history.map((h: any) => [h.from, h.to, h.staff_email])).toEqual([
      ['awaiting_confirmation', 'placed', null], // the shopper confirmed it from the link (docs/rules/orders.md#cash-on-delivery-confirmation)
      ['placed', 'confirmed', packer.email], ['confirmed', 'packed', packer.email], ['packed', 'shipped', packer.email],
      ['shipped', 'out_for_delivery', manager.email], ['out_for_delivery', 'delivered', manager.email],
    ]);
    expect(detail.order.next_statuses).toEqual([]);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'order').where('object_id', '=', String(orderId)).orderBy('id').execute();
    expect(audit).toHaveLength(5);
    expect(JSON.parse(audit[4]!.before!)).toMatchObject({ status: 'out_for_delivery', payment_status: 'cod' });
    expect(JSON.parse(audit[4]!.after!)).toMatchObject({ status: 'delivered', payment_status: 'paid' });

    const outbox = await messagesTo(database, '9876543210');
    const bodies = outbox.map((m) => m.body).join('\n');
    const orderString = detail.order.order_string;
    for (const text of [screenTexts.orderNotice.shipped(orderString, 'Delhivery', 'DLV123456789', `${store.siteUrl}/track?order=${orderString}`), screenTexts.orderNotice.outForDelivery(orderString), screenTexts.orderNotice.delivered(orderString)]) {
      expect(bodies).toContain(text);
    }
    const sellerMail = await database.db.selectFrom('outbox').select('subject').where('subject', '=', sellerTexts.newOrderSubject(orderString)).execute();
    expect(sellerMail).toHaveLength(1);
  });

  it('the owner reads the audit log, filtered by object and by who; other roles may not', async () => {
    const { orderId } = await placeCashOrder();
    expect((await move(manager, orderId, 'confirmed')).status).toBe(200);
    expect((await move(packer, orderId, 'packed')).status).toBe(200);
    const read = await sellerApi(database, 'audit/list', { object_type: 'order', object_id: String(orderId) }, { cookie: owner.cookie });
    expect(read.status).toBe(200);
    expect(read.body.payload.total).toBe(2);
    expect(read.body.payload.lines.map((l: any) => [l.staff_email, l.action, l.before.status, l.after.status])).toEqual([
      [packer.email, 'order.transition', 'confirmed', 'packed'],
      [manager.email, 'order.transition', 'placed', 'confirmed'],
    ]);
    const byPacker = await sellerApi(database, 'audit/list', { staff_email: packer.email.toUpperCase(), action: 'order.transition' }, { cookie: owner.cookie });
    expect(byPacker.body.payload.lines.every((l: any) => l.staff_email === packer.email)).toBe(true);
    expect((await sellerApi(database, 'audit/list', {}, { cookie: manager.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'audit/list', { from: '25-11-2026' }, { cookie: owner.cookie })).status).toBe(400);
  });

  it('names each line\'s member and object as staff know them, and finds an order by its number', async () => {
    const { orderId } = await placeCashOrder();
    expect((await move(packer, orderId, 'confirmed')).status).toBe(200);
    const number = (await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: owner.cookie })).body.payload.order.order_string as string;
    const byId = await sellerApi(database, 'audit/list', { object_type: 'order', object_id: String(orderId) }, { cookie: owner.cookie });
    expect(byId.body.payload.lines).toHaveLength(1);
    expect(byId.body.payload.lines[0]).toMatchObject({ staff_email: packer.email, staff_name: 'Test packer', object_name: number, order_number: number });
    // Staff type the order's number (in any case), with or without the kind of object.
    for (const filter of [{ object_id: number }, { object_type: 'order', object_id: number.toLowerCase() }]) {
      const byNumber = await sellerApi(database, 'audit/list', filter, { cookie: owner.cookie });
      expect(byNumber.body.payload.lines.map((l: any) => l.id)).toEqual(byId.body.payload.lines.map((l: any) => l.id));
    }
    expect((await sellerApi(database, 'audit/list', { object_id: 'OB-NO-SUCH-ORDER' }, { cookie: owner.cookie })).body.payload.total).toBe(0);

    // A failed login of an unknown address has no member: its e-mail is all the line has.
    const stranger = `stranger.${Date.now()}@staff.test`;
    expect((await sellerApi(database, 'auth/login', { email: stranger, password: 'not a password', totp: '123456' }, { ip: ip() })).status).toBe(401);
    const failed = await sellerApi(database, 'audit/list', { staff_email: stranger }, { cookie: owner.cookie });
    expect(failed.body.payload.lines).toEqual([expect.objectContaining({ action: 'staff.login_failed', staff_email: stranger, staff_name: null, object_name: null, order_number: null })]);
    // A staff line names the member it is about.
    const boss = await addTestStaff(database, 'owner');
    const added = await sellerApi(database, 'staff/add', { email: `named.${Date.now()}@staff.test`, name: 'Named Member', role: 'packer', totp: boss.code() }, { cookie: boss.cookie });
    const about = await sellerApi(database, 'audit/list', { object_type: 'staff', object_id: String(added.body.payload.staff_id) }, { cookie: owner.cookie });
    expect(about.body.payload.lines[0]).toMatchObject({ action: 'staff.add', staff_name: 'Test owner', object_name: 'Named Member' });
  });

  it('refuses an illegal move with 409 and changes nothing', async () => {
    const { orderId } = await placeCashOrder();
    const refused = await move(owner, orderId, 'delivered');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(sellerTexts.moveRefused('placed', 'delivered'));
    const detail = (await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: owner.cookie })).body.payload;
    expect(detail.order.status).toBe('placed');
    // Only the shopper's confirmation from the link, no staff move.
    expect(detail.history.map((h: any) => [h.actor, h.from, h.to])).toEqual([['customer', 'awaiting_confirmation', 'placed']]);
  });

  it('ten staff confirming one order at once make one move', async () => {
    const { orderId } = await placeCashOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(owner, orderId, 'confirmed')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const events = await database.db.selectFrom('order_events').select('id').where('order_id', '=', orderId).where('actor', '=', 'staff').execute();
    expect(events).toHaveLength(1);
  });

  it('a failed delivery then RTO gives the stock back once received; a seller cancel gives it back and tells the shopper why', async () => {
    const before = await stockOf(database, products[0]!.id);
    const { orderId } = await placeCashOrder();
    expect(await stockOf(database, products[0]!.id)).toBe(before - 1);
    for (const [to, extra] of [['confirmed', {}], ['packed', {}], ['shipped', { courier: 'Ekart', awb: 'EK99' }], ['delivery_failed', { reason: 'Door locked' }], ['rto', {}]] as const) {
      const answer = await move(manager, orderId, to, extra);
      expect(answer.status, `${to}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    // RTO initiated: the parcel is on its way back, nothing is given back yet.
    expect(await stockOf(database, products[0]!.id)).toBe(before - 1);
    expect((await move(manager, orderId, 'rto_received')).status).toBe(200);
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    // The invoiced order came back: a credit note against its invoice.
    const documents = await database.db.selectFrom('tax_documents').select(['kind', 'cause']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(documents).toEqual([{ kind: 'invoice', cause: 'shipped' }, { kind: 'credit_note', cause: 'rto' }]);

    const second = await placeCashOrder();
    expect((await move(manager, second.orderId, 'cancelled', { reason: '' })).status).toBe(400);
    expect((await move(manager, second.orderId, 'cancelled', { reason: 'Out of stock after inspection' })).status).toBe(200);
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    const view = (await api(database, 'store/orderDetails', { order_id: second.orderId }, { cookie: second.shopper.cookie })).body.payload_orderDetails;
    expect(view.status).toBe('cancelled');
    expect(view.orderdetails.every((i: any) => i.cancel_status === 1)).toBe(true);
    // Never shipped, never invoiced: nothing to credit.
    expect(await database.db.selectFrom('tax_documents').select('id').where('order_id', '=', second.orderId).execute()).toEqual([]);
  });

  it('lists orders newest first with counts, filters and search; moves many at once', async () => {
    const a = await placeCashOrder();
    const b = await placeCashOrder();
    const list = await sellerApi(database, 'orders/list', { status: 'placed' }, { cookie: packer.cookie });
    expect(list.status).toBe(200);
    expect(list.body.payload.orders[0].order_id).toBe(b.orderId);
    expect(list.body.payload.orders.every((o: any) => o.status === 'placed')).toBe(true);
    expect(list.body.payload.counts.placed).toBe(list.body.payload.total);
    const detail = (await sellerApi(database, 'orders/detail', { order_id: a.orderId }, { cookie: packer.cookie })).body.payload.order;
    const found = await sellerApi(database, 'orders/list', { q: detail.order_string }, { cookie: packer.cookie });
    expect(found.body.payload.orders.map((o: any) => o.order_id)).toEqual([a.orderId]);
    expect((await sellerApi(database, 'orders/list', { pincode: '12' }, { cookie: packer.cookie })).status).toBe(400);

    const bulk = await sellerApi(database, 'orders/bulk-transition', { order_ids: [a.orderId, b.orderId], to: 'confirmed' }, { cookie: packer.cookie });
    expect(bulk.status).toBe(200);
    const numberOf = async (orderId: number) => (await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: packer.cookie })).body.payload.order.order_string;
    expect(bulk.body.payload.results).toEqual([
      { order_id: a.orderId, order_string: await numberOf(a.orderId), moved: true, message: '' },
      { order_id: b.orderId, order_string: await numberOf(b.orderId), moved: true, message: '' },
    ]);
    const again = await sellerApi(database, 'orders/bulk-transition', { order_ids: [a.orderId], to: 'confirmed' }, { cookie: packer.cookie });
    expect(again.body.payload.results[0]).toEqual({ order_id: a.orderId, order_string: await numberOf(a.orderId), moved: false, message: sellerTexts.moveRefused('confirmed', 'confirmed') });
  });
});
