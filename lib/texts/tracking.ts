// The shopper's tracking (docs/rules/shipping.md#tracking): the parcel's section of the order
// page, the re-attempt a shopper asks for after a failed delivery, and the public /track page.
// Imported by client components on their own (no other texts come with it).

export const trackingTexts = {
  heading: 'Tracking',
  courier: 'Courier',
  awb: 'AWB',
  parcel: 'Parcel',
  trackAtCourier: 'Track on the courier\'s site',
  expected: 'Expected delivery',
  noScans: 'No scans from the courier yet.',
  scansHeading: 'Courier updates',
  states: {
    booking: 'Booking with the courier',
    booked: 'Booked, waiting for pickup',
    picked_up: 'Picked up',
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    undelivered: 'Delivery attempt failed',
    rto_initiated: 'Returning to the seller',
    rto_delivered: 'Returned to the seller',
    cancelled: 'Shipment cancelled',
  } as Record<string, string>,

  // A failed delivery and the shopper's re-attempt request.
  failedHeading: 'Delivery attempt failed',
  failedReason: (reason: string, attempts: number) => `The courier could not deliver your parcel (attempt ${attempts}): ${reason}`,
  failedNoReason: (attempts: number) => `The courier could not deliver your parcel (attempt ${attempts}).`,
  askBy: (at: string) => `Choose a new delivery date before ${at}, or the parcel goes back to the seller.`,
  askIntro: 'Tell us when you will be home and the courier will try again.',
  date: 'Delivery date',
  dateHint: (from: string, to: string) => `Between ${from} and ${to}`,
  phone: 'Another phone number (optional)',
  landmark: 'A landmark near your address (optional)',
  ask: 'Ask for a new attempt',
  asked: 'Your new delivery date has been sent to the courier.',
  reattemptOn: (date: string) => `The courier will try again on ${date}.`,
  returning: 'The parcel is going back to the seller.',

  // Refusals to the shopper (lib/shipping/ndr.ts).
  notUndelivered: 'Your order has no failed delivery to re-arrange.',

  // The public tracking page (/track).
  pageTitle: 'Track your order',
  pageIntro: 'Enter your order number and the phone number the order was placed with.',
  orderNumber: 'Order number',
  phoneNumber: 'Phone number',
  find: 'Track',
  notFound: 'We could not find an order with that number and phone number.',
  tooMany: 'Too many tries. Please wait a few minutes and try again.',
  status: 'Order status',
  notShipped: 'Your order has not been handed to a courier yet.',
} as const;
