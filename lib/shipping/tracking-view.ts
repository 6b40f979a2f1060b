// The shopper's view of an order's parcel (docs/rules/shipping.md#tracking): the courier, the
// AWB and its tracking link, the courier's scans, the expected delivery date and, while a
// delivery failed, what the shopper may ask for. The order page reads it for the logged-in
// shopper's own order (store/orderDetails' `shipment`); the public /track page reads it by
// order number and phone, where a wrong phone and an unknown order get the same answer.
import 'server-only';
import { store } from '@/lib/config';
import type { DB } from '@/lib/db';
import { courierTrackingUrl, findCourier } from './couriers';
import { courierDay } from './courier-dates';
import { ShopError } from '@/lib/errors';
import { ORDER_STATUSES } from '@/lib/orders/status-machine';
import { trackingTexts } from '@/lib/texts/tracking';
import { ndrDecided, ndrWindowOpen, reattemptWindow } from './ndr-window';
import type { ShipmentView, TrackView } from './tracking-types';

/** The scans a shopper sees, newest first (a long journey's oldest fall off). */
const MAX_SCANS = 50;

/** The order's current forward shipment as its shopper sees it, or null before one exists. */
export async function shipmentViewOfOrder(db: DB, orderId: number, now: Date = new Date()): Promise<ShipmentView | null> {
  const shipment = await db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select([
      'shipments.id', 'shipments.courier_name', 'shipments.awb', 'shipments.status', 'shipments.etd', 'shipments.ndr_reason', 'shipments.ndr_attempts',
      'shipments.ndr_deadline', 'shipments.ndr_action', 'shipments.ndr_action_attempt', 'shipments.ndr_action_note', 'shipments.provider', 'orders.status as order_status',
    ])
    .where('shipments.order_id', '=', orderId)
    .where('shipments.direction', '=', 'forward')
    .where('shipments.status', 'not in', ['cancelled', 'failed'])
    .orderBy('shipments.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!shipment) return null;
  const scans = await db
    .selectFrom('shipment_scans')
    .select(['scan_at', 'activity', 'location'])
    .where('shipment_id', '=', shipment.id)
    .orderBy('scan_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_SCANS)
    .execute();
  const courierLink = shipment.courier_name ? courierTrackingUrl(await findCourier(db, shipment.courier_name), shipment.awb) : null;
  const decided = ndrDecided(shipment);
  const note = decided && shipment.ndr_action_note ? (JSON.parse(shipment.ndr_action_note) as { date: string | null }) : null;
  return {
    courier: shipment.courier_name,
    awb: shipment.awb,
    // The courier's own tracking page, when the seller's list has its pattern (the shopper is
    // on the shop's page already, so no link back to it).
    tracking_url: courierLink,
    status: shipment.status,
    // The courier writes its date in several forms; the shopper's page gets the day (else as given).
    etd: courierDay(shipment.etd),
    scans: scans.map((s) => ({ at: s.scan_at, activity: s.activity, location: s.location })),
    failed: shipment.status === 'undelivered'
      ? {
          reason: shipment.ndr_reason,
          attempts: Number(shipment.ndr_attempts),
          act_by: shipment.ndr_deadline,
          can_request: !decided && shipment.order_status === 'delivery_failed' && shipment.provider !== 'manual' && shipment.awb !== null && ndrWindowOpen(shipment, now),
          window: reattemptWindow(now),
          reattempt_date: note?.date ?? null,
          decision: decided ? shipment.ndr_action : null,
        }
      : null,
  };
}

/** The last ten digits of a phone number as people write it (+91, spaces, a leading 0). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * The public tracking page's lookup: the order with this number whose delivery phone or
 * customer's phone is this one. An unknown number and a wrong phone are the same 404.
 */
export async function trackOrder(db: DB, orderString: string, phone: string, now: Date = new Date()): Promise<TrackView> {
  const key = phoneKey(phone);
  const order = key.length === 10
    ? await db
        .selectFrom('orders')
        .leftJoin('customers', 'customers.id', 'orders.customer_id')
        .select(['orders.id', 'orders.order_string', 'orders.status', 'orders.delivered_contact', 'customers.contact'])
        .where('orders.order_string', '=', orderString.trim().toUpperCase())
        .where('orders.store_id', '=', store.storeId)
        .where('orders.status', 'in', [...ORDER_STATUSES])
        .executeTakeFirst()
    : undefined;
  if (!order || ![order.delivered_contact, order.contact].some((p) => p && phoneKey(p) === key)) throw new ShopError('not_found', trackingTexts.notFound);
  return { order_string: order.order_string, status: order.status, shipment: await shipmentViewOfOrder(db, Number(order.id), now) };
}
