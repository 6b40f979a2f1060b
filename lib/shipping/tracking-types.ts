// The shopper's view of an order's parcel (docs/rules/shipping.md#tracking): on the order
// page (store/orderDetails' `shipment`) and on the public /track page. Types only, for the
// browser's components.

export interface TrackingScan {
  at: string;
  activity: string;
  location: string | null;
}

export interface ShipmentView {
  courier: string | null;
  awb: string | null;
  /** The courier's own tracking page for this AWB, when the courier list knows its pattern. */
  tracking_url: string | null;
  /** The shipment's state (booked, in_transit, out_for_delivery, delivered, undelivered, ...). */
  status: string;
  /** The courier's expected delivery date (YYYY-MM-DD or as the courier gives it), or null. */
  etd: string | null;
  /** The courier's scans, newest first. */
  scans: TrackingScan[];
  /** While a delivery failed: the courier's reason and what the shopper may ask for. */
  failed: {
    reason: string | null;
    attempts: number;
    act_by: string | null;
    /** A re-attempt date may be asked for now (the window is open and nothing was decided yet). */
    can_request: boolean;
    window: { from: string; to: string };
    /** The re-attempt date asked for (by the shopper or the seller), once decided. */
    reattempt_date: string | null;
    /** The decision taken: a re-attempt or the parcel's return to the seller. */
    decision: 're-attempt' | 'return' | null;
  } | null;
}

/** The public /track page's answer: the order's number and state, and its parcel. */
export interface TrackView {
  order_string: string;
  status: string;
  shipment: ShipmentView | null;
}
