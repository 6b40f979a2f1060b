// Refunds over real HTTP against the production build (docs/rules/seller.md#refunds): a
// manager's cancel of an order paid online on the test provider, sent twice at once, is
// one move and one refund, processed, which the shopper's order page shows; a packer is
// refused a refund and the refunds list.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { freshCode, newStaffMember, type StaffLogin } from './seller';

async function logInStaff(request: APIRequestContext, login: StaffLogin) {
  const answer = await request.post('/api/seller/auth/login', { data: { email: login.email, password: login.password, totp: freshCode(login) } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a cancel of a paid online order sent twice refunds it once; a packer is refused a refund', async ({ request }) => {
  // A shopper pays online on the test provider for the last in-stock laptop of the shelf.
  const mobile = `6${String(Date.now()).slice(-9)}`;
  const from = { 'x-forwarded-for': '198.51.100.91' };
  const sent = await (await request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile }, headers: from })).json();
  expect((await request.post('/api/user/verifyotp', { data: { otp_id: sent.payload.otp_id, otp: sent.payload.otp, otp_type: 'mobile', company_id: 191 }, headers: from })).status()).toBe(200);
  const address = await (await request.post('/api/store/addToaddress', { data: { name: 'Meera Iyer', contact: mobile, email: 'meera@example.in', pincode: '560001', house_no: '7', street: 'Church Street', address_type: 'Home' } })).json();
  const list = await (await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'mobiles-laptops', result_per_page: 20 } })).json();
  const product = (list.payload_VerticalByProduct.products as { product_id: number; stock: number }[]).filter((p) => p.stock > 3).at(-1)!;
  expect((await request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
  const started = (await (await request.post('/api/store/onlinePaymentProcess', { data: { address_id: address.payload.address_id, paymentmode: 'online' } })).json()).payload_onlinePaymentProcess;
  expect(started.provider).toBe('test');
  const paid = (await (await request.post('/api/payments/test', { data: { order_id: started.order_id, outcome: 'pay' } })).json()).payload;
  const confirmed = await request.post('/api/store/onlinePaymentSuccess', { data: { order_id: started.order_id, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const order = (await confirmed.json()).payload as { order_id: number; total_paid_amount: number };

  // A manager cancels it, and the cancel goes out twice at once (a double tap, two tabs).
  await logInStaff(request, await newStaffMember('manager'));
  const cancel = () => request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to: 'cancelled', reason: 'Unit failed the open-box check' } });
  const answers = await Promise.all([cancel(), cancel()]);
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);
  const refunds = (await (await request.post('/api/seller/orders/detail', { data: { order_id: order.order_id } })).json()).payload.refunds;
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount: order.total_paid_amount, status: 'processed', method: 'provider', provider: 'test', reason: 'Unit failed the open-box check' });

  // The shopper's order page shows the one refund, processed.
  const detail = (await (await request.post('/api/store/orderDetails', { data: { order_id: order.order_id } })).json()).payload_orderDetails;
  expect(detail.status).toBe('cancelled');
  expect(detail.payment_status).toBe('refunded');
  expect(detail.refunds).toEqual([expect.objectContaining({ amount: order.total_paid_amount, status: 'processed' })]);

  // A packer may not refund, nor read the refunds.
  const packer = await newStaffMember('packer');
  await logInStaff(request, packer);
  const refused = await request.post('/api/seller/refunds/record-manual', { data: { order_id: order.order_id, amount: 1, reference: 'UPI 999', totp: freshCode(packer) } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(sellerTexts.roleRefused);
  expect((await request.post('/api/seller/refunds/list', { data: {} })).status()).toBe(403);
  expect((await (await request.post('/api/seller/auth/logout', { data: {} })).json()).message).toBe('Logged out');
});
