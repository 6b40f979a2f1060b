// A small fixed table of couriers with Shiprocket-like ids, prices and speeds, for the
// demo's test courier (./test-courier.ts) and the fake Shiprocket (lib/testing/fake-shiprocket.ts).
// Cheapest and fastest are different couriers, so a rule's pick can be seen.

export interface DemoCourier {
  id: number;
  name: string;
  /** Rupees for the first half kg, and for each further half kg. */
  firstHalfKg: number;
  perHalfKg: number;
  days: number;
  /** The AWB's first digits and its length (a courier's own format). */
  awbPrefix: string;
  awbLength: number;
}

export const DEMO_COURIERS: DemoCourier[] = [
  { id: 43, name: 'Delhivery Surface', firstHalfKg: 54, perHalfKg: 18, days: 4, awbPrefix: '1490', awbLength: 14 },
  { id: 24, name: 'Xpressbees Surface', firstHalfKg: 46, perHalfKg: 20, days: 5, awbPrefix: '1412', awbLength: 15 },
  { id: 10, name: 'Blue Dart Air', firstHalfKg: 98, perHalfKg: 45, days: 2, awbPrefix: '7709', awbLength: 11 },
  { id: 142, name: 'Amazon Surface', firstHalfKg: 52, perHalfKg: 19, days: 3, awbPrefix: '3210', awbLength: 12 },
];

/** Freight and COD charges in rupees for a parcel (COD: 1.5 % of the value, at least ₹35). */
export function demoQuote(courier: DemoCourier, weightKg: number, cod: boolean, declaredValueRupees: number) {
  const halves = Math.max(1, Math.ceil(weightKg / 0.5));
  const freight = courier.firstHalfKg + courier.perHalfKg * (halves - 1);
  const codCharges = cod ? Math.max(35, Math.round(declaredValueRupees * 0.015 * 100) / 100) : 0;
  return { freight, codCharges, rate: Math.round((freight + codCharges) * 100) / 100 };
}

/** The courier's AWB number `serial` (its prefix, then zero-padded digits to its length). */
export function demoAwb(courier: DemoCourier, serial: number): string {
  const digits = courier.awbLength - courier.awbPrefix.length;
  return courier.awbPrefix + String(serial % 10 ** digits).padStart(digits, '0');
}

/** "Dec 02, 2026": the expected delivery date as Shiprocket's serviceability writes it. */
export function etdText(from: Date, days: number): string {
  const at = new Date(from.getTime() + 330 * 60_000 + days * 24 * 60 * 60_000);
  const month = at.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${String(at.getUTCDate()).padStart(2, '0')}, ${at.getUTCFullYear()}`;
}
