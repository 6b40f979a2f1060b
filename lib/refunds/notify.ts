// "Refund done" to the shopper (docs/rules/seller.md#refunds): an SMS, a WhatsApp message
// when they agreed to them, and an e-mail, once the refund is processed. Enqueued in the
// settling transaction (lib/notify/messages.ts), so the refund and its messages commit
// together and the messages are sent once.
import 'server-only';
import type { Tx } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { rupees } from '@/lib/pricing';
import { enqueueMessage } from '@/lib/notify/messages';
import { whatsappConfigured } from '@/lib/notify/senders';

export async function enqueueRefundDone(tx: Tx, refundId: number): Promise<void> {
  const row = await tx
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('addresses', 'addresses.id', 'orders.address_id')
    .select([
      'refunds.amount_paise', 'refunds.status', 'refunds.order_id', 'orders.order_string', 'orders.delivered_name', 'orders.delivered_contact',
      'customers.name as customer_name', 'customers.contact as customer_contact', 'customers.email as customer_email', 'addresses.email as address_email',
      'customers.whatsapp_opt_in_at',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
  if (!row || row.status !== 'processed') return;
  const mobile = row.customer_contact || row.delivered_contact;
  const email = row.customer_email || row.address_email;
  const base = {
    orderId: Number(row.order_id),
    event: 'refundIssued' as const,
    key: `refund:${refundId}`,
    vars: { amount: rupees(rupeesFromPaise(row.amount_paise)), order: row.order_string, name: row.customer_name || row.delivered_name },
  };
  if (mobile) await enqueueMessage(tx, { ...base, channel: 'sms', recipient: mobile });
  if (mobile && row.whatsapp_opt_in_at && whatsappConfigured()) await enqueueMessage(tx, { ...base, channel: 'whatsapp', recipient: mobile });
  if (email) await enqueueMessage(tx, { ...base, channel: 'email', recipient: email });
}
