// Returns: deciding, receiving and refunding a return. Part of sellerTexts (./index.ts).

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
    approve: 'Approve',
    reject: 'Reject',
    rejectNote: 'Why it is rejected',
    receive: 'Item received',
    restocked: 'Back on sale',
    writtenOff: 'Written off',
    outcomes: { restocked: 'back on sale', written_off: 'written off' } as Record<string, string>,
    freshCode: 'Code from your authenticator app',
    refundLine: (amount: string, state: string, method: string) => `Refund ${amount}: ${state} (${method})`,
    cashRefundDue: (amount: string) => `Cash order: pay back ${amount} by UPI or bank transfer, then record it on the Refunds page with the order number and this return's number.`,
    returnId: (id: number) => `Return ${id}`,
    approved: (id: number) => `Return ${id} approved.`,
    rejected: (id: number) => `Return ${id} rejected.`,
    received: (id: number, outcome: string) => `Return ${id} received: ${outcome}.`,
  },
} as const;
