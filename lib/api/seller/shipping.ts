// Seller calls of booking with the courier (lib/shipping/booking.ts; docs/rules/shipping.md#booking).
// Thin: the roles are checked by the dispatcher before these run.
import {
  manifestForPickup, ratesForOrder, requestBooking, requestBookings, saveShippingSettings, shipmentOfOrder, shippingSettings,
} from '@/lib/shipping/booking';
import type { SellerHandlerTable } from '../seller-handler';

export const shippingHandlers: SellerHandlerTable = {
  shippingRates: async (input, ctx) => ({ payload: await ratesForOrder(ctx.database, input.order_id) }),
  shippingBook: async (input, ctx) => ({
    payload: { shipment: await requestBooking(ctx.database, ctx.staff, { orderId: input.order_id, courierId: input.courier_id, ewayBillNo: input.eway_bill_no || undefined }, ctx.clientIp) },
  }),
  shippingBookBulk: async (input, ctx) => ({ payload: { results: await requestBookings(ctx.database, ctx.staff, input.order_ids, ctx.clientIp) } }),
  shippingShipment: async (input, ctx) => ({ payload: { shipment: await shipmentOfOrder(ctx.database.db, input.order_id) } }),
  shippingManifest: async (_input, ctx) => ({ payload: await manifestForPickup(ctx.database) }),
  shippingSettings: async (_input, ctx) => ({ payload: { settings: await shippingSettings(ctx.database) } }),
  shippingSaveSettings: async (input, ctx) => ({
    payload: {
      settings: await saveShippingSettings(ctx.database, ctx.staff, {
        courier_rule: input.courier_rule, preferred_courier: input.preferred_courier ?? null, pickup_location: input.pickup_location ?? null,
        pickup_pincode: input.pickup_pincode ?? null, poll_after_hours: input.poll_after_hours,
      }, ctx.clientIp),
    },
  }),
};
