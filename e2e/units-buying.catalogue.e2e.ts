// Each unit as it is, in the browser (docs/rules/units.md): a manager enters a fresh Good
// unit of the demo's phone sold by unit and records its details on the console; a
// shopper (at a desktop and at a phone viewport) picks that very unit on the product
// page, sees its price and its seller warranty in "We Promise", and adds it; a second
// shopper adds the same unit; both place their orders at once: exactly one order, the
// other a clear refusal, and the unit is no longer offered. The packer is shown the
// chosen IMEI (filled in) and packs it; the invoice prints it.
// Adds units to the shared demo catalogue, so it runs with the catalogue tests.
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { luhnValid } from '../lib/products/imei';
import { rupees } from '../lib/pricing';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { unitTexts } from '../lib/texts/units';
import { pdfPages } from '../tests/api/pdf-text';
import { addAddressByApi, cashOrderByApi, confirmCodOrder, logIn, open } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const t = sellerTexts.units;
const c = sellerTexts.console;

/** A valid IMEI no other run has entered. */
function freshImei(): string {
  const body = `86${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { userAgent: devices['Pixel 7'].userAgent, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

async function shopperOn(browser: Browser, device: keyof typeof viewports): Promise<{ page: Page; addressId: number }> {
  const context = await browser.newContext({ ...viewports[device], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await logIn(page);
  return { page, addressId: await addAddressByApi(page) };
}

for (const device of ['desktop', 'mobile'] as const) {
  test(`${device}: a shopper picks a Good unit of a phone and buys it; the packer sees its IMEI, the invoice prints it; a racing shopper is refused`, async ({ page, browser }) => {
    test.slow(); // the console, two shoppers and a PDF
    // The demo's cheapest phone sold by unit (below the e-way bill threshold).
    const phone = inE2eDatabase((db) => db.prepare(`SELECT id, name, name_url FROM products WHERE sold_by_unit = 1 ORDER BY selling_price_paise LIMIT 1`).get() as { id: number; name: string; name_url: string });
    const imei = freshImei();
    const price = 15_000 + Math.floor(Math.random() * 900); // its own price, unlike any other unit's

    // A manager enters the unit and records it as it is on the console (on a phone too: the console is built for one).
    if (device === 'mobile') await page.setViewportSize(viewports.mobile.viewport);
    await logInAsStaff(page, await newStaffMember('manager'));
    const added = await page.request.post('/api/seller/products/units-add', { data: { product_id: phone.id, units: [{ serial: imei, kind: 'imei', grade: 'good' }] } });
    expect(added.status(), await added.text()).toBe(200);
    const unitId = ((await added.json()).payload.units as { unit_id: number; serial: string }[]).find((u) => u.serial === imei)!.unit_id;
    await page.goto(`/seller/products/${phone.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: t.details.editOf(imei) }).click();
    const form = page.getByRole('form', { name: t.details.editOf(imei) });
    await form.getByLabel(t.details.battery).fill('120');
    await form.getByRole('button', { name: t.details.save }).click();
    await expect(form.getByText('must be at most 100').first()).toBeVisible(); // refused, named beside the field
    await form.getByLabel(t.details.battery).fill('92');
    await form.getByLabel(t.details.cosmetic).fill('One light scratch on the back');
    await form.getByLabel(t.details.warrantyMonths).fill('6');
    await form.getByLabel(t.details.warrantyBy).selectOption('seller');
    await form.getByLabel(t.details.price).fill(String(price));
    if (device === 'mobile') await form.screenshot({ path: 'test-results/units-console-form-mobile.png', animations: 'disabled' });
    await form.getByRole('button', { name: t.details.save }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('unit-row').filter({ hasText: imei })).toContainText('92%');

    // Two shoppers pick that unit on the product page.
    const unitOption = (p: Page) => p.getByRole('radio', { name: unitTexts.chooseUnit(unitId, 'Good', rupees(price)) });
    const shoppers = [await shopperOn(browser, device), await shopperOn(browser, device)];
    for (const shopper of shoppers) {
      await open(shopper.page, `/product/${phone.name_url}/${phone.id}`);
      await expect(shopper.page.getByTestId('unit-list')).toBeVisible();
      await unitOption(shopper.page).check();
      // "We Promise" shows the chosen unit's warranty and who gives it.
      await expect(shopper.page.getByTestId('promise-warranty')).toHaveText(unitTexts.promiseWarranty('6 months', unitTexts.warrantyBy.seller!));
      await expect(shopper.page.getByTestId('unit-option').filter({ has: unitOption(shopper.page) })).toContainText('92%');
      await shopper.page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(shopper.page.getByTestId('unit-in-cart')).toContainText(unitTexts.cartChoiceUnit(unitId, 'Good'));
    }
    if (device === 'mobile') await shoppers[0]!.page.screenshot({ path: 'test-results/units-product-page-mobile.png', animations: 'disabled' });

    // Both place their orders at once: exactly one wins.
    const answers = await Promise.all(shoppers.map((s) => cashOrderByApi(s.page, s.addressId)));
    expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);
    const winnerIndex = answers.findIndex((a) => a.status() === 200);
    const loser = shoppers[1 - winnerIndex]!;
    expect((await answers[1 - winnerIndex]!.json()).message).toBe(unitTexts.unitGone(phone.name));
    const order = (await answers[winnerIndex]!.json()).payload as { order_id: number; order_string: string; total_paid_amount: number };
    const orders = await (await loser.page.request.post('/api/store/orderList', { data: {} })).json();
    expect(orders.payload_orderList).toEqual([]);
    // The unit is no longer offered.
    await open(loser.page, `/product/${phone.name_url}/${phone.id}`);
    await expect(unitOption(loser.page)).toHaveCount(0);
    // The winner confirms the order from the SMS link, as a COD shopper does.
    await confirmCodOrder(shoppers[winnerIndex]!.page, order.order_id);
    // The winner paid the unit's own price.
    const detail = await (await shoppers[winnerIndex]!.page.request.post('/api/store/orderDetails', { data: { order_id: order.order_id } })).json();
    expect(detail.payload_orderDetails.orderdetails[0].unit_price).toBe(price);

    // The packer is shown the chosen unit, filled in, and packs it.
    await logInAsStaff(page, await newStaffMember('packer'));
    await page.goto(`/seller/orders/${order.order_id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('item-choice')).toHaveText(t.chosenUnit(`IMEI: ${imei}`));
    const status = page.getByTestId('order-status');
    const mark = (to: string) => page.getByRole('button', { name: c.moveTo(screenTexts.orderStatusLabel[to]!.toLowerCase()) });
    await mark('confirmed').click();
    await expect(status).toHaveText(screenTexts.orderStatusLabel.confirmed!);
    await mark('packed').click();
    const box = page.getByLabel(t.pickFor(phone.name, 1, 1));
    await expect(box).toHaveValue(imei);
    if (device === 'mobile') await page.screenshot({ path: 'test-results/units-packing-mobile.png', animations: 'disabled' });
    await expect(page.getByText(t.chosenUnit(`IMEI: ${imei}`)).first()).toBeVisible();
    await box.press('Enter');
    await expect(status).toHaveText(screenTexts.orderStatusLabel.packed!);
    await expect(page.getByTestId('item-units')).toHaveText(`IMEI: ${imei}`);

    // Shipped: the invoice prints the IMEI.
    const shipped = await page.request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to: 'shipped', courier: 'Delhivery', awb: `DLV${order.order_id}U` } });
    expect(shipped.status(), await shipped.text()).toBe(200);
    const invoice = await page.request.get(`/seller/orders/${order.order_id}/invoice.pdf`);
    expect(invoice.status()).toBe(200);
    const text = (await pdfPages(await invoice.body())).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`IMEI: ${imei}`);
  });
}
