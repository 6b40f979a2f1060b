// The demo's test courier page (/seller/shipping/test-courier; lib/shipping/test-courier-page.ts).
// Part of sellerTexts (./index.ts).
export const sellerTestCourierTexts = {
  testCourier: {
    title: 'Test courier',
    intro: 'The demo\'s built-in courier. Each button sends the courier\'s event for the parcel, as Shiprocket\'s webhook would, and the order moves as it would with a real courier.',
    none: 'The test courier has no shipment yet. Book one from a packed order.',
    order: (number: string) => `Order ${number}`,
    returnPickup: 'Return pickup',
    awb: (awb: string) => `AWB ${awb}`,
    now: (status: string) => `Now: ${status}`,
    booked: 'Booked, not picked up yet',
    steps: {
      42: 'Picked up', 18: 'In transit', 17: 'Out for delivery', 7: 'Delivered', 21: 'Undelivered', 9: 'RTO initiated', 10: 'RTO delivered',
    } as Record<number, string>,
    reason: 'Reason for the failed delivery',
    reasons: ['Customer not available', 'Address incomplete', 'Customer refused to accept', 'Customer asked for a future delivery'] as const,
    sent: (step: string, awb: string) => `${step} sent for ${awb}.`,
    nothingMoved: 'The event was taken; the order did not move.',
    finished: 'Nothing more to send.',
    demoOnly: 'The test courier exists in demo mode only.',
  },
} as const;
