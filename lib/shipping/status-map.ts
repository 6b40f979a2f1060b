// The one table from a courier's status ids (Shiprocket's) to the shipment's own status and
// the order's move (docs/rules/shipping.md#tracking). A status id not listed here is stored
// with its event and moves nothing.
import type { ShipmentStatus } from '@/lib/db/schema';
import type { OrderStatus } from '@/lib/orders/status-machine';

export interface StatusMapping {
  /** The courier's own name for it (as Shiprocket shows it). */
  name: string;
  shipment: ShipmentStatus;
  /** Where the order moves; null: the order stays where it is (a step inside "shipped"). */
  order: OrderStatus | null;
}

export const SHIPROCKET_STATUSES: Readonly<Record<number, StatusMapping>> = {
  6: { name: 'Shipped', shipment: 'in_transit', order: 'shipped' },
  42: { name: 'Picked Up', shipment: 'picked_up', order: 'shipped' },
  18: { name: 'In Transit', shipment: 'in_transit', order: null },
  38: { name: 'Reached Destination Hub', shipment: 'in_transit', order: null },
  17: { name: 'Out For Delivery', shipment: 'out_for_delivery', order: 'out_for_delivery' },
  7: { name: 'Delivered', shipment: 'delivered', order: 'delivered' },
  21: { name: 'Undelivered', shipment: 'undelivered', order: 'delivery_failed' },
  9: { name: 'RTO Initiated', shipment: 'rto_initiated', order: 'rto' },
  10: { name: 'RTO Delivered', shipment: 'rto_delivered', order: 'rto_received' },
};

export const COURIER_STATUS = {
  shipped: 6, pickedUp: 42, inTransit: 18, reachedDestinationHub: 38, outForDelivery: 17,
  delivered: 7, undelivered: 21, rtoInitiated: 9, rtoDelivered: 10,
} as const;

export function statusMapping(statusId: number): StatusMapping | null {
  return SHIPROCKET_STATUSES[statusId] ?? null;
}

/**
 * How far along an order is, for the courier's events: an event never moves an order to a
 * lower rank. Out for delivery and a failed delivery share a rank: a re-attempt goes from
 * one to the other and back, and the courier's time decides which came last.
 */
const ORDER_RANK: Partial<Record<OrderStatus, number>> = {
  packed: 0, shipped: 1, out_for_delivery: 2, delivery_failed: 2, delivered: 3, rto: 3, rto_received: 4,
};

/** The order's rank, or null for a status courier events do not move (not packed yet, cancelled). */
export function orderRank(status: OrderStatus): number | null {
  return ORDER_RANK[status] ?? null;
}

/** Shipment states after which nothing more is asked of the courier (polling stops). */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['delivered', 'rto_delivered', 'cancelled', 'failed'];

const SHIPMENT_RANK: Record<ShipmentStatus, number> = {
  booking: 0, booked: 1, picked_up: 2, in_transit: 3, out_for_delivery: 4, undelivered: 4, delivered: 5,
  rto_initiated: 5, rto_delivered: 6, cancelled: 7, failed: 7,
};

export const shipmentRank = (status: ShipmentStatus): number => SHIPMENT_RANK[status] ?? 0;

/**
 * A parcel shipped by hand has no courier events: staff moves of its order are its state
 * (the shopper's tracking shows it). Booked parcels take their state from the courier.
 */
export const MANUAL_SHIPMENT_STATUS: Partial<Record<OrderStatus, ShipmentStatus>> = {
  shipped: 'picked_up', out_for_delivery: 'out_for_delivery', delivered: 'delivered', delivery_failed: 'undelivered',
  rto: 'rto_initiated', rto_received: 'rto_delivered',
};
