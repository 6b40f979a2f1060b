// Returns (docs/rules/seller.md#returns): the shopper asks to return a delivered item
// within the window, with a reason; staff (owner or manager) approve or reject it and
// receive the item back (restocked or written off), which issues the item's credit note
// and starts its refund: through the provider for an online payment (the test
// provider), as a manual refund for cash. Orders reach `delivered` through the real
// order desk moves, so each has its tax invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { screenTexts } from '@/lib/texts/screens';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addAddress, addPincodes, api, cashOrder, loginByOtp, plainProducts, putInCart, readyShopper, stockOf, messagesTo, type ProductRow, type Shopper } from './session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 3, 20, 2);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

/** placed → ... → delivered through orders/transition, as the desk moves it. */
const deliver = (orderId: number) =>
  moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `AWB${orderId}X` }, { to: 'out_for_delivery' }, { to: 'delivered' }]);

async function deliveredCashOrder(quantity = 1) {
  const who = await readyShopper(database, [[products[0], quantity]]);
  const placed = await cashOrder(database, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  await deliver(orderId);
  return { who, orderId, itemId: await itemOf(orderId) };
}

async function deliveredOnlineOrder() {
  const who = await loginByOtp(database);
  const addressId = await addAddress(database, who);
  await putInCart(database, who, products[1].id, 1);
  const started = (await api(database, 'store/onlinePaymentProcess', { address_id: addressId, paymentmode: 'online' }, { cookie: who.cookie })).body.payload_onlinePaymentProcess;
  expect(started.provider).toBe('test');
  const page = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
    method: 'POST', body: JSON.stringify({ order_id: started.order_id, outcome: 'pay' }),
    headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
  }));
  const paid = ((await page.json()) as any).payload;
  expect((await api(database, 'store/onlinePaymentSuccess', { order_id: started.order_id, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, { cookie: who.cookie })).status).toBe(200);
  const orderId = started.our_order_id as number;
  await deliver(orderId);
  return { who, orderId, itemId: await itemOf(orderId) };
}

/** The messages to the order's delivery phone (where order messages go). */
const messagesOf = async (orderId: number) => {
  const { delivered_contact } = await database.db.selectFrom('orders').select('delivered_contact').where('id', '=', orderId).executeTakeFirstOrThrow();
  return (await messagesTo(database, delivered_contact)).filter((m) => m.channel === 'sms');
};
const itemOf = async (orderId: number) => Number((await database.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id);
const askReturn = (who: Shopper, orderId: number, itemId: number, reason = 'Damaged or defective') =>
  api(database, 'store/orderReturn', { order_id: orderId, item_id: itemId, reason }, { cookie: who.cookie });
const detailOf = async (who: Shopper, orderId: number) => (await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: who.cookie })).body.payload_orderDetails;
const auditOf = (returnId: number) => database.db.selectFrom('audit_log').select(['action', 'staff_email']).where('object_type', '=', 'return').where('object_id', '=', String(returnId)).orderBy('id').execute();
const creditNotesOf = (orderId: number) => database.db.selectFrom('tax_documents').select(['number', 'cause', 'body']).where('order_id', '=', orderId).where('kind', '=', 'credit_note').execute();

describe('the shopper asks for a return', () => {
  it('within the window: requested, shown on the order page, told by SMS; a second ask is refused', async () => {
    const { who, orderId, itemId } = await deliveredCashOrder();
    const before = await detailOf(who, orderId);
    expect(before.orderdetails[0].can_return).toBe(true);
    expect(before.return_last_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const asked = await askReturn(who, orderId, itemId);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('Return requested successfully.');
    expect(asked.body.payload.return).toMatchObject({ item_id: itemId, status: 'requested', reason: 'Damaged or defective' });

    const after = await detailOf(who, orderId);
    expect(after.orderdetails[0].can_return).toBe(false);
    expect(after.returns).toEqual([expect.objectContaining({ item_id: itemId, status: 'requested' })]);
    const sms = (await messagesOf(orderId)).filter((m) => m.body.includes('request to return'));
    expect(sms).toHaveLength(1);

    const again = await askReturn(who, orderId, itemId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(screenTexts.returns.alreadyAsked);
  });

  it('two taps at once make one request', async () => {
    const { who, orderId, itemId } = await deliveredCashOrder();
    const answers = await Promise.all([askReturn(who, orderId, itemId), askReturn(who, orderId, itemId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await database.db.selectFrom('return_requests').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('past the window, before delivery, for someone else\'s order or without a reason: refused, nothing written', async () => {
    const { who, orderId, itemId } = await deliveredCashOrder();
    // Delivered eight days ago: the seven-day window (seller.returnWindowDays) has closed.
    await database.db.updateTable('orders').set({ delivered_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where('id', '=', orderId).execute();
    const late = await askReturn(who, orderId, itemId);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The return window for this order closed on \d{1,2} [A-Z][a-z]{2,3} \d{4}\.$/);
    expect((await detailOf(who, orderId)).orderdetails[0].can_return).toBe(false);

    const fresh = await readyShopper(database, [[products[2], 1]]);
    const placed = (await cashOrder(database, fresh)).body.payload.order_id as number;
    const notYet = await askReturn(fresh, placed, await itemOf(placed));
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(screenTexts.returns.notDelivered);

    const stranger = await loginByOtp(database);
    expect((await askReturn(stranger, orderId, itemId)).status).toBe(404);
    const blank = await askReturn(who, orderId, itemId, '   ');
    expect(blank.status).toBe(400);
    expect(await database.db.selectFrom('return_requests').select('id').where('order_id', 'in', [orderId, placed]).execute()).toEqual([]);
  });
});

describe('staff handle a return', () => {
  it('a packer is refused (403), a shopper session gets 401', async () => {
    const packer = await addTestStaff(database, 'packer');
    expect((await sellerApi(database, 'returns/list', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'returns/decide', { return_id: 1, decision: 'approve' }, { cookie: packer.cookie })).status).toBe(403);
    const shopper = await loginByOtp(database);
    expect((await sellerApi(database, 'returns/list', {}, { cookie: shopper.cookie })).status).toBe(401);
  });

  it('cash: approved (once, though two staff approve at once), received back on sale with its credit note, then refunded by hand; each step audited', async () => {
    const { who, orderId, itemId } = await deliveredCashOrder(2);
    const returnId = (await askReturn(who, orderId, itemId)).body.payload.return.return_id as number;

    const listed = await sellerApi(database, 'returns/list', { status: 'requested' }, { cookie: manager.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.payload.returns).toContainEqual(expect.objectContaining({ return_id: returnId, order_id: orderId, status: 'requested', quantity: 2, paymentmode: 'cash' }));

    const noNote = await sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'reject' }, { cookie: manager.cookie });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(screenTexts.returns.rejectNeedsNote);

    const owner = await addTestStaff(database, 'owner');
    const approvals = await Promise.all([
      sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'approve' }, { cookie: manager.cookie }),
      sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'approve' }, { cookie: owner.cookie }),
    ]);
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(approvals.find((a) => a.status === 409)!.body.message).toBe('This return is approved already.');
    expect((await messagesOf(orderId)).some((m) => m.body.includes('is approved'))).toBe(true);

    const stockBefore = await stockOf(database, products[0].id);
    const withoutCode = await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'restocked' }, { cookie: manager.cookie });
    expect(withoutCode.status).toBe(403);
    const receiver = await addTestStaff(database, 'manager');
    const received = await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'restocked', totp: receiver.code() }, { cookie: receiver.cookie });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.payload.return).toMatchObject({ status: 'received', outcome: 'restocked', refund: null });
    expect(await stockOf(database, products[0].id)).toBe(stockBefore + 2);
    const notes = await creditNotesOf(orderId);
    expect(notes.map((n) => n.cause)).toEqual([`return:${returnId}`]);
    const credited = JSON.parse(notes[0].body).totals.total as number;
    expect(received.body.payload.return.credit_note).toEqual({ number: notes[0].number, amount: credited / 100 });

    // The cash goes back by UPI; the manual refund names the return, which is then refunded.
    const refunder = await addTestStaff(database, 'manager');
    const manual = await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: credited / 100, reference: `UPI ${orderId}77`, return_id: returnId, totp: refunder.code() }, { cookie: refunder.cookie });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    const after = await sellerApi(database, 'returns/list', { order_id: orderId }, { cookie: manager.cookie });
    expect(after.body.payload.returns[0]).toMatchObject({ status: 'refunded', refund: { status: 'processed', method: 'manual', amount: credited / 100 } });
    expect((await detailOf(who, orderId)).returns).toEqual([expect.objectContaining({ status: 'refunded' })]);

    expect((await auditOf(returnId)).map((a) => a.action)).toEqual(['return.approve', 'return.receive']);
    // Receiving twice is refused and changes nothing.
    const twice = await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'restocked', totp: owner.code() }, { cookie: owner.cookie });
    expect(twice.status).toBe(409);
    expect(await stockOf(database, products[0].id)).toBe(stockBefore + 2);
  });

  it('online: received and written off, refunded once through the provider for what the credit note credits', async () => {
    const { who, orderId, itemId } = await deliveredOnlineOrder();
    const returnId = (await askReturn(who, orderId, itemId, 'Not as described')).body.payload.return.return_id as number;
    expect((await sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'approve' }, { cookie: manager.cookie })).status).toBe(200);
    const stockBefore = await stockOf(database, products[1].id);
    const receiver = await addTestStaff(database, 'owner');
    const received = await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'written_off', totp: receiver.code() }, { cookie: receiver.cookie });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const [note] = await creditNotesOf(orderId);
    const credited = JSON.parse(note.body).totals.total as number;
    expect(received.body.payload.return).toMatchObject({ status: 'refunded', outcome: 'written_off' });
    expect(await stockOf(database, products[1].id)).toBe(stockBefore);

    const refunds = await database.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ return_id: returnId, method: 'provider', status: 'processed', amount_paise: credited });
    const shopper = await detailOf(who, orderId);
    expect(shopper.refunds).toEqual([expect.objectContaining({ status: 'processed', amount: credited / 100 })]);
    expect(shopper.returns).toEqual([expect.objectContaining({ status: 'refunded' })]);
  });

  it('a rejection says why, and the shopper is told', async () => {
    const { who, orderId, itemId } = await deliveredCashOrder();
    const returnId = (await askReturn(who, orderId, itemId, 'No longer needed')).body.payload.return.return_id as number;
    const rejected = await sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'reject', note: 'Seal broken after delivery' }, { cookie: manager.cookie });
    expect(rejected.status).toBe(200);
    expect(rejected.body.payload.return).toMatchObject({ status: 'rejected', decision_note: 'Seal broken after delivery' });
    expect((await messagesOf(orderId)).some((m) => m.body.includes('Reason: Seal broken after delivery'))).toBe(true);
    const receiver = await addTestStaff(database, 'manager');
    expect((await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'restocked', totp: receiver.code() }, { cookie: receiver.cookie })).status).toBe(409);
  });
});
