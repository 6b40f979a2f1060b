// The console's EMI plans page (/seller/emi; docs/rules/alerts.md#emi) and the alerts
// badge of the product list and editor. Imported on its own, like gst.ts.

export const sellerEmiTexts = {
  nav: 'EMI',
  title: 'EMI plans',
  intro: 'The product page and the cart show "EMI from ₹X/month": the lowest instalment over the plans below that apply to the amount.',
  none: 'No EMI plans: the shop shows no EMI.',
  bank: 'Bank',
  months: 'Tenure (months)',
  rate: 'Interest (% a year)',
  noCost: 'No-cost EMI (we pay the interest)',
  minOrder: 'Minimum order (₹)',
  fromAmount: (amount: string) => `from ${amount}`,
  plans: 'Plans',
  add: 'Add plan',
  save: 'Save',
  edit: 'Edit',
  remove: 'Remove',
  removeNamed: (bank: string, months: number) => `Remove ${bank} ${months} months`,
  saved: 'EMI plan saved',
  removed: 'EMI plan removed',
  planLine: (months: number, rate: number) => `${months} months · ${rate}% a year`,
  example: (monthly: string) => `₹50,000 costs ${monthly}/month`,
  yes: 'Yes',
  planNotFound: 'EMI plan not found.',
  tooMany: (max: number) => `At most ${max} EMI plans.`,
  duplicate: 'This bank already has a plan for this tenure.',
  // The alerts badge (products list and editor).
  waitingColumn: 'Waiting',
  waiting: (n: number) => `${n} waiting`,
  waitingTitle: (n: number) => `${n} shopper${n === 1 ? '' : 's'} asked to be told about this product`,
};
