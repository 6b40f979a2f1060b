// GST documents on the production build (docs/rules/seller.md#documents), issued by the
// order desk's own moves: a packer ships two cash orders (calls of the console with the
// packer's session), which issues their tax invoices; the shopper's order page links
// each once it exists and the PDF's text has the number, the seller's GSTIN, the rupee
// sign and the tax split: IGST for Delhi, CGST + SGST within the seller's Haryana. A
// manager then records a failed delivery and the RTO of the Haryana order on its console
// page: the stock comes back and the credit note, referring to the invoice, is
// downloaded from the order page. Staff print the label, the packing slip and bulk labels;
// nobody without a staff session prints.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { pdfPages } from '../tests/api/pdf-text';
import { logIn, open, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';

const SELLER_GSTIN = '06AABCO1234F1Z5';
const t = sellerTexts.console;

async function pdfText(response: APIResponse): Promise<string> {
  expect(response.status(), await response.text().catch(() => '')).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return (await pdfPages(await response.body())).join('\n');
}

/** Moves through orders/transition with the staff session of this page. */
async function move(page: Page, orderId: number, steps: Record<string, string>[]) {
  for (const step of steps) {
    const answer = await page.request.post('/api/seller/orders/transition', { data: { order_id: orderId, ...step } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

const stockOf = async (page: Page, productId: number) =>
  (await (await page.request.post('/api/store/productDetail', { data: { product_id: productId } })).json()).payload.stock as number;

test('invoices from the desk: IGST for another state, CGST + SGST within the seller\'s; an RTO brings the stock back with a credit note; labels and slips for staff only', async ({ page, playwright, isMobile }) => {
  test.slow(); // two orders shipped, one refused and returned, seven PDFs
  await logIn(page);
  // One of the last in-stock televisions of the shelf (other tests buy the first ones;
  // the phone's run of this test the other one), so the stock count is this test's own.
  const which = isMobile ? 'next-to-last' : 'last';
  const delhi = await placeCashOrderByApi(page, 'televisions', { pincode: '110001' }, which);
  const haryana = await placeCashOrderByApi(page, 'televisions', { pincode: '122001' }, which);

  // No invoice yet: no link, and the download is a 404.
  await open(page, `/order-details?order_id=${delhi.order.order_id}`);
  await expect(page.getByText(delhi.order.order_string).first()).toBeVisible();
  await expect(page.getByTestId('invoice-download')).toHaveCount(0);
  expect((await page.request.get(`/my-orders/${delhi.order.order_id}/invoice.pdf`)).status()).toBe(404);

  // A packer ships both: each gets its invoice.
  await logInAsStaff(page, await newStaffMember('packer'));
  for (const { order } of [delhi, haryana]) {
    // A television may pass the e-way bill threshold (docs/rules/seller.md#e-way-bills): each ships with its number.
    await move(page, order.order_id, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `DLV${order.order_id}D`, eway_bill_no: `34${String(order.order_id).padStart(10, '0')}` }]);
  }

  // The shopper downloads each invoice from the order page.
  const invoiceOf = async (orderId: number) => {
    await open(page, `/order-details?order_id=${orderId}`);
    const link = page.getByTestId('invoice-download');
    await expect(link).toHaveText(new RegExp(`^${screenTexts.orderScreens.downloadInvoice} INV/\\d{2}-\\d{2}/\\d{6}$`));
    const number = (await link.textContent())!.split(' ').at(-1)!;
    return { number, text: await pdfText(await page.request.get((await link.getAttribute('href'))!)) };
  };
  const other = await invoiceOf(delhi.order.order_id);
  expect(other.text).toContain(other.number);
  expect(other.text).toContain(SELLER_GSTIN);
  expect(other.text).toMatch(/Place of supply\s+Delhi \(07\)/);
  expect(other.text).toContain('IGST');
  expect(other.text).not.toContain('CGST');
  expect(other.text).toContain('₹');
  expect(other.text).toContain('8528'); // a television's HSN code
  const same = await invoiceOf(haryana.order.order_id);
  expect(same.number).not.toBe(other.number);
  expect(same.text).toContain(SELLER_GSTIN);
  expect(same.text).toMatch(/Place of supply\s+Haryana \(06\)/);
  expect(same.text).toContain('CGST');
  expect(same.text).toContain('SGST');
  expect(same.text).not.toContain('IGST');

  // A manager: the Haryana order could not be delivered, and comes back (RTO).
  await logInAsStaff(page, await newStaffMember('manager'));
  const stockBefore = await stockOf(page, haryana.product.product_id);
  await page.goto(`/seller/orders/${haryana.order.order_id}`);
  const status = page.getByTestId('order-status');
  await page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel.delivery_failed!.toLowerCase()) }).click();
  const form = page.getByRole('form', { name: t.moveTo(screenTexts.orderStatusLabel.delivery_failed!.toLowerCase()) });
  await form.getByLabel(t.reason).fill('Customer refused the parcel');
  await form.getByRole('button', { name: t.confirmMove }).click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.delivery_failed!);
  await page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel.rto!.toLowerCase()) }).click();
  // RTO cannot be undone: the desk asks first.
  await page.getByRole('alertdialog').getByRole('button', { name: sellerTexts.labels.confirmYes(screenTexts.orderStatusLabel.rto!.toLowerCase()) }).click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.rto!);
  // RTO initiated: the parcel is on its way back, nothing is given back yet.
  expect(await stockOf(page, haryana.product.product_id)).toBe(stockBefore);
  // RTO received: the parcel is back; the stock and the credit note come now.
  await page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel.rto_received!.toLowerCase()) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: sellerTexts.labels.confirmYes(screenTexts.orderStatusLabel.rto_received!.toLowerCase()) }).click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.rto_received!);
  expect(await stockOf(page, haryana.product.product_id)).toBe(stockBefore + 1);

  // Its credit note, from the order page, refers to the invoice and credits the same tax.
  const creditLink = page.getByRole('link', { name: /^Credit note CN\// });
  await expect(creditLink).toBeVisible();
  const credit = await pdfText(await page.request.get((await creditLink.getAttribute('href'))!));
  expect(credit).toContain((await creditLink.textContent())!.replace('Credit note ', ''));
  expect(credit).toContain(same.number);
  expect(credit).toContain(SELLER_GSTIN);
  expect(credit).toContain('CGST');
  expect(credit).not.toContain('IGST');

  // Staff print the label, the slip and bulk labels.
  const label = await pdfText(await page.request.get(`/seller/orders/${delhi.order.order_id}/label.pdf`));
  expect(label).toContain('COD: COLLECT ₹');
  expect(label).toContain(delhi.order.order_string);
  const slip = await pdfText(await page.request.get(`/seller/orders/${delhi.order.order_id}/packing-slip.pdf`));
  expect(slip).toContain('Packing Slip');
  expect(slip).not.toContain('₹');
  const bulk = await page.request.get(`/seller/documents/labels.pdf?order_ids=${delhi.order.order_id},${delhi.order.order_id}`);
  expect(await pdfPages(await bulk.body())).toHaveLength(1);

  // Without a staff session (a shopper's counts for nothing): 401 JSON.
  const outsider = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const refused = await outsider.get(`/seller/orders/${delhi.order.order_id}/label.pdf`);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe(sellerTexts.loginRequired);
  } finally {
    await outsider.dispose();
  }
});
