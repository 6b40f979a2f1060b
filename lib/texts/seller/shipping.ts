// Booking a courier from the desk, the shipping settings and returns' pickups
// (docs/rules/shipping.md#booking). Read by lib/shipping/ and the console's booking pieces.

export const shippingTexts = {
  // Refusals
  nothingToShip: 'This order has no items left to ship.',
  addPackageFacts: (product: string, lacks: string[]) =>
    `Add the ${lacks.length > 1 ? `${lacks.slice(0, -1).join(', ')} and ${lacks.at(-1)}` : lacks[0]} of ${product} before booking.`,
  notPacked: (status: string) => `Only a packed order can be booked; this one is ${status}.`,
  alreadyBooked: (awb: string | null) => (awb ? `This order is already booked (AWB ${awb}).` : 'This order is already being booked.'),
  noCourier: 'No courier is set up: ship this order by hand with its courier and AWB.',
  noPickupPincode: 'Set the pickup pincode on the shipping settings page before booking.',
  noRates: 'No courier serves this pincode for this parcel.',
  unknownCourier: 'That courier is not offered for this parcel; choose one from the list.',
  preferredRequired: 'Name the preferred courier, or choose another rule.',
  noShipments: 'No booked shipment to put on a manifest.',
  bookingFailed: 'The courier could not book this order; the shop will try again.',

  // The desk's booking panel
  book: 'Book shipment',
  bookSelected: 'Book selected',
  rates: 'Couriers for this parcel',
  loadingRates: 'Asking the courier for rates…',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  rulePick: 'Rule’s pick',
  rule: { cheapest: 'Cheapest', fastest: 'Fastest', preferred: 'Preferred courier' } as Record<string, string>,
  parcel: (kg: number, l: number, b: number, h: number) => `${kg} kg, ${l} × ${b} × ${h} cm`,
  bookWith: (courier: string) => `Book with ${courier}`,
  booking: 'Booking with the courier…',
  booked: 'Booked',
  awb: 'AWB',
  courier: 'Courier',
  label: 'Label (PDF)',
  pickup: 'Pickup',
  pickupOn: (date: string) => `Pickup on ${date}`,
  pickupRequested: 'Pickup requested',
  state: { booking: 'Booking', booked: 'Booked', cancelled: 'Cancelled', failed: 'Booking failed' } as Record<string, string>,
  bulkResult: (booked: number, refused: number) => `${booked} booked${refused > 0 ? `, ${refused} refused` : ''}`,
  manifest: 'Manifest for today’s pickup',

  // Settings page
  settingsTitle: 'Shipping',
  settingsIntro: 'How a courier is chosen when an order is booked, and where the courier picks parcels up.',
  courierRule: 'Courier rule',
  preferredCourier: 'Preferred courier',
  preferredHint: 'As the courier’s rates name it, e.g. Delhivery Surface',
  pickupLocation: 'Pickup location',
  pickupLocationHint: 'The pickup location’s nickname in Shiprocket’s panel',
  pickupPincode: 'Pickup pincode',
  pollAfterHours: 'Ask the courier after (hours without news)',
  save: 'Save',
  saved: 'Shipping settings saved',
  provider: { shiprocket: 'Shiprocket', test: 'The demo’s test courier', none: 'None: orders are shipped by hand' } as Record<string, string>,
  activeProvider: 'Courier account',

  // Returns' pickups
  returnPickup: 'Courier pickup',
  returnPickupState: { booking: 'Being booked with the courier', booked: 'Booked', picked_up: 'Picked up', delivered: 'Back with us', cancelled: 'Cancelled', failed: 'Booking failed' } as Record<string, string>,
} as const;
