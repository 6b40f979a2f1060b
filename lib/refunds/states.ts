// A refund's states (docs/rules/seller.md#refunds): Razorpay's own three, pending until
// the bank confirms. The one list of them: the payment provider's answers
// (lib/payments/provider.ts), the console's refunds and their filter, the shopper's order
// page. No server code, so the console's browser code may import it.
import type { RefundTable } from '@/lib/db/schema';

export const REFUND_STATES = ['pending', 'processed', 'failed'] as const satisfies readonly RefundTable['status'][];
export type RefundState = (typeof REFUND_STATES)[number];

/** The refunds table (lib/db/schema.ts imports no domain, so it spells them again) stores no other state: else this does not compile. */
export type StoredRefundState<T extends RefundState = RefundTable['status']> = T;
