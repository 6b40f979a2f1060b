// What the failed-delivery desk and its call answer (docs/rules/shipping.md#failed-deliveries):
// types only, so the console's browser code reads them without the server's modules.

export type NdrDecisionAction = 're-attempt' | 'return';

/** A decision taken for the current failed attempt, and where its request to the courier is. */
export interface NdrDecision {
  action: NdrDecisionAction;
  at: string;
  by: 'staff' | 'shopper';
  date: string | null;
  phone: string | null;
  landmark: string | null;
  /** The courier's request: waiting or being retried, sent, or given up (shown on /seller/jobs). */
  sent: 'waiting' | 'sent' | 'failed';
}

/** One undelivered shipment on the desk. */
export interface NdrDeskRow {
  shipment_id: number;
  order_id: number;
  order_string: string;
  courier: string | null;
  awb: string;
  reason: string | null;
  attempts: number;
  /** Until when the courier takes a decision (ISO), or null when it did not say. */
  act_by: string | null;
  /** Whether a decision may still be taken: the window is open and none was taken for this attempt. */
  open: boolean;
  /** The dates a re-attempt may be asked for (YYYY-MM-DD, India). */
  window: { from: string; to: string };
  /** The re-attempt date the shopper asked for, if any. */
  requested_date: string | null;
  decision: NdrDecision | null;
  customer_name: string;
  customer_phone: string;
  city: string;
  pincode: string;
  paymentmode: string;
  amount: number;
}

export interface NdrDesk {
  rows: NdrDeskRow[];
}
