// The grievance desk (docs/rules/grievances.md; E-Commerce Rules 2020): a complaint gets
// its ticket number in the answer at once, and by SMS and e-mail through the job queue
// (the officer is mailed too); the console lists it as due for acknowledgement within
// 48 hours; acknowledging, replying, resolving and closing move its state, each audited
// and the shopper mailed; only owners and managers may; a shopper sees only their own
// complaints (and attaches only their own order); bad input is named field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@/lib/config';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, api, cashOrder, freshIp, freshMobile, loginByOtp, messagesTo, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let owner: TestStaff;
let packer: TestStaff;
let mailCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 10, 1);
  await database.db.updateTable('products').set({ stock: 500 }).where('id', 'in', products.map((p) => p.id)).execute();
  [manager, owner, packer] = await Promise.all([addTestStaff(database, 'manager'), addTestStaff(database, 'owner'), addTestStaff(database, 'packer')]);
});
afterAll(async () => {
  await database?.close();
});

const TICKET = /^GRV-\d{8}-[A-Z2-9]{4}$/;

function complaint(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Kavya Menon', email: `kavya${++mailCounter}@example.in`, phone: freshMobile(), category: 'product',
    subject: 'Refrigerator door does not close', text: 'The open-box refrigerator I bought has a door that does not seal.', ...overrides,
  };
}

async function file(body: Record<string, unknown>, cookie?: string) {
  return api(database, 'store/fileComplaint', body, { ip: freshIp(), ...(cookie ? { cookie } : {}) });
}

async function auditOf(grievanceId: number) {
  return database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'grievance').where('object_id', '=', String(grievanceId)).orderBy('id').execute();
}

async function listed(ticket: string, state?: string) {
  const list = await sellerApi(database, 'grievances/list', state ? { state } : {}, { cookie: manager.cookie });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.payload.grievances.find((g: { ticket: string }) => g.ticket === ticket);
}

describe('filing a complaint', () => {
  it('answers the ticket number at once, and sends it by SMS and e-mail; the grievance officer is mailed', async () => {
    const body = complaint();
    const filed = await file(body);
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.message).toBe('Complaint filed successfully.');
    const { ticket } = filed.body.payload;
    expect(ticket).toMatch(TICKET);
    expect(filed.body.payload.state).toBe('open');

    const sms = await messagesTo(database, body.phone);
    expect(sms.map((m) => m.body)).toContain(`Your complaint is registered with ticket number ${ticket}. We will resolve it within 30 days. - ${store.businessName}`);
    const mail = await messagesTo(database, body.email);
    expect(mail.find((m) => m.subject === `Your complaint ${ticket}`)?.body).toContain(ticket);
    const officer = await messagesTo(database, store.grievanceOfficer.email);
    expect(officer.find((m) => m.subject === `New complaint ${ticket}`)?.body).toContain(body.subject);
  });

  it('names each bad field in a 400 and files nothing', async () => {
    const before = await database.db.selectFrom('grievances').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const empty = await file({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['category', 'email', 'name', 'phone', 'subject', 'text']);
    const bad = await file(complaint({ name: '  ', email: 'not-an-address', phone: '12345', category: 'weather', text: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'is required', email: 'must be a valid e-mail address', phone: 'must be a 10-digit mobile number',
      category: expect.stringMatching(/^must be one of order, delivery/), text: 'is required',
    });
    const after = await database.db.selectFrom('grievances').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the console', () => {
  it('lists a new complaint as due for acknowledgement within 48 hours and resolution within 30 days', async () => {
    const { body } = await file(complaint());
    const row = await listed(body.payload.ticket);
    expect(row).toMatchObject({ state: 'open', category: 'product', subject: 'Refrigerator door does not close' });
    expect(row.acknowledge.met_at).toBeNull();
    expect(row.acknowledge.minutes_left).toBeGreaterThan(47 * 60);
    expect(row.acknowledge.minutes_left).toBeLessThanOrEqual(48 * 60);
    expect(new Date(row.acknowledge.due_at).getTime() - new Date(row.created_at).getTime()).toBe(48 * 3_600_000);
    expect(row.resolve.minutes_left).toBeGreaterThan(29 * 24 * 60);
  });

  it('acknowledges, replies (mailed), resolves (mailed) and closes, each audited; a wrong move is refused with why', async () => {
    const body = complaint({ category: 'delivery', subject: 'Washing machine arrived dented' });
    const ticket = (await file(body)).body.payload.ticket;
    const id = (await listed(ticket)).grievance_id as number;

    const acknowledged = await sellerApi(database, 'grievances/acknowledge', { grievance_id: id }, { cookie: manager.cookie });
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    expect(acknowledged.body.payload.state).toBe('acknowledged');
    expect(acknowledged.body.payload.acknowledge.met_at).not.toBeNull();
    expect(acknowledged.body.payload.acknowledge.minutes_left).toBeNull();
    const again = await sellerApi(database, 'grievances/acknowledge', { grievance_id: id }, { cookie: manager.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This complaint is acknowledged: only an open one can be acknowledged.');

    const replied = await sellerApi(database, 'grievances/reply', { grievance_id: id, text: 'Our technician will visit tomorrow between 10 and 1.' }, { cookie: owner.cookie });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.payload.replies).toEqual([expect.objectContaining({ staff_name: 'Test owner', text: 'Our technician will visit tomorrow between 10 and 1.' })]);
    const closeEarly = await sellerApi(database, 'grievances/close', { grievance_id: id }, { cookie: manager.cookie });
    expect(closeEarly.status).toBe(409);

    const resolved = await sellerApi(database, 'grievances/resolve', { grievance_id: id, resolution: 'The dented machine was replaced on 29 November.' }, { cookie: manager.cookie });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.payload).toMatchObject({ state: 'resolved', resolution: 'The dented machine was replaced on 29 November.' });
    expect(resolved.body.payload.resolve.met_at).not.toBeNull();

    const mails = await messagesTo(database, body.email);
    expect(mails.map((m) => m.body).join('\n')).toContain('Our technician will visit tomorrow between 10 and 1.');
    expect(mails.map((m) => m.body).join('\n')).toContain('The dented machine was replaced on 29 November.');

    const closed = await sellerApi(database, 'grievances/close', { grievance_id: id }, { cookie: manager.cookie });
    expect(closed.status).toBe(200);
    expect(closed.body.payload.state).toBe('closed');
    const lateReply = await sellerApi(database, 'grievances/reply', { grievance_id: id, text: 'One more thing' }, { cookie: manager.cookie });
    expect(lateReply.status).toBe(409);
    expect(lateReply.body.message).toBe('This complaint is closed: it takes no more replies.');

    const lines = await auditOf(id);
    expect(lines.map((l) => l.action)).toEqual(['grievance.acknowledge', 'grievance.reply', 'grievance.resolve', 'grievance.close']);
    expect(lines.map((l) => l.staff_email)).toEqual([manager.email, owner.email, manager.email, manager.email]);
    expect(JSON.parse(lines[2]!.after!)).toMatchObject({ ticket, state: 'resolved' });

    expect((await listed(ticket, 'closed'))?.state).toBe('closed');
    expect(await listed(ticket)).toBeUndefined(); // the unresolved tab no longer has it
  });

  it('is for owners and managers only: a packer gets 403, a shopper or nobody 401', async () => {
    const shopper = await loginByOtp(database);
    expect((await sellerApi(database, 'grievances/list', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'grievances/acknowledge', { grievance_id: 1 }, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'grievances/list', {}, { cookie: shopper.cookie })).status).toBe(401);
    expect((await sellerApi(database, 'grievances/list', {})).status).toBe(401);
    expect((await sellerApi(database, 'grievances/detail', { grievance_id: 999_999 }, { cookie: manager.cookie })).status).toBe(404);
    const blank = await sellerApi(database, 'grievances/resolve', { grievance_id: 1, resolution: ' ' }, { cookie: manager.cookie });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ resolution: 'is required' });
  });
});

describe('the shopper sees the state', () => {
  it('of a complaint about their order, on the order and in their list; another shopper sees nothing and cannot attach it', async () => {
    const who = await readyShopper(database, [[products[0]!, 1]]);
    const placed = await cashOrder(database, who);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.payload.order_id as number;

    const filed = await file(complaint({ category: 'order', phone: who.mobile, order_id: orderId }), who.cookie);
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const { ticket } = filed.body.payload;

    const onOrder = await api(database, 'store/myComplaints', { order_id: orderId }, { cookie: who.cookie });
    expect(onOrder.status).toBe(200);
    expect(onOrder.body.payload).toEqual([expect.objectContaining({ ticket, state: 'open', order_id: orderId, order_string: expect.any(String) })]);

    const id = (await listed(ticket)).grievance_id;
    expect((await listed(ticket)).order_id).toBe(orderId);
    await sellerApi(database, 'grievances/resolve', { grievance_id: id, resolution: 'Refunded in full.' }, { cookie: manager.cookie });
    const mine = await api(database, 'store/myComplaints', {}, { cookie: who.cookie });
    expect(mine.body.payload[0]).toMatchObject({ ticket, state: 'resolved', resolution: 'Refunded in full.' });

    const stranger = await loginByOtp(database);
    expect((await api(database, 'store/myComplaints', {}, { cookie: stranger.cookie })).body.payload).toEqual([]);
    expect((await api(database, 'store/myComplaints', { order_id: orderId }, { cookie: stranger.cookie })).body.payload).toEqual([]);
    const attach = await file(complaint({ order_id: orderId }), stranger.cookie);
    expect(attach.status).toBe(404);
    expect(attach.body.message).toBe('No such order.');
    const loggedOut = await file(complaint({ order_id: orderId }));
    expect(loggedOut.status).toBe(401);
    expect((await api(database, 'store/myComplaints', {})).status).toBe(401);
  });

  it('by ticket number and mobile number, and not with another mobile number', async () => {
    const body = complaint();
    const { ticket } = (await file(body)).body.payload;
    const found = await api(database, 'store/complaintStatus', { ticket: ticket.toLowerCase(), phone: body.phone }, { ip: freshIp() });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.payload).toMatchObject({ ticket, state: 'open', subject: body.subject, resolution: null });

    const wrong = await api(database, 'store/complaintStatus', { ticket, phone: freshMobile() }, { ip: freshIp() });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('No complaint with that ticket number and mobile number.');
    const malformed = await api(database, 'store/complaintStatus', { ticket: 'ABC', phone: body.phone }, { ip: freshIp() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.ticket).toMatch(/ticket number like GRV-/);
  });
});
