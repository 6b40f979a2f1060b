// The failed-delivery desk (/seller/deliveries; docs/rules/shipping.md#failed-deliveries):
// its screen, its refusals and the e-mail that tells the seller a decision is waiting.
// Part of sellerTexts (./index.ts) as sellerTexts.ndrDesk.

export const sellerNdrTexts = {
  nav: 'Failed deliveries',
  title: 'Failed deliveries',
  intro: 'Parcels the courier could not deliver. Decide before the courier\'s deadline: a re-attempt on a date within its window, or the return of the parcel to you.',
  none: 'No failed deliveries are waiting.',
  order: 'Order',
  courier: 'Courier',
  awb: 'AWB',
  reason: 'Courier\'s reason',
  noReason: 'no reason given',
  attempts: 'Attempts',
  actBy: 'Decide by',
  noDeadline: 'the courier\'s next update',
  timeLeft: (text: string) => `${text} left`,
  windowClosedShort: 'The courier\'s window has closed',
  customer: 'Customer',
  payment: 'Payment',
  paymentModes: { cash: 'Cash on delivery', online: 'Paid online' } as Record<string, string>,
  shopperAsked: (date: string) => `The customer asked for a re-attempt on ${date}`,
  decided: {
    're-attempt': (date: string, by: string) => `Re-attempt on ${date}, asked by ${by}`,
    return: (by: string) => `Return to you, decided by ${by}`,
  },
  by: { staff: 'staff', shopper: 'the customer' } as Record<string, string>,
  sent: { waiting: 'Sending to the courier…', sent: 'Sent to the courier', failed: 'The courier did not take it: see Jobs' } as Record<string, string>,
  reattempt: 'Re-attempt',
  returnParcel: 'Return to origin',
  reattemptOf: (order: string) => `Re-attempt ${order}`,
  returnOf: (order: string) => `Return ${order} to origin`,
  date: 'Re-attempt date',
  dateHint: (from: string, to: string) => `Between ${from} and ${to}`,
  phone: 'Another phone (optional)',
  landmark: 'A landmark for the courier (optional)',
  send: 'Send to the courier',
  cancel: 'Keep waiting',
  confirmReturn: (order: string) => `Return ${order} to you? The courier brings the parcel back; this cannot be undone.`,
  confirmReturnYes: 'Yes, return it',
  reattemptSent: 'Re-attempt sent to the courier',
  returnSent: 'Return sent to the courier',
  packerNote: 'You can see failed deliveries; an owner or a manager decides.',

  // Refusals (lib/shipping/ndr.ts).
  dateRequired: 'Choose a re-attempt date.',
  dateOutside: (from: string, to: string) => `The courier re-attempts between ${from} and ${to}: choose a date in that window.`,
  notUndelivered: 'This order has no failed delivery waiting for a decision.',
  byHand: 'This parcel was shipped by hand: ask its courier directly.',
  windowClosed: (at: string) => `The courier's window to decide closed at ${at}; the courier now returns the parcel.`,
  alreadyDecided: 'A decision was already taken for this failed attempt.',
  shopperReattemptOnly: 'Only a re-attempt can be asked for.',

  /** The e-mail to the seller when a failed delivery waits for a decision. */
  waitingSubject: (order: string) => `Failed delivery of ${order}: decide before the courier returns it`,
  waitingText: (order: string, reason: string, attempt: string, actBy: string) =>
    `The courier could not deliver ${order} (attempt ${attempt}: ${reason}). Ask for a re-attempt or the return of the parcel before ${actBy}, on the Failed deliveries page of the seller console.`,
} as const;
