// Seller calls of the delivery rules (lib/delivery/rules.ts; docs/rules/delivery.md):
// zones by pincode prefix, pincode ranges, the delivery charge, the payment fees, and
// the pincode file. Every write answers the whole rules (DeliverySettings), as
// delivery/rules does; the import beside its counts.
import { z } from 'zod';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { DeliveryImportPlan, DeliverySettings } from '@/lib/delivery/types';
import { MANAGERS, sellerCall } from './call';
import { csvUpload, zAmount, zBoolean, zDays, zPercent, zPincode, zPincodePrefix, zPositiveAmount } from './fields';

/** A pincode file: 20,000 rows of about 40 characters fit (lib/delivery/csv.ts). */
const PINCODE_CSV_BODY_BYTES = 2 * 1024 * 1024;

export const deliveryCalls = {
  deliveryRules: sellerCall<DeliverySettings>()({
    ...paths.deliveryRules, roles: MANAGERS,
    request: z.object({}),
  }),
  deliverySaveZone: sellerCall<DeliverySettings>()({
    ...paths.deliverySaveZone, roles: MANAGERS,
    request: z.object({
      pincode_prefix: zPincodePrefix,
      serviceable: zBoolean,
      min_days: zDays,
      max_days: zDays,
      cod: zBoolean.optional(),
    }),
  }),
  deliveryRemoveZone: sellerCall<DeliverySettings>()({
    ...paths.deliveryRemoveZone, roles: MANAGERS,
    request: z.object({ pincode_prefix: zPincodePrefix }),
  }),
  deliverySaveCharges: sellerCall<DeliverySettings>()({
    ...paths.deliverySaveCharges, roles: MANAGERS,
    request: z.object({ charges: z.array(z.object({ upto: zPositiveAmount, charge: zAmount }), 'must be a list of thresholds and charges').max(10, 'at most 10 tiers') }),
  }),
  deliverySaveFees: sellerCall<DeliverySettings>()({
    ...paths.deliverySaveFees, roles: MANAGERS,
    request: z.object({ digital_discount: zPercent, handling_fee: zPercent }),
  }),
  // Pincode ranges (docs/rules/delivery.md#pincode-ranges): the size and overlap checks are lib/delivery/rules.ts's.
  deliverySaveRange: sellerCall<DeliverySettings>()({
    ...paths.deliverySaveRange, roles: MANAGERS,
    request: z.object({
      from: zPincode,
      to: zPincode,
      serviceable: zBoolean,
      min_days: zDays,
      max_days: zDays,
      cod: zBoolean,
    }),
  }),
  deliveryRemoveRange: sellerCall<DeliverySettings>()({
    ...paths.deliveryRemoveRange, roles: MANAGERS,
    request: z.object({ from: zPincode, to: zPincode }),
  }),
  // The pincode file (lib/delivery/csv.ts; docs/rules/delivery.md#pincode-file): its text in `csv`.
  deliveryImportPreview: sellerCall<DeliveryImportPlan>()({
    ...paths.deliveryImportPreview, roles: MANAGERS, ...csvUpload(PINCODE_CSV_BODY_BYTES),
  }),
  deliveryImport: sellerCall<{ created: number; updated: number; unchanged: number; rules: DeliverySettings }>()({
    ...paths.deliveryImport, roles: MANAGERS, ...csvUpload(PINCODE_CSV_BODY_BYTES),
  }),
} as const;
