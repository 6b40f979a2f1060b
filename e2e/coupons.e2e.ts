// Coupons in the browser (docs/rules/coupons.md): a manager creates one at
// /seller/coupons; a shopper applies it in the checkout's Order Summary (a wrong code
// first, with its reason), sees the Coupon Discount come off the total, places a cash
// order for that total, and the order page and the GST invoice carry the discount; the
// used coupon cannot be deleted. In the console, a code that exists is replaced only
// once the manager confirms, and an unused coupon is deleted.
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { rupees } from '../lib/pricing';
import { pdfPages } from '../tests/api/pdf-text';
import { addAddressByApi, addProductsFrom, confirmNewestCodOrder, logIn, open } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';

const t = screenTexts.checkoutScreens;
const c = screenTexts.coupons;
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const summaryTotal = (page: Page) => page.getByTestId('total-payable');
const notice = (page: Page, kind: 'success' | 'error', text: string) => page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ hasText: text });

test('a coupon made in the console takes its amount off a cash order, its page and its invoice', async ({ page, isMobile }) => {
  test.slow(); // the console, the whole checkout and a PDF
  const code = `E2E${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const p = sellerTexts.couponsPage;

  // The manager creates a flat ₹300 coupon.
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/coupons');
  await page.getByLabel(p.code).fill(code.toLowerCase());
  await page.getByLabel(p.valueRupees).fill('300');
  await page.getByLabel(p.totalUses).fill('5');
  await page.getByRole('button', { name: p.save }).click();
  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText(p.flatOff(rupees(300)));
  await expect(row).toContainText(p.uses(0, 5));

  // The shopper: a wrong code is refused with its reason, the right one applies.
  await logIn(page);
  await addAddressByApi(page);
  await addProductsFrom(page, isMobile ? '/store/mobiles-laptops' : '/store/air-care', 1);
  await open(page, '/checkout');
  const box = page.getByLabel(t.couponLabel);
  await box.fill('NOT-A-CODE');
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: c.unknown })).toBeVisible();
  const before = amountOf(await summaryTotal(page).innerText());
  await box.fill(code.toLowerCase());
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  await expect(page.getByTestId('coupon-applied')).toHaveText(c.applied(code, rupees(300)));
  await expect(page.getByTestId('summary-coupon')).toHaveText(`- ${rupees(300)}`);
  await expect.poll(async () => amountOf(await summaryTotal(page).innerText())).toBe(before - 300);

  // Place the cash order; the coupon goes with it.
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();
  await page.getByRole('radio', { name: /Asha Verma/ }).first().check();
  await page.getByRole('button', { name: t.proceed }).click();
  await page.getByRole('radio', { name: new RegExp(t.cashOnDelivery) }).check();
  await expect(page.getByTestId('summary-coupon')).toHaveText(`- ${rupees(300)}`);
  const shownTotal = amountOf(await summaryTotal(page).innerText());
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/my-orders$/, { timeout: 30_000 });
  await confirmNewestCodOrder(page); // from the link of its SMS (docs/rules/orders.md#cash-on-delivery-confirmation)

  // The order: its total is the one shown, its page shows the coupon discount.
  const orders = (await (await page.request.post('/api/store/orderList', { data: {} })).json()).payload_orderList as { order_id: number; total_paid_amount: number }[];
  const order = orders[0]!;
  expect(order.total_paid_amount).toBe(shownTotal);
  await open(page, `/order-details?order_id=${order.order_id}`);
  await expect(page.getByRole('region', { name: screenTexts.orderScreens.invoice })).toContainText(`${screenTexts.orderScreens.couponDiscount}${rupees(300)}`);

  // Shipped by the manager (still logged in in this browser): the invoice takes it off.
  // The order may pass the e-way bill threshold (docs/rules/seller.md#e-way-bills): it ships with its number.
  for (const move of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Ekart', awb: `CPN${order.order_id}`, eway_bill_no: `35${String(order.order_id).padStart(10, '0')}` }]) {
    const answer = await page.request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, ...move } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const invoice = await page.request.get(`/my-orders/${order.order_id}/invoice.pdf`);
  expect(invoice.status()).toBe(200);
  const text = (await pdfPages(await invoice.body())).join('\n');
  expect(text).toMatch(/Discount\s+- ₹300\.00/);
  await page.goto('/seller/coupons');
  const used = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(used).toContainText(p.uses(1, 5));

  // An order used it, so it cannot be deleted: the refusal is an error notice, and the row stays.
  await used.getByRole('button', { name: p.delete(code) }).click();
  await used.getByRole('group', { name: p.deleteAsk(code) }).getByRole('button', { name: p.deleteYes }).click();
  await expect(notice(page, 'error', sellerTexts.couponUsed(code, 1))).toBeVisible();
  await expect(notice(page, 'success', p.deleted(code))).toHaveCount(0);
  await expect(used).toContainText(p.uses(1, 5));
});

test('a code that exists is replaced only once the manager says so; a coupon no order used is deleted', async ({ page, isMobile }) => {
  const code = `E2EASK${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const p = sellerTexts.couponsPage;
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/coupons');
  await page.getByLabel(p.code).fill(code);
  await page.getByLabel(p.valueRupees).fill('100');
  await page.getByRole('button', { name: p.save }).click();
  await expect(notice(page, 'success', p.saved(code))).toBeVisible();
  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText(p.flatOff(rupees(100)));

  // A new coupon typed with the same code (any case): the form asks, nothing is saved yet.
  await page.getByLabel(p.code).fill(code.toLowerCase());
  await page.getByLabel(p.valueRupees).fill('250');
  await page.getByRole('button', { name: p.save }).click();
  const ask = page.getByRole('alert').filter({ hasText: p.exists(code, p.flatOff(rupees(100))) });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: p.keep }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByLabel(p.code)).toBeFocused();
  await expect(row).toContainText(p.flatOff(rupees(100)));

  // Asked again and confirmed: the one coupon now takes ₹250 off.
  await page.getByRole('button', { name: p.save }).click();
  await ask.getByRole('button', { name: p.overwrite(code) }).click();
  await expect(notice(page, 'success', p.saved(code)).last()).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(p.flatOff(rupees(250)));

  // Deleted (no order used it), after a second word; gone after a reload too.
  await row.getByRole('button', { name: p.delete(code) }).click();
  await row.getByRole('group', { name: p.deleteAsk(code) }).getByRole('button', { name: p.deleteYes }).click();
  await expect(notice(page, 'success', p.deleted(code))).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toHaveCount(0);
});

test('an offer on the offers page is a code the checkout takes off as advertised', async ({ page }) => {
  type ListedOffer = { couponcode: string; title: string; min_cart_amount: number; discount_percent: number; max_discount: number | null; limited: boolean };
  const listed: ListedOffer[] = (await (await page.request.post('/api/store/offers', { data: {} })).json()).payload_offers;
  const offer = listed.filter((o) => !o.limited).sort((a, b) => a.min_cart_amount - b.min_cart_amount)[0];
  expect(offer, 'an offer open to any cart').toBeDefined();

  // A new shopper (so a first-order offer applies) with a refrigerator, every one of which costs more than ₹2,999.
  await logIn(page);
  await addAddressByApi(page);
  const [line] = await addProductsFrom(page, '/store/refrigerator', 1);
  const subtotal = line.selling_price * line.quantity;
  expect(subtotal).toBeGreaterThanOrEqual(offer.min_cart_amount);

  // The shopper reads the code off the offer's card.
  await open(page, '/offers');
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: offer.title }) });
  const code = (await card.getByTestId('offer-code').innerText()).trim();
  expect(code).toBe(offer.couponcode);

  const percentOff = Math.round(subtotal * offer.discount_percent) / 100;
  const expected = Math.min(offer.discount_percent > 0 ? percentOff : subtotal, offer.max_discount ?? Infinity, subtotal);
  await open(page, '/checkout');
  await page.getByLabel(t.couponLabel).fill(code);
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  await expect(page.getByTestId('coupon-applied')).toHaveText(c.applied(code, rupees(expected)));
  await expect(page.getByTestId('summary-coupon')).toHaveText(`- ${rupees(expected)}`);
});
