// A one-use coupon and two shoppers placing cash orders with it at the same moment, over
// real HTTP against the production build (docs/rules/coupons.md#uses): one order is
// placed with the discount, the other is refused with the reason and its cart is kept.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { freshCode, newStaffMember } from './seller';

async function shopperWithCart(request: APIRequestContext, n: number) {
  const mobile = `8${String(Date.now()).slice(-8)}${n}`;
  const from = { 'x-forwarded-for': `198.51.100.${120 + n}` };
  const sent = await (await request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile }, headers: from })).json();
  expect((await request.post('/api/user/verifyotp', { data: { otp_id: sent.payload.otp_id, otp: sent.payload.otp, otp_type: 'mobile', company_id: 191 }, headers: from })).status()).toBe(200);
  const address = await (await request.post('/api/store/addToaddress', { data: { name: `Shopper ${n}`, contact: mobile, email: `s${n}@example.in`, pincode: '560001', house_no: `${n}`, street: 'Brigade Road', address_type: 'Home' } })).json();
  const list = await (await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'air-care', result_per_page: 20 } })).json();
  const product = (list.payload_VerticalByProduct.products as { product_id: number; stock: number }[]).filter((p) => p.stock > 3).at(-1)!;
  expect((await request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
  return address.payload.address_id as number;
}

test('a one-use coupon taken by two shoppers at once is used once', async ({ playwright, baseURL }) => {
  const [staff, first, second] = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
  try {
    const manager = await newStaffMember('manager');
    expect((await staff.post('/api/seller/auth/login', { data: { email: manager.email, password: manager.password, totp: freshCode(manager) } })).status()).toBe(200);
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    const saved = await staff.post('/api/seller/coupons/save', { data: { code, kind: 'flat', value: 150, total_uses: 1 } });
    expect(saved.status(), await saved.text()).toBe(200);

    const [a, b] = [await shopperWithCart(first, 1), await shopperWithCart(second, 2)];
    const answers = await Promise.all([
      first.post('/api/store/cashOnDelivery', { data: { address_id: a, couponcode: code } }),
      second.post('/api/store/cashOnDelivery', { data: { address_id: b, couponcode: code } }),
    ]);
    const statuses = answers.map((r) => r.status());
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const lost = answers.find((r) => r.status() !== 200)!;
    expect([409, 422]).toContain(lost.status());
    expect((await lost.json()).message).toBe(screenTexts.coupons.usedUp);
    const loser = lost === answers[0] ? first : second;
    const cart = (await (await loser.post('/api/store/cartList', { data: { store_id: 139 } })).json()).payload_cartList;
    expect(cart).toHaveLength(1);

    const coupons = (await (await staff.post('/api/seller/coupons/list', { data: {} })).json()).payload.coupons as { code: string; used_count: number }[];
    expect(coupons.find((c) => c.code === code)?.used_count).toBe(1);
  } finally {
    await Promise.all([staff, first, second].map((c) => c.dispose()));
  }
});
