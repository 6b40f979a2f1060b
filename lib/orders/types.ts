// Orders as the API and the order pages show them, and whose they are.
import type { RefundState } from '@/lib/refunds/states';
import type { OnlinePaymentStart } from '@/lib/payments/types';
import type { ShipmentView } from '@/lib/shipping/tracking-types';

export interface OrderOwner {
  companyId: number;
  storeId: number;
  customerId: number;
}

export interface OrderSummary {
  order_id: number;
  order_string: string;
  image: string;
  name: string;
  item_name: string;
  items_count: number;
  total_paid_amount: number;
  store_name: string;
  ordered_on: string;
  delivery_date: string;
  slot_date: string;
  paymentmode: string;
  status: string;
  can_cancel: boolean;
  can_reschedule: boolean;
}

export interface OrderItemView {
  item_id: number;
  product_id: number;
  name: string;
  name_url: string | null;
  image: string;
  product_name: string;
  quantity: number;
  unit_price: number;
  total: number;
  cancel_status: number;
  packed_action: number;
  out_for_delivery_action: number;
  delivered_action: number;
  /**
   * The shopper may cancel it now: the order may still be changed (SHOPPER_CHANGEABLE in
   * lib/orders/status-machine.ts, nothing of it left) and the item is live, not out for
   * delivery, delivered or returned. The page offers Cancel Item only then.
   */
  can_cancel: boolean;
  /** The shopper may ask to return it now (delivered, within the window, not asked before). */
  can_return: boolean;
  /** The units packed for it (serial or IMEI number), once packed (docs/rules/products.md#units). */
  units: { serial: string; kind: 'serial' | 'imei' }[];
}

/** A return as the shopper sees it under its item (docs/rules/seller.md#returns). */
export interface OrderReturnView {
  return_id: number;
  item_id: number;
  status: 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';
  reason: string;
  decision_note: string | null;
  created_at: string;
}

export interface OrderDetail {
  order_id: number;
  order_string: string;
  transection_id: string;
  invoice_number: string;
  /** The payment's reference at the provider (a paid online order, or a partial-COD order's upfront part), else null. */
  payment_reference: string | null;
  /** The GST invoice's number once issued (when the order ships), else null. */
  tax_invoice_number: string | null;
  /** Where the shopper downloads that invoice (PDF), else null. */
  invoice_url: string | null;
  paymentmode: string;
  payment_status: string;
  status: string;
  totalsellingprice: number;
  total_mrp: number;
  deliveryCharge: number;
  handling_fee: number;
  digital_discount: number;
  /** The discount for paying online from the COD confirmation page, its own line (rupees; 0 for none). */
  prepay_discount: number;
  /** While a COD order awaits its shopper's confirmation: when it is cancelled unless confirmed. */
  confirm_by: string | null;
  couponValue: number;
  total_paid_amount: number;
  /** Partial COD (docs/rules/cod.md#partial-cod): the part paid online upfront and the cash left to pay; null for other orders. */
  paid_online: number | null;
  to_pay_in_cash: number | null;
  total_saving: number;
  slot_id: number;
  slot_date: string;
  start_time: string;
  end_time: string;
  ordered_on: string;
  delivery_date: string;
  delivered_name: string;
  delivered_house_no: string;
  delivered_street: string;
  delivered_city: string;
  delivered_state: string;
  delivered_pincode: string;
  delivered_contact: string;
  can_cancel: boolean;
  can_reschedule: boolean;
  /** The courier carrying the order and its AWB, once it has shipped (orders.courier, orders.awb), else null. */
  courier: string | null;
  awb: string | null;
  orderdetails: OrderItemView[];
  /** Money paid back on this order, newest first (docs/rules/seller.md#refunds). */
  refunds: OrderRefundView[];
  /** Returns asked for on this order, oldest first. */
  returns: OrderReturnView[];
  /** The last day a delivered item may be asked back (YYYY-MM-DD, India), or null before delivery. */
  return_last_day: string | null;
  /** The messages sent to the shopper about this order, oldest first. */
  messages: OrderMessageView[];
  /** The order's parcel at the courier (docs/rules/shipping.md#tracking), or null before one is booked. */
  shipment: ShipmentView | null;
}

/** A message to the shopper about an order, as the order page lists it. */
export interface OrderMessageView {
  event: string;
  channel: 'sms' | 'whatsapp' | 'email';
  state: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  /** When it was sent, else when it was queued (ISO). */
  at: string;
}

/** The shopper's order updates on WhatsApp (lib/orders/whatsapp-updates.ts). */
export interface WhatsappUpdates {
  /** The shop sends WhatsApp messages (configured): only then is the choice shown. */
  offered: boolean;
  /** When the shopper agreed (ISO), or null: off. */
  on_since: string | null;
}

/** A refund as the shopper sees it on the order page. */
export interface OrderRefundView {
  amount: number;
  status: RefundState;
  updated_at: string;
}

/** What an order call answers once the order exists. */
export interface PlacedOrderView {
  order_id: number;
  order_string: string;
  total_paid_amount: number;
  paymentmode: 'cash' | 'online';
  /** 'awaiting_confirmation' for a COD order that waits for its shopper (docs/rules/orders.md#cash-on-delivery-confirmation). */
  status?: string;
  /**
   * store/cashOnDelivery of a partial-COD order (docs/rules/cod.md#partial-cod): the
   * payment of its upfront part to open, as store/onlinePaymentProcess answers one; the
   * order is placed once it is paid.
   */
  upfront_payment?: OnlinePaymentStart;
}
