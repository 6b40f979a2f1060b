// Seller calls of the courier list (lib/shipping/couriers.ts;
// docs/rules/shipping.md#the-courier-list): every role reads it (a packer ships by hand
// choosing from it); owners and managers add and change couriers. A courier is never
// removed (orders and remittances name it): it is taken off the list by `active: false`.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { CourierRow } from '@/lib/shipping/couriers';
import { ALL_STAFF, MANAGERS, sellerCall } from './call';
import { zBoolean, zOptionalText, zText } from './fields';

export const courierCalls = {
  couriersList: sellerCall<CourierRow[]>()({
    ...paths.couriersList, roles: ALL_STAFF,
    request: z.object({}),
  }),
  // The regular expression and the address are checked by lib/shipping/couriers.ts (400 naming the field).
  couriersSave: sellerCall<CourierRow[]>()({
    ...paths.couriersSave, roles: MANAGERS,
    request: z.object({
      courier_id: zId.optional(),
      name: zText(60),
      tracking_url: zOptionalText(300),
      awb_pattern: zOptionalText(200),
      awb_hint: zOptionalText(80),
      active: zBoolean.default(true),
    }),
  }),
} as const;
