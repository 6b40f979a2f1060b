// The owner's jobs screen (lib/jobs/admin.ts) in the browser: a shopper's order-placed SMS
// whose job gave up (set up in the test server's database as a provider's refusals on
// every attempt would leave it: the job dead with the provider's error, the message
// failed) shows on the dashboard's count and in the Dead tab with its error; the owner
// retries it, it leaves the Dead tab, the shop's worker sends the SMS again, and the
// audit log says who retried it. On a phone the cards fit the screen, long errors wrap; the
// screen passes axe's serious and critical checks.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { logIn, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const t = sellerTexts.jobsPage;

/** The order's "order placed" SMS and its job, once the shop's worker has run it. */
async function placedSmsOf(orderId: number): Promise<{ jobId: number; messageId: number; phone: string }> {
  const read = () =>
    inE2eDatabase((db) =>
      db
        .prepare(
          `SELECT j.id AS jobId, j.state AS state, m.id AS messageId, m.recipient AS phone FROM messages m
           JOIN jobs j ON j.unique_key = 'message:' || m.unique_key
           WHERE m.order_id = ? AND m.event = 'orderPlaced' AND m.channel = 'sms'`,
        )
        .get(orderId) as { jobId: number; state: string; messageId: number; phone: string } | undefined,
    );
  await expect.poll(() => read()?.state, { timeout: 20_000 }).toBe('done');
  const { jobId, messageId, phone } = read()!;
  return { jobId, messageId, phone };
}

/** What MSG91 answering 401 on the last of a job's attempts leaves behind. */
function giveUp(jobId: number, messageId: number, error: string) {
  const at = new Date().toISOString();
  inE2eDatabase((db) => {
    db.prepare(`UPDATE jobs SET state = 'dead', attempts = max_attempts, last_error = ?, run_at = ?, finished_at = ?, updated_at = ? WHERE id = ?`).run(error, at, at, at, jobId);
    db.prepare(`UPDATE messages SET state = 'failed', failures = failures + 1, last_error = ?, updated_at = ? WHERE id = ?`).run(error, at, messageId);
  });
}

const smsAbout = async (page: Page, phone: string, orderString: string) => {
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${phone}`)).json();
  // The order's SMS besides its confirmation link (docs/rules/orders.md#cash-on-delivery-confirmation).
  return (outbox.data as { channel: string; body: string }[]).filter((m) => m.channel === 'sms' && m.body.includes(orderString) && !m.body.includes('/cod/confirm/')).length;
};

test('the owner sees a dead message job with its error, retries it, and it leaves the dead tab; the SMS goes out', async ({ page, isMobile }) => {
  await logIn(page);
  const { order } = await placeCashOrderByApi(page, isMobile ? 'toys' : 'lifestyle', {}, 'last');
  const sms = await placedSmsOf(order.order_id);
  expect(await smsAbout(page, sms.phone, order.order_string)).toBe(1);
  // A provider's error with a long unbroken token, as real ones have: it must wrap on a phone.
  const error = `MSG91 answered HTTP 401: Authentication failure (code 418) for template ${'x'.repeat(90)}`;
  giveUp(sms.jobId, sms.messageId, error);

  // The dashboard counts it and leads to the Dead tab.
  await logInAsStaff(page, await newStaffMember('owner'));
  const tile = page.getByRole('link', { name: /Jobs that gave up/ });
  await expect(tile.getByTestId('dead-jobs')).not.toHaveText('0');
  await tile.click();
  await expect(page).toHaveURL(/\/seller\/jobs\?state=dead$/);
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t.title }).getByRole('link', { name: /^Dead/ })).toHaveAttribute('aria-current', 'page');

  const card = page.getByTestId('job-row').filter({ has: page.getByRole('heading', { name: `${t.jobId(sms.jobId)} · ${t.kinds['message.send']}`, exact: true }) });
  await expect(card.getByTestId('job-state')).toHaveText(t.states.dead!);
  await expect(card.getByTestId('job-about')).toHaveText(t.messageAbout('Order placed', 'SMS', sms.phone));
  await expect(card.getByTestId('job-error')).toHaveText(error);
  await expect(card.getByRole('link', { name: order.order_string })).toHaveAttribute('href', `/seller/orders/${order.order_id}`);
  await expect(card.getByRole('button', { name: t.retryJob(sms.jobId) })).toBeVisible();
  await expect(card.getByRole('button', { name: t.cancelJob(sms.jobId) })).toBeVisible();
  if (isMobile) {
    // Nothing scrolls sideways; a picture for people to look at.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('jobs-phone.png'), fullPage: true, animations: 'disabled' });
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Retry: the shop's notice, and the job leaves the Dead tab (a reload too).
  await card.getByRole('button', { name: t.retryJob(sms.jobId) }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: t.retried(sms.jobId) })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The shop's worker sends it: the SMS reaches the outbox again and the job is done.
  await expect.poll(() => smsAbout(page, sms.phone, order.order_string), { timeout: 20_000 }).toBe(2);
  expect(inE2eDatabase((db) => db.prepare('SELECT state, attempts FROM jobs WHERE id = ?').get(sms.jobId))).toEqual({ state: 'done', attempts: 1 });
  expect(inE2eDatabase((db) => db.prepare('SELECT state FROM messages WHERE id = ?').get(sms.messageId))).toEqual({ state: 'sent' });

  // The audit log says who retried it.
  await page.goto(`/seller/audit?object_type=job&object_id=${sms.jobId}`);
  await expect(page.getByTestId('audit-line').first()).toContainText(`retried job ${sms.jobId} (${t.kinds['message.send']})`);
});
