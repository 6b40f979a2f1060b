// Returns as the console shows them (docs/rules/seller.md#returns); no server code, so the
// seller contract can name the statuses.
import type { RefundState } from '@/lib/refunds/states';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export type ReturnOutcome = 'restocked' | 'written_off';
/** A return as the console lists it. */
export interface ReturnRow {
  return_id: number;
  order_id: number;
  order_string: string;
  paymentmode: 'cash' | 'online';
  item_id: number;
  product_name: string;
  quantity: number;
  /** What the item's line cost the shopper (rupees). */
  amount: number;
  reason: string;
  status: ReturnStatus;
  decision_note: string | null;
  outcome: ReturnOutcome | null;
  customer_name: string;
  customer_phone: string;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
  /** The credit note issued when the item came back: what the refund pays back (rupees). */
  credit_note: { number: string; amount: number } | null;
  /** Its refund, once there is one. */
  refund: { refund_id: number; amount: number; status: RefundState; method: 'provider' | 'manual' } | null;
  /** The courier's pickup of the item (docs/rules/shipping.md#returns-pickups), once approved with a courier set up. */
  pickup: { status: string; awb: string | null; courier: string | null; pickup_scheduled_date: string | null; booking_error: string | null } | null;
}
