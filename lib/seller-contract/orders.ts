// Seller calls of the order desk (lib/orders/desk.ts, lib/orders/transition.ts;
// docs/rules/seller.md#order-desk) and the console's first page (lib/dashboard).
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { Dashboard } from '@/lib/dashboard/types';
import type { BulkMoveResult, DeskOrderRow, DeskOrderView } from '@/lib/orders/desk-types';
import { ALL_STAFF, sellerCall } from './call';
import { zDay, zOptionalText, zPageNo, zStatus, zText } from './fields';

export const orderCalls = {
  ordersList: sellerCall<{ orders: DeskOrderRow[]; total: number; counts: Record<string, number>; page_size: number }>()({
    ...paths.ordersList, roles: ALL_STAFF,
    request: z.object({
      status: zStatus.optional(),
      paymentmode: z.enum(['cash', 'online']).optional(),
      from: zDay.optional(),
      to: zDay.optional(),
      pincode: z.string().trim().regex(/^\d{6}$/, 'must be a 6-digit pincode').optional(),
      q: zOptionalText(100),
      page: zPageNo,
    }),
  }),
  orderDetail: sellerCall<DeskOrderView>()({
    ...paths.orderDetail, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),
  // Answers the moved order's view, so the page puts it in place of the old one. Shipping
  // names a courier of the list and an AWB of its format (docs/rules/shipping.md#shipping-by-hand).
  orderTransition: sellerCall<DeskOrderView>()({
    ...paths.orderTransition, roles: ALL_STAFF,
    request: z.object({
      order_id: zId, to: zStatus, courier: zOptionalText(80), awb: zOptionalText(40), reason: zOptionalText(300),
      // Packing an order with items sold by unit: one unit per piece (docs/rules/seller.md#packing-with-a-unit).
      units: z.array(z.object({ order_item_id: zId, serial: zText(80) }), 'must be a list of { order_item_id, serial }').max(200, 'at most 200 units').optional(),
      // Shipping a consignment above the threshold: its e-way bill (docs/rules/seller.md#e-way-bills).
      eway_bill_no: zOptionalText(20),
    }),
  }),
  // Each order moves on its own. A move that needs input (courier and AWB, a reason)
  // takes it per order in `details`; `courier` and `reason` are the defaults for all.
  ordersBulkTransition: sellerCall<{ results: BulkMoveResult[] }>()({
    ...paths.ordersBulkTransition, roles: ALL_STAFF,
    request: z.object({
      order_ids: z.array(zId).min(1, 'choose at least one order').max(100, 'at most 100 orders at once'), to: zStatus, courier: zOptionalText(80), reason: zOptionalText(300),
      details: z.array(z.object({ order_id: zId, courier: zOptionalText(80), awb: zOptionalText(40), reason: zOptionalText(300), eway_bill_no: zOptionalText(20) }), 'must be a list of { order_id, courier, awb, reason, eway_bill_no }').max(100).optional(),
    }),
  }),
  // The console's first page (lib/dashboard/dashboard.ts): money figures for owner and manager only.
  dashboard: sellerCall<Dashboard>()({
    ...paths.dashboard, roles: ALL_STAFF,
    request: z.object({}),
  }),
} as const;
