// Couriers behind one interface (docs/rules/shipping.md). `shiprocket` talks to Shiprocket's
// external API (SHIPROCKET_API_URL; tests and QA point it at lib/testing/fake-shiprocket.ts);
// `test` is the demo's built-in courier, with the same flow, moved along from its test page.
// Shipments booked by hand (typed courier and AWB) need no provider.
//
// This module holds the interface only; the adapters and the choice of one live beside it.

export type CourierProviderName = 'shiprocket' | 'test';

/** One courier's offer for a parcel (Shiprocket's serviceability answer). */
export interface CourierRate {
  courierCompanyId: string;
  courierName: string;
  ratePaise: number;
  codChargesPaise: number;
  /** Estimated days to deliver. */
  estimatedDays: number;
  /** The courier's expected delivery date, when it gives one (ISO date). */
  etd: string | null;
}

export interface ParcelQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightKg: number;
  cod: boolean;
  declaredValuePaise: number;
}

export interface BookingItem {
  name: string;
  sku: string;
  units: number;
  sellingPricePaise: number;
  hsn?: string | null;
}

/** What a booking sends (Shiprocket's orders/create/adhoc, in our words). */
export interface BookingInput {
  /** Our order number (Shiprocket's `order_id`, the channel's own id): how a retry finds an earlier booking. */
  channelOrderId: string;
  orderDate: string;
  pickupLocation: string;
  customer: { name: string; phone: string; email: string | null; address: string; address2: string | null; city: string; state: string; pincode: string; country: string };
  items: BookingItem[];
  paymentMethod: 'COD' | 'Prepaid';
  subTotalPaise: number;
  /** The cash the courier collects (0 for a prepaid order). */
  codAmountPaise: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  weightKg: number;
  /** The e-way bill of a consignment above the threshold (docs/rules/seller.md#e-way-bills), else null. */
  ewayBillNo?: string | null;
}

/** Where a return's parcel goes (the seller's warehouse). */
export interface ReturnAddress {
  name: string;
  phone: string;
  email: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** A booking as the courier holds it. */
export interface CourierOrder {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string | null;
  courierCompanyId: string | null;
  courierName: string | null;
}

/** A scan of the courier's timeline (Shiprocket's scans[]). */
export interface CourierScan {
  at: string;
  activity: string;
  location: string | null;
  srStatus: string | null;
  srStatusLabel: string | null;
}

/** A shipment's state at the courier (Shiprocket's tracking answer, or a webhook's body). */
export interface CourierTracking {
  awb: string;
  currentStatusId: number;
  currentStatus: string;
  /** The courier's time of the current status (ISO). */
  at: string;
  etd: string | null;
  scans: CourierScan[];
}

/** A failed delivery waiting for the seller's decision, as the courier lists it. */
export interface NdrShipment {
  awb: string;
  /** Our order number. */
  channelOrderId: string | null;
  reason: string;
  attempts: number;
}

/** What the seller decides for a failed delivery (Shiprocket's NDR actions). */
export type NdrAction =
  | { action: 're-attempt'; date: string; phone?: string; address?: string }
  | { action: 'return' };

export interface CourierProvider {
  name: CourierProviderName;
  rates(query: ParcelQuery): Promise<CourierRate[]>;
  /** The courier's booking for our order number, if it has one (a retry after a timeout asks this first). */
  findOrder(channelOrderId: string): Promise<CourierOrder | null>;
  createOrder(input: BookingInput): Promise<CourierOrder>;
  /** Assigns the AWB, with the chosen courier or the courier's own choice. */
  assignAwb(input: { providerShipmentId: string; courierCompanyId?: string; isReturn?: boolean }): Promise<{ awb: string; courierCompanyId: string; courierName: string }>;
  requestPickup(providerShipmentIds: string[]): Promise<{ pickupScheduledDate: string | null }>;
  /** The courier's label (a PDF's URL) for these shipments. */
  label(providerShipmentIds: string[]): Promise<{ labelUrl: string }>;
  /** The manifest (a PDF's URL) for the day's pickup. */
  manifest(providerShipmentIds: string[]): Promise<{ manifestUrl: string }>;
  cancel(providerOrderIds: string[]): Promise<void>;
  track(awb: string): Promise<CourierTracking>;
  ndrAction(awb: string, action: NdrAction): Promise<void>;
  /** The shipments waiting for an NDR decision, as the courier lists them (Shiprocket's ndr/all). */
  ndrList(): Promise<NdrShipment[]>;
  /** A return's pickup from the shopper (Shiprocket's return orders), delivered to `returnTo`. */
  createReturn(input: BookingInput & { returnId: number; returnTo: ReturnAddress }): Promise<CourierOrder>;
}
