// The grievance desk in the browser (docs/rules/grievances.md): the contact page names
// the grievance officer (and so does the footer); a shopper files a complaint there and
// reads the ticket number at once, which also arrives by SMS; a manager finds it in the
// console due for acknowledgement within 48 hours, acknowledges, replies, resolves and
// closes it; the shopper's lookup by ticket and mobile number shows it resolved with the
// resolution. On a phone nothing scrolls sideways, and screenshots are kept to look at.
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { logInAsStaff, newStaffMember } from './seller';
import { open } from './shopper';

const g = screenTexts.grievances;
const t = sellerTexts.grievancesPage;
const mobile = () => `8${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

async function fitsThePhone(page: Page, isMobile: boolean, name: string) {
  if (!isMobile) return;
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });
}

test('a complaint filed on the contact page gets its ticket at once; staff resolve it and the shopper sees it resolved', async ({ page, isMobile }) => {
  const phone = mobile();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  await open(page, '/contact-us');
  await expect(page.getByTestId('grievance-officer')).toHaveText(g.officerLine('Demo Officer (demo)', 'Grievance Officer (demo)'));
  await expect(page.getByRole('contentinfo')).toContainText('Grievance officer: Demo Officer (demo), Grievance Officer (demo)');

  const form = page.getByRole('form', { name: g.heading });
  await form.getByLabel(g.name).fill('Kavya Menon');
  await form.getByLabel(g.phone).fill(phone);
  await form.getByLabel(g.email).fill(`kavya.${phone}@example.in`);
  await form.getByLabel(g.category).selectOption('delivery');
  await form.getByLabel(g.subject).fill('Television arrived with a cracked stand');
  await form.getByLabel(g.text).fill('The 55-inch TV delivered today has a cracked stand.');
  await form.getByRole('button', { name: g.submit }).click();

  const line = page.getByTestId('complaint-ticket-line');
  await expect(line).toHaveText(/Your ticket number is GRV-\d{8}-[A-Z2-9]{4}\.$/);
  const ticket = (await line.textContent())!.match(/GRV-\d{8}-[A-Z2-9]{4}/)![0];
  await fitsThePhone(page, isMobile, 'contact-complaint-filed-phone');

  // The ticket's SMS, sent by the shop's worker.
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get(`/api/dev/outbox?to=${phone}`)).json();
      return (outbox.data as { channel: string; body: string }[]).some((m) => m.channel === 'sms' && m.body.includes(ticket));
    }, { timeout: 20_000 })
    .toBe(true);

  // The console: due for acknowledgement within 48 hours.
  await logInAsStaff(page, await newStaffMember('manager'));
  await open(page, '/seller/grievances');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  const card = page.getByTestId('grievance-row').filter({ has: page.getByRole('link', { name: t.open(ticket) }) });
  await expect(card.getByTestId('grievance-state')).toHaveText(t.states.open!);
  await expect(card.getByTestId('grievance-acknowledge')).toContainText(/Acknowledgement: due in 1 day 2\d h/);
  await expect(card.getByTestId('grievance-resolve')).toContainText(/Resolution: due in 29 days/);
  await fitsThePhone(page, isMobile, 'console-complaints-phone');

  await card.getByRole('link', { name: t.open(ticket) }).click();
  await expect(page.getByRole('heading', { name: ticket, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t.acknowledgeButton }).click();
  await expect(page.getByTestId('grievance-state')).toHaveText(t.states.acknowledged!);
  await expect(page.getByTestId('grievance-acknowledge')).toContainText(`Acknowledgement: ${t.met}`);
  await page.getByLabel(t.reply).fill('Our engineer will bring a new stand tomorrow.');
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('grievance-reply')).toContainText('Our engineer will bring a new stand tomorrow.');
  await page.getByLabel(t.resolution).fill('The stand was replaced on 29 November.');
  await page.getByRole('button', { name: t.resolveButton }).click();
  await expect(page.getByTestId('grievance-state')).toHaveText(t.states.resolved!);
  await expect(page.getByTestId('grievance-resolution')).toContainText('The stand was replaced on 29 November.');
  await fitsThePhone(page, isMobile, 'console-complaint-resolved-phone');
  await page.getByRole('button', { name: t.closeButton }).click();
  await expect(page.getByTestId('grievance-state')).toHaveText(t.states.closed!);

  // The shopper's lookup by ticket and mobile number.
  await open(page, '/contact-us');
  const lookup = page.getByRole('region', { name: g.lookupHeading });
  await lookup.getByLabel(g.ticket).fill(ticket.toLowerCase());
  await lookup.getByLabel(g.phone).fill(phone);
  await lookup.getByRole('button', { name: g.lookup }).click();
  const found = lookup.getByTestId('complaint');
  await expect(found.getByTestId('complaint-state')).toHaveText(`${g.state}: ${g.states.closed}`);
  await expect(found).toContainText('The stand was replaced on 29 November.');
  await expect(found).toContainText('Our engineer will bring a new stand tomorrow.');
  await fitsThePhone(page, isMobile, 'contact-complaint-lookup-phone');
});
