// "Refund done" to the shopper (docs/rules/seller.md#refunds): an SMS and an e-mail
// through the shop's senders (the outbox in demo mode), once the refund is processed.
// Called after the settling transaction commits; a sender that fails is logged and
// leaves the refund as it is (the money has moved either way).
import 'server-only';
import type { OpenedDatabase } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { rupees } from '@/lib/pricing';
import { screenTexts } from '@/lib/texts/screens';
import { emailSender, escapeHtml } from '@/lib/notify/email';
import { smsSender } from '@/lib/notify/sms';

export async function notifyRefundDone(database: OpenedDatabase, refundId: number): Promise<void> {
  const row = await database.db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('addresses', 'addresses.id', 'orders.address_id')
    .select([
      'refunds.amount_paise', 'refunds.status', 'orders.order_string', 'orders.delivered_name', 'orders.delivered_contact',
      'customers.name as customer_name', 'customers.contact as customer_contact', 'customers.email as customer_email', 'addresses.email as address_email',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
  if (!row || row.status !== 'processed') return;
  const amount = rupees(rupeesFromPaise(row.amount_paise));
  const mobile = row.customer_contact || row.delivered_contact;
  const email = row.customer_email || row.address_email;
  const t = screenTexts.refunds;
  const sends: Promise<void>[] = [];
  if (mobile) sends.push(smsSender(database.db).send({ channel: 'sms', recipient: mobile, body: t.doneSms(amount, row.order_string) }));
  if (email) {
    const name = escapeHtml(row.customer_name || row.delivered_name);
    sends.push(emailSender(database.db).send({ channel: 'email', recipient: email, subject: t.doneEmailSubject(row.order_string), body: t.doneEmailBody(name, amount, row.order_string) }));
  }
  const results = await Promise.allSettled(sends);
  for (const result of results) if (result.status === 'rejected') console.error(`[refunds] refund ${refundId}: the shopper could not be told`, result.reason);
}
