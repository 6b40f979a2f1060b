// The messages of an order on both order pages (issue 25): the console's lists every
// message (the shopper's and the shop's) with its channel, recipient and state, and the
// error of one the provider reports failed (the fake WhatsApp server of
// playwright.config.ts, as Meta would); the shopper's lists only the shopper's, the
// failed one as not sent.
import { expect, test } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { logIn, open, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';

const t = sellerTexts.console;
/** The fake WhatsApp Cloud API of playwright.config.ts (npm run fakes). */
const fakes = `http://127.0.0.1:${process.env.E2E_FAKES_PORT ?? 4010}`;

test('the order page lists every message of the order, and a failed one with its error; the shopper reads it as not sent', async ({ page }) => {
  const contact = `7${String(Date.now()).slice(-9)}`;
  await logIn(page);
  // The shopper agreed to WhatsApp updates, so the order's messages go by WhatsApp too.
  expect((await page.request.post('/api/store/whatsappUpdates', { data: { on: true } })).status()).toBe(200);
  const { order } = await placeCashOrderByApi(page, 'home-appliances', { contact }, 'next-to-last');

  // The fake received the WhatsApp message; it reports it undeliverable, as Meta would.
  let sentId = '';
  await expect
    .poll(async () => {
      const arrived = (await (await page.request.get(`${fakes}/fake/messages?to=${contact}`)).json()).messages as { provider: string; id: string }[];
      // The order's "placed" message (before it, the confirmation link went by WhatsApp too).
      sentId = (arrived as { provider: string; id: string; template?: string }[]).find((m) => m.provider === 'whatsapp' && m.template === 'order_placed')?.id ?? '';
      return sentId;
    }, { timeout: 30_000 })
    .not.toBe('');
  const reported = await page.request.post(`${fakes}/fake/whatsapp/status`, { data: { id: sentId, status: 'failed' } });
  expect((await reported.json()).shop.status).toBe(200);

  await logInAsStaff(page, await newStaffMember('packer'));
  await page.goto(`/seller/orders/${order.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const lines = page.getByRole('region', { name: t.messagesHeading }).getByTestId('order-message');
  const line = (event: string, channel?: string) => lines.filter({ hasText: channel ? `${t.messageEvents[event]} · ${t.messageTo(t.messageChannels[channel]!, contact)}` : t.messageEvents[event]! });
  await expect(line('orderPlaced', 'sms')).toHaveCount(1);
  await expect(line('sellerNewOrder')).toHaveCount(1);
  const whatsapp = line('orderPlaced', 'whatsapp');
  await expect(whatsapp).toContainText(t.messageStates.failed!);
  await expect(whatsapp).toContainText(t.messageError('131026 Message undeliverable: Message Undeliverable.'));
  // On a phone the list wraps: nothing runs past the page's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The shopper's order page: the shopper's messages only, the failed one as not sent.
  await open(page, `/order-details?order_id=${order.order_id}`);
  const m = screenTexts.orderMessages;
  const shopperLines = page.getByRole('region', { name: m.heading }).getByTestId('order-message');
  await expect(shopperLines.filter({ hasText: `${m.events.orderPlaced} · ${m.channels.whatsapp}` })).toContainText(m.states.failed!);
  await expect(shopperLines.filter({ hasText: `${m.events.orderPlaced} · ${m.channels.sms}` })).toHaveCount(1);
  await expect(shopperLines.filter({ hasText: `${m.events.codConfirmRequest} · ${m.channels.sms}` })).toHaveCount(1);
  await expect(shopperLines).toHaveCount(4);
});
