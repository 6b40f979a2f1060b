// The newsletter's subscribers. Part of sellerTexts (./index.ts).

export const sellerNewsletterTexts = {
  newsletterPage: {
    title: 'Newsletter',
    counts: (subscribed: number, unsubscribed: number) => `${subscribed} subscribed, ${unsubscribed} unsubscribed.`,
    note: 'Each address signed up in the footer, with when it consented; those that unsubscribed are in the list with the time they left. Send only to those without it.',
    export: 'Download the list (CSV)',
  },
} as const;
