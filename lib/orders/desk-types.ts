// Orders as the seller's order desk shows them (docs/rules/seller.md#order-desk).
import type { OrderStatus } from './status-machine';
import type { OrderItemView } from './types';
import type { OrderDocument } from '@/lib/documents/types';
import type { RefundRow } from '@/lib/refunds/types';
import type { CodRisk, OrderHold } from '@/lib/cod/rules-types';

export interface DeskOrderRow {
  order_id: number;
  order_string: string;
  status: OrderStatus;
  paymentmode: 'cash' | 'online';
  payment_status: string;
  customer_name: string;
  customer_phone: string;
  pincode: string;
  city: string;
  total: number;
  items_count: number;
  courier: string | null;
  awb: string | null;
  created_at: string;
  /** What the order holds, as the list shows it ("2 × LG 43\" TV"). */
  lines: { name: string; quantity: number }[];
  /** Held for a call: no move forward until released (docs/rules/cod.md#holding-an-order-for-a-call). */
  on_hold: boolean;
}

/** An item as the desk shows it: the fields of the shopper's view it needs. */
export type DeskOrderItem = Pick<
  OrderItemView,
  'item_id' | 'product_id' | 'name' | 'quantity' | 'unit_price' | 'total' | 'cancel_status' | 'packed_action' | 'out_for_delivery_action' | 'delivered_action' | 'units'
> & {
  /** Its product is sold by unit: packing asks for a unit per piece (docs/rules/seller.md#packing-with-a-unit). */
  sold_by_unit: boolean;
  /** The unit the shopper chose (reserved for this item), or the grade any unit must be of (docs/rules/units.md#packing). */
  chosen_unit: { serial: string; kind: 'serial' | 'imei' } | null;
  chosen_grade: string | null;
};

export interface DeskOrderEvent {
  at: string;
  /** 'courier': moved by the courier's events (lib/shipping/events.ts); the note names the courier. */
  actor: 'staff' | 'customer' | 'system' | 'courier';
  staff_email: string | null;
  from: string | null;
  to: string;
  note: Record<string, string> | null;
}

/** A parcel of the order at a courier, as the order page shows it (lib/orders/desk-shipments.ts). */
export interface DeskShipment {
  shipment_id: number;
  direction: 'forward' | 'return';
  provider: 'shiprocket' | 'test' | 'manual';
  awb: string | null;
  courier: string | null;
  /** The shipment's own state (lib/shipping/status-map.ts). */
  status: string;
  /** The courier's words for its latest status. */
  current_status: string | null;
  /** The courier's expected delivery date (YYYY-MM-DD). */
  etd: string | null;
  label_url: string | null;
  last_event_at: string | null;
  /** A failed delivery waiting for a decision: the courier's reason, its attempts, until when to act. */
  ndr: { reason: string | null; attempts: number; deadline: string | null; action: string | null } | null;
  /** The courier's events, newest first: its time, where it came from, and whether it moved the order. */
  events: { at: string | null; status_id: number | null; status: string | null; source: 'webhook' | 'poll' | 'test'; applied: boolean; received_at: string }[];
  /** The courier's scan timeline, newest first. */
  scans: { at: string; activity: string; location: string | null }[];
}

/** A message about the order, to the shopper or the seller, as the order page lists it. */
export interface DeskOrderMessage {
  message_id: number;
  event: string;
  audience: 'shopper' | 'seller';
  channel: 'sms' | 'whatsapp' | 'email';
  recipient: string;
  state: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  /** When it was sent, else when it was queued (ISO). */
  at: string;
  /** Why the last try failed (the provider's answer), for a failed message only. */
  last_error: string | null;
}

export interface DeskOrderDetail extends DeskOrderRow {
  address: { name: string; house_no: string; street: string; city: string; state: string; pincode: string; contact: string };
  status_reason: string | null;
  slot_date: string;
  delivery_date: string;
  /** The price as the shopper was charged it, in rupees (docs/rules/checkout.md). */
  prices: { subtotal: number; delivery_charge: number; handling_fee: number; digital_discount: number; coupon_discount: number; coupon_code: string | null; total: number; prepay_discount?: number };
  /** A COD order awaiting its shopper's confirmation: when it is cancelled unless confirmed (docs/rules/orders.md#cash-on-delivery-confirmation). */
  confirm_by?: string | null;
  /** The moves the state machine allows from here (the console's buttons). */
  next_statuses: OrderStatus[];
}

/**
 * One order as its console page shows it, and as a move answers it: the order with its
 * items, history and documents (the invoice a ship issues, the credit note of a cancel),
 * so a moved order's page needs no second read.
 */
export interface DeskOrderView {
  order: DeskOrderDetail;
  items: DeskOrderItem[];
  history: DeskOrderEvent[];
  /** Every message about the order, the shopper's and the seller's, oldest first. */
  messages: DeskOrderMessage[];
  /** Its parcels at couriers (the order's, and a return's pickup), oldest first. */
  shipments: DeskShipment[];
  documents: OrderDocument[];
  packing_slip_url: string;
  label_url: string;
  /** Its refunds, newest last; null for a role that may not read refunds (a packer). */
  refunds: RefundRow[] | null;
  /** Its value (the invoice's total, rupees) is above the e-way bill threshold: shipping asks for the number (docs/rules/seller.md#e-way-bills). */
  needs_eway_bill: boolean;
  consignment_value: number;
  eway_bill_threshold: number;
  /** The number it shipped with, else null. */
  eway_bill_no: string | null;
  /** The portal's JSON for it, when it needs one. */
  eway_bill_url: string | null;
  /** A COD order's risk panel, null for others; its hold for a call (docs/rules/cod.md#risk-panel). */
  cod_risk: CodRisk | null;
  hold: OrderHold;
}

/** One order's outcome in a bulk move. */
export interface BulkMoveResult {
  order_id: number;
  order_string: string;
  moved: boolean;
  message: string;
}
