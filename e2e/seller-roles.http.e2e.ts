// Who may do what on the seller API, over real HTTP (docs/rules/seller.md#staff-and-roles):
// a shopper's session counts for nothing there; a packer confirms an order but may not
// cancel it; the console is never indexed.
import { expect, test } from '@playwright/test';
import { TOTP, Secret } from 'otpauth';
import { sellerTexts } from '../lib/texts/seller';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from './seller';
import { confirmCodOrder } from './shopper';

test('a packer confirms an order but is refused its cancel; a shopper gets 401; robots.txt keeps the console out', async ({ request, baseURL }) => {
  // A shopper with a cash order.
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const from = { 'x-forwarded-for': '198.51.100.77' };
  const sent = await (await request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile }, headers: from })).json();
  expect((await request.post('/api/user/verifyotp', { data: { otp_id: sent.payload.otp_id, otp: sent.payload.otp, otp_type: 'mobile', company_id: 191 }, headers: from })).status()).toBe(200);
  const address = await (await request.post('/api/store/addToaddress', { data: { name: 'Ravi Kumar', contact: mobile, email: 'ravi@example.in', pincode: '560001', house_no: '12', street: 'MG Road', address_type: 'Home' } })).json();
  const list = await (await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'toys', result_per_page: 20 } })).json();
  const product = list.payload_VerticalByProduct.products.find((p: { stock: number }) => p.stock > 3);
  expect((await request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
  const order = (await (await request.post('/api/store/cashOnDelivery', { data: { address_id: address.payload.address_id } })).json()).payload;
  await confirmCodOrder(request, order.order_id); // from the link of its SMS (docs/rules/orders.md#cash-on-delivery-confirmation)

  // The shopper's session is nobody on the seller API.
  const asShopper = await request.post('/api/seller/orders/list', { data: {} });
  expect(asShopper.status()).toBe(401);
  expect((await asShopper.json()).message).toBe(sellerTexts.loginRequired);

  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(DEMO_TOTP_SECRET) });
  const login = await request.post('/api/seller/auth/login', { data: { ...DEMO_STAFF.packer, totp: totp.generate() } });
  expect(login.status(), await login.text()).toBe(200);
  expect(login.headers()['set-cookie']).toMatch(/staff_session=.*HttpOnly.*SameSite=Strict/i);

  expect((await request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to: 'confirmed' } })).status()).toBe(200);
  const cancel = await request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to: 'cancelled', reason: 'testing the role' } });
  expect(cancel.status()).toBe(403);
  expect((await cancel.json()).message).toBe(sellerTexts.roleRefused);
  const detail = await (await request.post('/api/seller/orders/detail', { data: { order_id: order.order_id } })).json();
  expect(detail.payload.order.status).toBe('confirmed');
  expect(detail.payload.order.next_statuses).toEqual(['packed']);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /seller');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`${baseURL}/seller`);
  const loginPage = await (await request.get('/seller/login')).text();
  expect(loginPage).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});
