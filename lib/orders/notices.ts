// Messages about an order (docs/rules/seller.md#order-messages): the shopper gets an SMS
// (and an e-mail when their account has an address) when the order is placed, cancelled,
// shipped, out for delivery, delivered or could not be delivered, and about a return
// (asked for, approved, rejected; its refund tells of itself); the seller gets an
// e-mail for each new order. Sent after the change has committed, through the senders of
// lib/notify (the outbox in demo mode); a failed send is logged and changes nothing.
import 'server-only';
import { seller } from '@/lib/config';
import { afterCommit, type OpenedDatabase, type Tx } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { emailSender, escapeHtml } from '@/lib/notify/email';
import { smsSender } from '@/lib/notify/sms';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';

const rupees = (paise: number) => `₹${rupeesFromPaise(paise).toLocaleString('en-IN')}`;

export type OrderNotice =
  | { kind: 'placed' }
  | { kind: 'cancelledByShopper' }
  | { kind: 'shipped'; courier: string; awb: string }
  | { kind: 'outForDelivery' }
  | { kind: 'delivered' }
  | { kind: 'cancelledBySeller'; reason: string }
  | { kind: 'deliveryFailed'; reason: string }
  | { kind: 'returnRequested'; item: string }
  | { kind: 'returnApproved'; item: string }
  | { kind: 'returnRejected'; item: string; reason: string };

function textOf(notice: OrderNotice, order: { order_string: string; total_paid_paise: number }): string {
  const o = order.order_string;
  switch (notice.kind) {
    case 'placed': return screenTexts.orderNotice.placed(o, rupees(order.total_paid_paise));
    case 'cancelledByShopper': return screenTexts.orderNotice.cancelledByShopper(o);
    case 'shipped': return screenTexts.orderNotice.shipped(o, notice.courier, notice.awb);
    case 'outForDelivery': return screenTexts.orderNotice.outForDelivery(o);
    case 'delivered': return screenTexts.orderNotice.delivered(o);
    case 'cancelledBySeller': return screenTexts.orderNotice.cancelledBySeller(o, notice.reason);
    case 'deliveryFailed': return screenTexts.orderNotice.deliveryFailed(o, notice.reason);
    case 'returnRequested': return screenTexts.orderNotice.returnRequested(o, notice.item);
    case 'returnApproved': return screenTexts.orderNotice.returnApproved(o, notice.item);
    case 'returnRejected': return screenTexts.orderNotice.returnRejected(o, notice.item, notice.reason);
  }
}

/** Sends the shopper's message about an order now (call after the change has committed). */
export async function sendOrderNotice(database: OpenedDatabase, orderId: number, notice: OrderNotice): Promise<void> {
  const order = await database.db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.order_string', 'orders.total_paid_paise', 'orders.delivered_contact', 'orders.paymentmode', 'orders.delivered_city', 'customers.email'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const text = textOf(notice, { order_string: order.order_string, total_paid_paise: Number(order.total_paid_paise) });
  const sends: Promise<void>[] = [smsSender(database.db).send({ channel: 'sms', recipient: order.delivered_contact, body: text })];
  if (order.email) {
    sends.push(emailSender(database.db).send({ channel: 'email', recipient: order.email, subject: screenTexts.orderNotice.subject(order.order_string), body: `<p>${escapeHtml(text)}</p>` }));
  }
  if (notice.kind === 'placed') {
    const total = rupees(Number(order.total_paid_paise));
    const mode = order.paymentmode === 'cash' ? 'cash on delivery' : 'paid online';
    sends.push(emailSender(database.db).send({
      channel: 'email', recipient: seller.ordersEmail, subject: sellerTexts.newOrderSubject(order.order_string),
      body: sellerTexts.newOrderBody(escapeHtml(order.order_string), total, mode, escapeHtml(order.delivered_city)),
    }));
  }
  const results = await Promise.allSettled(sends);
  for (const result of results) if (result.status === 'rejected') console.error(`[orders] a message about order ${orderId} was not sent:`, result.reason);
}

/** Sends the message once the transaction `tx` commits (never after a rollback). */
export function noticeAfterCommit(tx: Tx, database: OpenedDatabase, orderId: number, notice: OrderNotice): void {
  afterCommit(tx, () => sendOrderNotice(database, orderId, notice));
}
