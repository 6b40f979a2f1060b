// Refunds: the refunds page and the refund calls' refusals (docs/rules/seller.md).
// Part of sellerTexts (./index.ts).
import { sellerPagerTexts } from './console';

export const sellerRefundTexts = {
  refundOverPaid: (paid: string) => `That is more than was paid for this order: ${paid} in total, with the refunds already made.`,
  refundNothingPaid: 'This order has no payment received to refund.',
  refundOrderNotFound: 'Order not found.',
  refundsPage: {
    title: 'Refunds',
    filterAll: 'All',
    states: { pending: 'Pending', processed: 'Processed', failed: 'Failed' } as Record<string, string>,
    methods: { provider: 'Payment provider', manual: 'Manual' } as Record<string, string>,
    order: 'Order',
    amount: 'Amount',
    state: 'State',
    method: 'Method',
    reason: 'Reason',
    reference: 'Reference',
    when: 'Asked on',
    attempts: 'Attempts',
    none: 'No refunds.',
    // Old keys, kept for the screens that still read them: aliases of sellerTexts.pager.
    previous: sellerPagerTexts.previous,
    next: sellerPagerTexts.next,
    pageOf: sellerPagerTexts.pageOf,
    manualHeading: 'Record a manual refund',
    manualNote: 'For cash orders returned after delivery: money paid back by UPI or bank transfer.',
    orderId: 'Order id',
    amountRupees: 'Amount (₹)',
    referenceHint: 'UPI reference or bank transfer note',
    returnId: 'Return id (optional)',
    freshCode: 'Code from your authenticator app',
    record: 'Record refund',
    recorded: 'Manual refund recorded.',
    failed: 'Could not record the refund.',
    loading: 'Loading refunds…',
  },
} as const;
