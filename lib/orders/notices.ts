// Messages about an order (docs/rules/seller.md#order-messages, docs/rules/messages.md):
// the shopper gets an SMS, a WhatsApp message when they agreed to them and WhatsApp is
// configured, and an e-mail when their account has an address, when the order is placed,
// cancelled, shipped, out for delivery, delivered or could not be delivered, and about a
// return (asked for, approved, rejected; its refund tells of itself); the seller gets an
// e-mail for each new order. Each is enqueued in the transaction of the change it tells
// of (lib/notify/messages.ts), and sent by the job queue once that commits.
import 'server-only';
import { seller as sellerConfig } from '@/lib/config';
import type { Tx } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { enqueueMessage } from '@/lib/notify/messages';
import { whatsappConfigured } from '@/lib/notify/senders';
import { templateOf, type MessageEvent } from '@/lib/notify/templates';
import { shopTrackingLink, trackingLinkOfOrder } from '@/lib/shipping/couriers';

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
  | { kind: 'returnRejected'; item: string; reason: string }
  // A COD order's confirmation link, and its cancel when unconfirmed (lib/orders/cod-confirmation.ts).
  | { kind: 'codConfirmRequest'; link: string }
  | { kind: 'codConfirmExpired' };

/** The template and its variables (besides the order's own) for a notice. */
function templateFor(notice: OrderNotice): [MessageEvent, Record<string, string>] {
  switch (notice.kind) {
    case 'placed': return ['orderPlaced', {}];
    case 'cancelledByShopper': return ['orderCancelledByShopper', {}];
    case 'shipped': return ['orderShipped', { courier: notice.courier, awb: notice.awb }]; // tracking_link: per channel, below
    case 'outForDelivery': return ['orderOutForDelivery', {}];
    case 'delivered': return ['orderDelivered', {}];
    case 'cancelledBySeller': return ['orderCancelledBySeller', { reason: notice.reason }];
    case 'deliveryFailed': return ['orderDeliveryFailed', { reason: notice.reason }];
    case 'returnRequested': return ['returnRequested', { item: notice.item }];
    case 'returnApproved': return ['returnApproved', { item: notice.item }];
    case 'returnRejected': return ['returnRejected', { item: notice.item, reason: notice.reason }];
    case 'codConfirmRequest': return ['codConfirmRequest', { confirm_link: notice.link }];
    case 'codConfirmExpired': return ['codConfirmExpired', {}];
  }
}

/**
 * Enqueues the messages of a notice in `tx`, the transaction of the change it tells of.
 * Keyed by the order's newest history line, so each move's messages are enqueued once.
 */
export async function enqueueOrderNotice(tx: Tx, orderId: number, notice: OrderNotice): Promise<void> {
  const order = await tx
    .selectFrom('orders')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.order_string', 'orders.total_paid_paise', 'orders.delivered_contact', 'orders.paymentmode', 'orders.delivered_city', 'customers.email', 'customers.whatsapp_opt_in_at'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const newest = await tx.selectFrom('order_events').select('id').where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const key = `order:${orderId}:${notice.kind}:${newest ? Number(newest.id) : 0}`;
  const [event, extra] = templateFor(notice);
  const vars: Record<string, string> = { order: order.order_string, total: rupees(Number(order.total_paid_paise)), ...extra };
  // The shipped message's tracking link (docs/rules/messages.md#shipped): WhatsApp and e-mail
  // link the courier's own tracking page when the courier list has one; an SMS always links
  // the shop's tracking page, the one URL whitelisted with DLT (a courier's domain is not).
  const smsVars = notice.kind === 'shipped' ? { ...vars, tracking_link: shopTrackingLink(order.order_string) } : vars;
  if (notice.kind === 'shipped') vars.tracking_link = await trackingLinkOfOrder(tx, notice.courier, notice.awb, order.order_string);
  const base = { orderId, event, vars, key };
  await enqueueMessage(tx, { ...base, vars: smsVars, channel: 'sms', recipient: order.delivered_contact });
  if (order.whatsapp_opt_in_at && whatsappConfigured() && templateOf(event).channels.includes('whatsapp')) {
    await enqueueMessage(tx, { ...base, channel: 'whatsapp', recipient: order.delivered_contact });
  }
  if (order.email) await enqueueMessage(tx, { ...base, channel: 'email', recipient: order.email });
  if (notice.kind === 'placed') {
    await enqueueMessage(tx, {
      orderId, event: 'sellerNewOrder', channel: 'email', recipient: sellerConfig.ordersEmail, key,
      vars: { order: order.order_string, total: vars.total, mode: order.paymentmode === 'cash' ? 'cash on delivery' : 'paid online', city: order.delivered_city },
    });
  }
}
