// Seller calls of booking with the courier (lib/shipping/booking.ts; docs/rules/shipping.md#booking).
// Booking is the packer's work at the desk (it replaces typing a courier and AWB at
// `shipped`, which packers do), so every role may rate, book and print the manifest; how a
// courier is chosen and where it picks up are the owner's and managers' settings.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { BulkBookResult, RatesView, ShipmentView, ShippingSettingsView } from '@/lib/shipping/booking';
import { ALL_STAFF, MANAGERS, sellerCall } from './call';
import { zOptionalText, zPincode } from './fields';

const zCourierId = z.union([z.string().trim().regex(/^[\w-]{1,40}$/, 'must be a courier id from the rates'), z.number().int().positive().transform(String)], 'must be a courier id from the rates');

export const shippingCalls = {
  shippingRates: sellerCall<RatesView>()({
    ...paths.shippingRates, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),
  shippingBook: sellerCall<{ shipment: ShipmentView }>()({
    ...paths.shippingBook, roles: ALL_STAFF,
    // eway_bill_no: an order above the e-way bill threshold is booked with its number (docs/rules/seller.md#e-way-bills).
    request: z.object({ order_id: zId, courier_id: zCourierId.optional(), eway_bill_no: zOptionalText(20) }),
  }),
  shippingBookBulk: sellerCall<{ results: BulkBookResult[] }>()({
    ...paths.shippingBookBulk, roles: ALL_STAFF,
    request: z.object({ order_ids: z.array(zId, 'must be a list of order ids').min(1, 'choose at least one order').max(50, 'at most 50 orders at once') }),
  }),
  // The desk polls a booking still under way.
  shippingShipment: sellerCall<{ shipment: ShipmentView | null }>()({
    ...paths.shippingShipment, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),
  shippingManifest: sellerCall<{ manifest_url: string; manifests: { provider: string; manifest_url: string; count: number }[]; shipments: ShipmentView[] }>()({
    ...paths.shippingManifest, roles: ALL_STAFF,
    request: z.object({}),
  }),
  shippingSettings: sellerCall<{ settings: ShippingSettingsView }>()({
    ...paths.shippingSettings, roles: MANAGERS,
    request: z.object({}),
  }),
  shippingSaveSettings: sellerCall<{ settings: ShippingSettingsView }>()({
    ...paths.shippingSaveSettings, roles: MANAGERS,
    request: z.object({
      courier_rule: z.enum(['cheapest', 'fastest', 'preferred'], 'must be cheapest, fastest or preferred'),
      preferred_courier: zOptionalText(80),
      pickup_location: zOptionalText(80),
      pickup_pincode: zPincode.optional().or(z.literal('').transform(() => undefined)),
      poll_after_hours: z.union([z.number(), z.string().trim().regex(/^\d{1,3}$/, 'must be a whole number of hours')]).transform(Number).pipe(z.number().int('must be a whole number of hours').min(1, 'must be at least 1').max(168, 'must be at most 168')),
    }),
  }),
} as const;
