// The dashboard (/seller). Part of sellerTexts (./index.ts).

export const sellerDashboardTexts = {
  dashboard: {
    title: 'Dashboard',
    sales: 'Sales',
    today: 'Today',
    week: 'Last 7 days',
    orders: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`,
    codHeld: 'Cash held by couriers',
    codDetail: (orders: number, overdue: number) => `${orders} ${orders === 1 ? 'order' : 'orders'}${overdue > 0 ? `, ${overdue} overdue` : ''}`,
    returnsWaiting: 'Returns waiting',
    returnsDetail: (requested: number, approved: number, received: number) => `${requested} to decide, ${approved} to receive, ${received} to refund`,
    waiting: 'Orders waiting',
    deadJobs: 'Jobs that gave up',
    deadJobsDetail: 'Retry or cancel them on the Jobs page',
    noLowStock: 'No product is low on stock.',
    // docs/rules/products.md#low-stock-threshold
    lowStockEach: (defaultAt: number) => `Low on stock (at or below each product's threshold, ${defaultAt} unless set)`,
    ownThreshold: (n: number) => `alert at ${n}`,
    seeAllLowStock: (n: number) => `See all ${n} low on stock`,
    withoutImages: 'Products without a picture',
    allHaveImages: 'Every product has a picture.',
    units: (n: number) => `${n} left`,
  },
} as const;
