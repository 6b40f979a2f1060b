// The customer's orders as the screens show them (docs/rules/orders.md): the order list's cards ("Order summary")
// and the order detail page ("Order detail", "Order item", the messages sent about it). Only orders that were
// really placed are shown: cash orders, and online orders once paid (an unpaid or
// failed online payment is not an order yet). Every query has the session's customer
// in its WHERE clause.
import { picksOf } from '@/lib/products/unit-picks';
import { ShopError } from '@/lib/errors';
import { store } from '@/lib/config';
import { rupeesFromPaise } from '@/lib/catalog/money';
import type { Selectable } from 'kysely';
import type { DB } from '@/lib/db';
import type { OrderItemTable } from '@/lib/db/schema';
import { screenTexts } from '@/lib/texts/screens';
import type { OrderDetail, OrderItemView, OrderOwner, OrderSummary, PlacedOrderView } from './types';
import { ORDER_STATUSES, SHOPPER_CHANGEABLE } from './status-machine';
import { returnWindowLastDay, returnWindowOpen } from '@/lib/returns/window';
import { messagesOfOrder } from '@/lib/notify/messages';
import { shipmentViewOfOrder } from '@/lib/shipping/tracking-view';

/** Every status of a real order (not an online order still unpaid): lib/orders/status-machine.ts. */
export const VISIBLE_STATUSES = ORDER_STATUSES;

type ItemRow = Pick<Selectable<OrderItemTable>, 'cancel_status' | 'out_for_delivery_action' | 'delivered_action'>;

/** An item can still be cancelled until it is out for delivery (and its order until it ships: orderChangeable). */
export const itemCancellable = (item: ItemRow) =>
  Number(item.cancel_status) === 0 && Number(item.out_for_delivery_action) === 0 && Number(item.delivered_action) === 0;

/** An order can be cancelled or rescheduled by the shopper until it has shipped, while it has live items. */
export function orderChangeable(status: string, items: ItemRow[]): boolean {
  const live = items.filter((i) => Number(i.cancel_status) === 0);
  return (SHOPPER_CHANGEABLE as readonly string[]).includes(status) && live.length > 0 && live.every(itemCancellable);
}

export const invoiceNumber = (orderString: string) => `INV-${orderString}`;

/**
 * The picture an item shows: the one it was bought with, else the product's own now. An
 * item keeps its product's picture from the moment it was ordered; a product ordered before
 * the seller uploaded its pictures (docs/rules/products.md#pictures) has none there, and
 * showed a blank square ever after.
 */
const itemPicture = (item: { image: string | null; product_image: string | null }) => item.image || item.product_image || '';

async function itemsOf(db: DB, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.id', 'order_items.order_id', 'order_items.product_id', 'order_items.product_name', 'order_items.image',
      'order_items.quantity', 'order_items.unit_price_paise', 'order_items.total_paise', 'order_items.cancel_status',
      'order_items.packed_action', 'order_items.out_for_delivery_action', 'order_items.delivered_action', 'order_items.unit_picks', 'products.name_url',
      'products.image as product_image',
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.id')
    .execute();
}

export async function listOrders(db: DB, owner: OrderOwner): Promise<OrderSummary[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .where('status', 'in', [...VISIBLE_STATUSES])
    .orderBy('id', 'desc')
    .execute();
  const items = await itemsOf(db, orders.map((o) => Number(o.id)));
  return orders.map((order) => {
    const own = items.filter((i) => Number(i.order_id) === Number(order.id));
    const first = own[0];
    const more = own.length - 1;
    return {
      order_id: Number(order.id),
      order_string: order.order_string,
      image: first ? itemPicture(first) : '',
      name: first?.product_name ?? '',
      item_name: first ? (more > 0 ? `${first.product_name} + ${more} more` : first.product_name) : '',
      items_count: own.length,
      total_paid_amount: rupeesFromPaise(order.total_paid_paise),
      store_name: store.businessName,
      ordered_on: order.created_at,
      delivery_date: order.delivery_date,
      slot_date: order.slot_date,
      paymentmode: order.paymentmode,
      status: order.status,
      can_cancel: orderChangeable(order.status, own),
      can_reschedule: orderChangeable(order.status, own),
    };
  });
}

export async function orderDetail(db: DB, owner: OrderOwner, orderId: number): Promise<OrderDetail> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .where('status', 'in', [...VISIBLE_STATUSES])
    .executeTakeFirst();
  if (!order) throw new ShopError('not_found', screenTexts.orderNotFound);
  const items = await itemsOf(db, [orderId]);
  const payment = await db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  const invoice = invoiceNumber(order.order_string);
  const taxInvoice = await db.selectFrom('tax_documents').select('number').where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirst();
  const refunds = await db
    .selectFrom('refunds')
    .select(['amount_paise', 'status', 'updated_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  const returns = await db
    .selectFrom('return_requests')
    .select(['id', 'order_item_id', 'status', 'reason', 'decision_note', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const messages = await messagesOfOrder(db, orderId, 'shopper');
  const confirmation = order.status === 'awaiting_confirmation'
    ? await db.selectFrom('cod_confirmations').select('expires_at').where('order_id', '=', orderId).executeTakeFirst()
    : undefined;
  const windowOpen = order.status === 'delivered' && returnWindowOpen(order.delivered_at);
  const changeable = orderChangeable(order.status, items);
  return {
    order_id: Number(order.id),
    order_string: order.order_string,
    // The original brief's field, kept for its readers: the provider's payment id, else INV- + the order
    // number. The order page shows neither as an invoice number: the GST invoice's number
    // once issued (tax_invoice_number), before that the payment reference, named as such.
    transection_id: payment?.provider_payment_id ?? invoice,
    invoice_number: invoice,
    payment_reference: payment?.provider_payment_id ?? null,
    tax_invoice_number: taxInvoice?.number ?? null,
    invoice_url: taxInvoice ? `/my-orders/${orderId}/invoice.pdf` : null,
    paymentmode: order.paymentmode,
    payment_status: order.payment_status,
    status: order.status,
    totalsellingprice: rupeesFromPaise(order.subtotal_paise),
    total_mrp: rupeesFromPaise(order.mrp_total_paise),
    deliveryCharge: rupeesFromPaise(order.delivery_charge_paise),
    handling_fee: rupeesFromPaise(order.handling_fee_paise),
    // The prepay offer is part of the order's online discount, shown on its own line.
    digital_discount: rupeesFromPaise(Number(order.digital_discount_paise) - Number(order.prepay_discount_paise ?? 0)),
    prepay_discount: rupeesFromPaise(Number(order.prepay_discount_paise ?? 0)),
    confirm_by: confirmation?.expires_at ?? null,
    couponValue: rupeesFromPaise(order.coupon_value_paise),
    total_paid_amount: rupeesFromPaise(order.total_paid_paise),
    paid_online: Number(order.cod_upfront_paise) > 0 ? rupeesFromPaise(order.cod_upfront_paise) : null,
    to_pay_in_cash: Number(order.cod_upfront_paise) > 0 ? rupeesFromPaise(Number(order.total_paid_paise) - Number(order.cod_upfront_paise)) : null,
    total_saving: rupeesFromPaise(order.total_saving_paise),
    slot_id: Number(order.slot_id),
    slot_date: order.slot_date,
    start_time: order.start_time,
    end_time: order.end_time,
    ordered_on: order.created_at,
    delivery_date: order.delivery_date,
    delivered_name: order.delivered_name,
    delivered_house_no: order.delivered_house_no,
    delivered_street: order.delivered_street,
    delivered_city: order.delivered_city,
    delivered_state: order.delivered_state,
    delivered_pincode: order.delivered_pincode,
    delivered_contact: order.delivered_contact,
    can_cancel: changeable,
    can_reschedule: changeable,
    courier: order.courier || null,
    awb: order.awb || null,
    orderdetails: items.map((i) => ({
      item_id: Number(i.id),
      product_id: Number(i.product_id),
      name: i.product_name,
      name_url: i.name_url ?? null,
      image: itemPicture(i),
      product_name: i.product_name,
      quantity: Number(i.quantity),
      unit_price: rupeesFromPaise(i.unit_price_paise),
      total: rupeesFromPaise(i.total_paise),
      cancel_status: Number(i.cancel_status),
      packed_action: Number(i.packed_action),
      out_for_delivery_action: Number(i.out_for_delivery_action),
      delivered_action: Number(i.delivered_action),
      // A delivered or returned item is never cancellable (itemCancellable), whatever the order.
      can_cancel: changeable && itemCancellable(i),
      // The units packed for it; a cancelled item's unit went back on sale, so it shows none.
      units: Number(i.cancel_status) === 0 ? picksOf(i.unit_picks) : [],
      can_return: windowOpen && Number(i.cancel_status) === 0 && Number(i.delivered_action) === 1 && !returns.some((r) => Number(r.order_item_id) === Number(i.id)),
    })),
    refunds: refunds.map((r) => ({ amount: rupeesFromPaise(r.amount_paise), status: r.status, updated_at: r.updated_at })),
    returns: returns.map((r) => ({ return_id: Number(r.id), item_id: Number(r.order_item_id), status: r.status, reason: r.reason, decision_note: r.decision_note, created_at: String(r.created_at) })),
    return_last_day: order.status === 'delivered' && order.delivered_at ? returnWindowLastDay(order.delivered_at) : null,
    messages: messages.map((m) => ({ event: m.event, channel: m.channel, state: m.state, at: m.sent_at ?? m.created_at })),
    // The parcel's tracking, its own field (docs/rules/shipping.md#tracking).
    shipment: await shipmentViewOfOrder(db, orderId),
  };
}

/**
 * The short answer of an order call: which order, and what it costs. Built from what the
 * order's own transaction returned, not read again after its commit: a read that failed
 * there (a dropped connection) would tell the shopper an order they have was not placed.
 */
export function placedOrderView(order: { orderId: number; orderString: string; totalPaise: number; paymentmode: 'cash' | 'online'; status?: string }): PlacedOrderView {
  return { order_id: order.orderId, order_string: order.orderString, total_paid_amount: rupeesFromPaise(order.totalPaise), paymentmode: order.paymentmode, status: order.status ?? 'placed' };
}
