// Money and delivery rules of the demo store: payment fees (percent of the subtotal),
// the delivery charge, and where we deliver and how fast (by pincode prefix; the
// longest matching prefix wins, '' is the default).

/** docs/rules/checkout.md#handling-fee-and-digital-discount: handling fee (cash on delivery) and digital discount (online), in percent. */
export const paymentFees = { digital_discount: 2, handling_fee: 1.5 };

/** ₹149 delivery while the subtotal is below ₹4,999; free at or above it. */
export const deliveryCharge = { uptoRupees: 4999, chargeRupees: 149 };

export interface ServiceabilitySeed {
  prefix: string;
  serviceable: boolean;
  minDays: number;
  maxDays: number;
  /** Why this rule exists. */
  note: string;
}

export const serviceabilitySeeds: ServiceabilitySeed[] = [
  { prefix: '', serviceable: true, minDays: 5, maxDays: 7, note: 'Rest of India by courier partners' },
  { prefix: '11', serviceable: true, minDays: 1, maxDays: 3, note: 'Delhi: own vans from the Gurugram warehouse' },
  { prefix: '12', serviceable: true, minDays: 2, maxDays: 4, note: 'Haryana, incl. Gurugram and Faridabad' },
  { prefix: '40', serviceable: true, minDays: 2, maxDays: 4, note: 'Mumbai, Thane and Goa: Mumbai hub' },
  { prefix: '56', serviceable: true, minDays: 2, maxDays: 4, note: 'Bengaluru: Bengaluru hub' },
  { prefix: '50', serviceable: true, minDays: 2, maxDays: 4, note: 'Hyderabad and Telangana: Hyderabad hub' },
  { prefix: '60', serviceable: true, minDays: 3, maxDays: 5, note: 'Chennai and Tamil Nadu' },
  { prefix: '70', serviceable: true, minDays: 3, maxDays: 5, note: 'Kolkata' },
  { prefix: '194', serviceable: true, minDays: 8, maxDays: 12, note: 'Ladakh (Leh, Kargil): road transport only' },
  { prefix: '744', serviceable: false, minDays: 0, maxDays: 0, note: 'Andaman and Nicobar Islands: no courier partner for large parcels' },
  { prefix: '68255', serviceable: false, minDays: 0, maxDays: 0, note: 'Lakshadweep (682551-682559): ship only, not served' },
];
