// Payment providers behind one interface (docs/rules/checkout.md#online-payment). `razorpay` talks
// to Razorpay's Orders API; `test` is the local stand-in of demo mode with the same
// flow (a provider order, a payment id and an HMAC signature over
// "order_id|payment_id"), paid or failed on a local page instead of checkout.js.
//
// This module holds the interface only; active-provider.ts picks the provider a payment uses.
import type { RefundState } from '@/lib/refunds/states';

export type ProviderName = 'razorpay' | 'test';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
  amountPaise: number;
}

/** A refund's state at the provider (Razorpay's own three): pending until the bank confirms. */
export type { RefundState };

export interface ProviderRefund {
  id: string;
  status: RefundState;
  amountPaise: number;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** Ours, the same on every retry of one refund: the provider makes one refund per key. */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

export interface PaymentProvider {
  name: ProviderName;
  /** The key the browser opens the provider's widget with (null for the local test page). */
  publicKey: string | null;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** Checks the signature the widget returned, against the provider order id WE stored. */
  verifySignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** The provider's own record of an order's payments (for the reconciler). */
  fetchPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds part or all of a captured payment (docs/rules/seller.md#refunds). Asking
   * again with the same key answers the same refund instead of making a second one.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The provider's current word on a refund it has acknowledged (for the reconciler: a lost webhook). */
  fetchRefund(input: { paymentId: string; refundId: string }): Promise<ProviderRefund>;
}
