// E-way bills on the production build (docs/rules/seller.md#e-way-bills): a packer ships
// a cash order worth more than ₹50,000 from its console page. The "Mark shipped" form
// asks for the e-way bill number and says why; a number that is not 12 digits is refused
// beside the field; with one the order ships, its page shows the number, the invoice PDF
// prints it and the portal's JSON, linked from the page, carries the invoice's number.
import { expect, test, type APIResponse } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { pdfPages } from '../tests/api/pdf-text';
import { addAddressByApi, confirmCodOrder, logIn, open } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const t = sellerTexts.console;

async function pdfText(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  return (await pdfPages(await response.body())).join('\n');
}

test('a consignment above ₹50,000 ships only with its e-way bill number, which the invoice prints', async ({ page, isMobile }) => {
  test.slow(); // a shopper's order, a staff login, three moves and two downloads
  await logIn(page);
  const addressId = await addAddressByApi(page, { pincode: '122001' });
  // An air conditioner of this test's own (no other test buys from this shelf; the phone's
  // run takes another), priced at ₹60,000 so one piece passes the threshold.
  const list = await (await page.request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'air-care', result_per_page: 20 } })).json();
  const inStock = (list.payload_VerticalByProduct.products as { product_id: number; stock: number }[]).filter((p) => p.stock > 3);
  const product = isMobile ? inStock.at(-2)! : inStock.at(-1)!;
  inE2eDatabase((db) => db.prepare('update products set selling_price_paise = 6000000, mrp_paise = 7000000, is_deal = 0 where id = ?').run(product.product_id));
  expect((await page.request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).payload as { order_id: number; order_string: string };
  await confirmCodOrder(page, order.order_id); // from the link of its SMS (docs/rules/orders.md#cash-on-delivery-confirmation)

  await logInAsStaff(page, await newStaffMember('packer'));
  for (const to of ['confirmed', 'packed']) {
    const moved = await page.request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await open(page, `/seller/orders/${order.order_id}`);
  await expect(page.getByRole('heading', { name: t.orderHeading(order.order_string) })).toBeVisible();
  // The portal's JSON is offered before shipping: the seller makes the e-way bill first.
  await expect(page.getByRole('link', { name: t.ewayBillExport })).toBeVisible();

  await page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel.shipped!.toLowerCase()) }).click();
  const form = page.getByRole('form', { name: t.moveTo(screenTexts.orderStatusLabel.shipped!.toLowerCase()) });
  const ewayBill = form.getByLabel(t.ewayBillNo);
  await expect(ewayBill).toBeVisible();
  await expect(form.getByText(/above ₹50,000: it moves only with an e-way bill \(12 digits\)\.$/)).toBeVisible();
  await form.getByLabel(t.courier).selectOption('Delhivery');
  await form.getByLabel(t.awb).fill(`DLV${order.order_id}EWB`);
  await ewayBill.fill('34101234');
  await form.getByRole('button', { name: t.confirmMove }).click();
  await expect(form.getByText(sellerTexts.ewayBillInvalid)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.packed!);

  await ewayBill.fill('3410 1234 5678');
  await form.getByRole('button', { name: t.confirmMove }).click();
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.shipped!);
  await expect(page.getByText(t.ewayBill('341012345678')).first()).toBeVisible();

  const invoiceLink = page.getByRole('link', { name: /^Tax invoice INV\// });
  const number = (await invoiceLink.textContent())!.split(' ').at(-1)!;
  const invoice = await pdfText(await page.request.get((await invoiceLink.getAttribute('href'))!));
  expect(invoice).toContain('E-way bill number');
  expect(invoice).toContain('341012345678');

  const exported = await page.request.get((await page.getByRole('link', { name: t.ewayBillExport }).getAttribute('href'))!);
  expect(exported.status()).toBe(200);
  const bill = (await exported.json()).billLists[0];
  expect(bill).toMatchObject({ docType: 'INV', docNo: number, transMode: 1, transporterName: 'Delhivery', toPincode: 122001 });
  expect(bill.totInvValue).toBeGreaterThan(50_000);
});
