// The words of alerts and EMI (docs/rules/alerts.md): the product page's "Notify me" and
// its EMI line and plans, the cart's EMI line, the account page's alerts, the one-tap
// unsubscribe page and the alert messages themselves. A module of its own: the product
// page's island imports it, so it stays short.

export const alertTexts = {
  notifyMe: 'Notify me',
  notifyHeading: 'Tell me when',
  loginToNotify: 'Log in to get an alert when this product is back in stock or its price drops.',
  kindLabel: 'Alert me',
  backInStock: 'When it is back in stock',
  priceBelow: 'When the price drops to',
  priceLabel: 'Target price (₹)',
  priceHint: (current: string) => `Now ${current}. We tell you when it is at or below your price.`,
  save: 'Save alert',
  saving: 'Saving…',
  saved: 'Alert saved. We will tell you by SMS and e-mail.',
  failed: 'Could not save the alert',
  cancel: 'Close',

  // The server's refusals (docs/rules/alerts.md#asking-for-an-alert).
  priceRequired: 'Enter the price you are waiting for.',
  priceNotBelow: (current: string) => `Enter a price below today's ${current}.`,
  inStockNow: 'This product is in stock now: buy it, or ask for a price alert.',
  productNotFound: 'Product not found.',
  alertNotFound: 'Alert not found.',

  // /my-account
  mine: 'My alerts',
  none: 'You have no alerts. Use "Notify me" on a product page.',
  kindBackInStock: 'Back in stock',
  kindPriceBelow: (target: string) => `Price at or below ${target}`,
  statusLive: 'Waiting',
  statusSent: 'Sent',
  statusCancelled: 'Stopped',
  stop: 'Stop alert',
  stopNamed: (product: string) => `Stop the alert for ${product}`,
  stopped: 'Alert stopped.',
  stopFailed: 'Could not stop the alert',

  // /alerts/unsubscribe?token=
  unsubscribeTitle: 'Stop alerts',
  unsubscribeAsk: (product: string) => `Stop the alerts about ${product}?`,
  unsubscribeButton: 'Stop alerts',
  unsubscribed: (product: string) => `Done: you will get no more alerts about ${product}.`,
  unknownLink: 'This link is not valid, or its alerts are already stopped.',

  // The messages (lib/notify/templates.ts; registered as docs/rules/messages.md shows).
  backInStockText: (product: string, price: string, link: string, stop: string) =>
    `${product} is back in stock at ${price}. See it at ${link} To stop alerts: ${stop}`,
  priceDropText: (product: string, price: string, link: string, stop: string) =>
    `${product} is now ${price}, at or below your price. See it at ${link} To stop alerts: ${stop}`,
  backInStockSubject: (product: string) => `Back in stock: ${product}`,
  priceDropSubject: (product: string) => `Price drop: ${product}`,
};

export const emiTexts = {
  from: (monthly: string) => `EMI from ${monthly}/month`,
  plansSummary: 'See EMI plans',
  bank: 'Bank',
  months: 'Months',
  rate: 'Interest p.a.',
  monthly: 'Monthly',
  total: 'Total',
  noCost: 'No-cost EMI',
  ratePercent: (rate: number) => `${rate}%`,
  roundingNote: 'Instalments are rounded up to the rupee. The bank confirms the plan when you pay.',
  noCostNote: 'No-cost EMI: the interest is paid by us; you pay the price in equal instalments.',
  checkoutNote: 'Paying by EMI? Choose Online Payment: you pick the bank and the months in the payment window.',
};
