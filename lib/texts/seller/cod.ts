// Cash on delivery: the money couriers hold and its remittances (the COD ledger page).
// Part of sellerTexts (./index.ts).

export const sellerCodTexts = {
  /** The daily e-mail to the seller while couriers hold cash past the due days (lib/cod/overdue.ts). */
  codOverdueSubject: (count: string) => `${count} cash orders overdue from couriers`,
  codOverdueText: (count: string, amount: string, days: string) =>
    `Couriers have held the cash of ${count} delivered orders, ${amount} in all, for more than ${days} days. Record their remittances, or ask the couriers, on the Cash on delivery page of the seller console.`,
  codOrderNotOutstanding: (orderString: string, courier: string) => `Order ${orderString} is not a delivered cash order of ${courier} waiting for remittance.`,
  codOrderRemitted: (orderString: string) => `Order ${orderString} is already in a remittance.`,
  codOrderUnknown: (orderId: number) => `Order ${orderId} not found.`,
  codPage: {
    title: 'Cash on delivery',
    outstanding: 'Held by couriers',
    courier: 'Courier',
    orders: 'Orders',
    amount: 'Amount',
    buckets: { '0-3': '0–3 days', '4-7': '4–7 days', '8-10': '8–10 days', 'over-10': 'Over 10 days' } as Record<string, string>,
    noCourier: '(no courier)',
    nothingOutstanding: 'No cash is waiting for remittance.',
    overdue: (days: number) => `Delivered more than ${days} days ago and not remitted`,
    noneOverdue: 'Nothing overdue.',
    deliveredOn: 'Delivered',
    ageDays: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    recordHeading: 'Record a remittance',
    remittedOn: 'Remitted on',
    reference: 'Reference (UTR)',
    chooseOrders: 'Orders it covers',
    chooseCourierFirst: 'Choose a courier to see its orders.',
    total: (amount: string) => `Total ${amount}`,
    record: 'Record remittance',
    recorded: (reference: string, amount: string) => `Remittance ${reference} of ${amount} recorded.`,
    history: 'Remittances',
    noRemittances: 'No remittances yet.',
    chooseCourier: 'Choose a courier',
    freight: 'Freight deducted (₹)',
    codCharges: 'COD charges deducted (₹)',
    deductionsHint: 'What the courier kept from the cash, as its remittance statement shows.',
    net: (amount: string) => `Net ${amount}`,
    gross: 'Gross',
    deductions: (freight: string, cod: string) => `less freight ${freight} and COD charges ${cod}`,
    deductionsAboveGross: (gross: number) => `Freight and COD charges together must not be above the orders' ₹${gross.toLocaleString('en-IN')}.`,
  },
} as const;
