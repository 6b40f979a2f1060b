// Delivery as the API and the console show it (no server code, so the contracts and
// the console's screens can name it).
import type { CsvImportPlan } from '@/lib/csv/import-plan';

/** A pincode as the pincode lookup answers it. */
export interface PincodeMatch {
  pincode: string;
  district: { name: string; state: { name: string } };
}

/** The seller's delivery rules as the console edits them (docs/rules/delivery.md). */
export interface DeliveryZone {
  pincode_prefix: string;
  serviceable: boolean;
  min_days: number;
  max_days: number;
  /** Cash on delivery taken here (docs/rules/delivery.md#cash-on-delivery-by-pincode). */
  cod: boolean;
}

/** Every pincode from `from` to `to`, both included (docs/rules/delivery.md#pincode-ranges). */
export interface DeliveryRange {
  from: string;
  to: string;
  serviceable: boolean;
  min_days: number;
  max_days: number;
  cod: boolean;
}

export interface DeliverySettings {
  zones: DeliveryZone[];
  ranges: DeliveryRange[];
  /** rupees: the charge while the subtotal is below `upto`. */
  charges: { upto: number; charge: number }[];
  fees: { digital_discount: number; handling_fee: number };
}

/** What importing a pincode file would do (lib/delivery/csv.ts): creates and updates name their pincode cell; an update lists each changed field's value before and after. */
export type DeliveryImportPlan = CsvImportPlan<{ pincode: string }>;
