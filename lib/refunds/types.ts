// Refunds as the console shows them (docs/rules/seller.md#refunds); no server code, so
// the seller contract and the console's screens can name them.
import type { RefundState } from './states';

export type { RefundState };

/** A refund as the console shows it. */
export interface RefundRow {
  refund_id: number;
  order_id: number;
  order_string: string;
  paymentmode: 'cash' | 'online';
  return_id: number | null;
  method: 'provider' | 'manual';
  provider: string | null;
  provider_refund_id: string | null;
  amount: number;
  status: RefundState;
  reason: string;
  reference: string | null;
  staff_email: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}
