// Returns: deciding, receiving and refunding a return. Part of sellerTexts (./index.ts).
import { sellerPagerTexts } from './console';

export const sellerReturnTexts = {
  returnsPage: {
    title: 'Returns',
    filterAll: 'All',
    states: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', received: 'Received', refunded: 'Refunded' } as Record<string, string>,
    order: 'Order',
    item: 'Item',
    reason: 'Reason',
    customer: 'Customer',
    asked: 'Asked on',
    none: 'No returns.',
    loading: 'Loading returns…',
    approve: 'Approve',
    reject: 'Reject',
    rejectNote: 'Why it is rejected',
    receive: 'Item received',
    restocked: 'Back on sale',
    writtenOff: 'Written off',
    outcomes: { restocked: 'back on sale', written_off: 'written off' } as Record<string, string>,
    freshCode: 'Code from your authenticator app',
    refundLine: (amount: string, state: string, method: string) => `Refund ${amount}: ${state} (${method})`,
    cashRefundDue: (amount: string) => `Cash order: pay back ${amount} by UPI or bank transfer, then record it on the Refunds page with this return's id.`,
    returnId: (id: number) => `Return ${id}`,
    done: 'Return updated.',
    failed: 'Could not update the return.',
    // Old keys, kept for the screens that still read them: aliases of sellerTexts.pager.
    previous: sellerPagerTexts.previous,
    next: sellerPagerTexts.next,
    pageOf: sellerPagerTexts.pageOf,
  },
} as const;
