// Shiprocket's shipment status ids and their labels (as its tracking answers and webhook
// name them), and the webhook body made from a status: the fake Shiprocket
// (lib/testing/fake-shiprocket.ts) and the demo's test courier (./test-courier.ts) both send
// this body, so the one ingestion path (POST /api/courier/events) takes either.
// Which of these move an order is the tracking module's table (docs/rules/shipping.md).
import type { CourierWebhookBody, CourierWebhookScan } from './webhook-body';

export const COURIER_STATUS_LABELS: Record<number, string> = {
  1: 'AWB ASSIGNED',
  2: 'LABEL GENERATED',
  3: 'PICKUP SCHEDULED',
  4: 'PICKUP QUEUED',
  5: 'MANIFEST GENERATED',
  6: 'SHIPPED',
  7: 'DELIVERED',
  8: 'CANCELED',
  9: 'RTO INITIATED',
  10: 'RTO DELIVERED',
  12: 'LOST',
  13: 'PICKUP ERROR',
  15: 'PICKUP RESCHEDULED',
  17: 'OUT FOR DELIVERY',
  18: 'IN TRANSIT',
  19: 'OUT FOR PICKUP',
  21: 'UNDELIVERED',
  22: 'DELAYED',
  38: 'REACHED AT DESTINATION HUB',
  42: 'PICKED UP',
};

/** The label of a status id ("STATUS 99" for one not in the table). */
export const courierStatusLabel = (statusId: number) => COURIER_STATUS_LABELS[statusId] ?? `STATUS ${statusId}`;

/** India's wall clock parts of an instant. */
function istParts(at: Date) {
  const shifted = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { y: shifted.slice(0, 4), mo: shifted.slice(5, 7), d: shifted.slice(8, 10), time: shifted.slice(11, 19) };
}

/** A scan's date as Shiprocket writes it: "2026-11-28 15:04:05" (India time). */
export function scanDate(at: Date): string {
  const p = istParts(at);
  return `${p.y}-${p.mo}-${p.d} ${p.time}`;
}

/** The webhook's current_timestamp as Shiprocket writes it: "28 11 2026 15:04:05" (India time). */
export function webhookTimestamp(at: Date): string {
  const p = istParts(at);
  return `${p.d} ${p.mo} ${p.y} ${p.time}`;
}

export interface WebhookBodyInput {
  awb: string;
  statusId: number;
  at: Date;
  /** Our order number (the booking's channel order id). */
  orderId: string;
  srOrderId?: number;
  courierName: string;
  etd?: string | null;
  /** The scans so far, oldest first, this status's scan included. */
  scans: CourierWebhookScan[];
  isReturn?: boolean;
  awbAssignedDate?: string | null;
  pickupScheduledDate?: string | null;
}

/** A scan for a status, with the courier's words for it (an undelivered scan carries the reason). */
export function scanFor(statusId: number, at: Date, activity?: string, location?: string | null): CourierWebhookScan {
  const label = courierStatusLabel(statusId);
  return {
    date: scanDate(at),
    status: label.replace(/\s+/g, '_'),
    activity: activity ?? label.charAt(0) + label.slice(1).toLowerCase(),
    location: location ?? null,
    'sr-status': String(statusId),
    'sr-status-label': label,
  };
}

/** The tracking webhook's body, as Shiprocket sends it. */
export function courierWebhookBody(input: WebhookBodyInput): CourierWebhookBody {
  const label = courierStatusLabel(input.statusId);
  return {
    awb: input.awb,
    courier_name: input.courierName,
    current_status: label,
    current_status_id: input.statusId,
    shipment_status: label,
    shipment_status_id: input.statusId,
    current_timestamp: webhookTimestamp(input.at),
    order_id: input.orderId,
    sr_order_id: input.srOrderId,
    awb_assigned_date: input.awbAssignedDate ?? null,
    pickup_scheduled_date: input.pickupScheduledDate ?? null,
    etd: input.etd ?? null,
    scans: input.scans,
    is_return: input.isReturn ? 1 : 0,
    channel_id: 0,
    pod_status: input.statusId === 7 ? 'OTP Based Delivery' : null,
    pod: input.statusId === 7 ? 'Not Available' : null,
  };
}
