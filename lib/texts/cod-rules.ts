// What a shopper reads about the seller's cash-on-delivery rules and partial COD
// (docs/rules/cod.md): why cash on delivery is refused, and the two parts of a
// partial-COD order. A module of its own: the checkout's Payment step imports it.
// ./index.ts takes these into `texts.codRules`.

export const codRuleTexts = {
  refused: {
    minValue: (min: string) => `Cash on delivery is available on orders of ${min} or more. Please pay online.`,
    maxValue: (max: string) => `Cash on delivery is available on orders up to ${max}. Please pay online.`,
    customerRtos: 'Cash on delivery is not available on your account because earlier orders were returned undelivered. Please pay online.',
    pincodeRto: 'Cash on delivery is not available for this pincode right now. Please pay online.',
    openOrders: (n: number) => `You already have ${n} cash on delivery ${n === 1 ? 'order' : 'orders'} on the way. Please pay online, or wait for ${n === 1 ? 'it' : 'them'} to arrive.`,
  },
  /** The Payment step's note under Cash on delivery when part of it is paid online first. */
  partialNote: (online: string, cash: string) => `Pay ${online} online now and ${cash} in cash on delivery.`,
  /** The PLACE ORDER button of a partial-COD order: what is paid now. */
  payUpfront: (online: string) => `PAY ${online} NOW`,
  paidOnline: 'Paid online',
  payOnlineNow: 'To pay online now',
  toPayInCash: 'To pay in cash',
} as const;
