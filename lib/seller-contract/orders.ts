// Seller calls of the order desk (lib/orders/desk.ts, lib/orders/transition.ts;
// docs/rules/seller.md#order-desk), the console's first page (lib/dashboard) and an
// order's documents (lib/documents).
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { Dashboard } from '@/lib/dashboard/types';
import type { OrderDocument } from '@/lib/documents/types';
import type { DeskOrderDetail, DeskOrderEvent, DeskOrderItem, DeskOrderRow } from '@/lib/orders/desk-types';
import { ALL_STAFF, sellerCall } from './call';
import { zDay, zOptionalText, zPageNo, zStatus, zText } from './fields';

export const orderCalls = {
  ordersList: sellerCall<{ orders: DeskOrderRow[]; total: number; counts: Record<string, number> }>()({
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
  orderDetail: sellerCall<{ order: DeskOrderDetail; items: DeskOrderItem[]; history: DeskOrderEvent[] }>()({
    ...paths.orderDetail, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),
  orderTransition: sellerCall<{ order: DeskOrderDetail }>()({
    ...paths.orderTransition, roles: ALL_STAFF,
    request: z.object({
      order_id: zId, to: zStatus, courier: zOptionalText(80), awb: zOptionalText(40), reason: zOptionalText(300),
      // Packing an order with items sold by unit: one unit per piece (docs/rules/seller.md#packing-with-a-unit).
      units: z.array(z.object({ order_item_id: zId, serial: zText(80) }), 'must be a list of { order_item_id, serial }').max(200, 'at most 200 units').optional(),
    }),
  }),
  ordersBulkTransition: sellerCall<{ results: { order_id: number; moved: boolean; message: string }[] }>()({
    ...paths.ordersBulkTransition, roles: ALL_STAFF,
    request: z.object({ order_ids: z.array(zId).min(1, 'choose at least one order').max(100, 'at most 100 orders at once'), to: zStatus, courier: zOptionalText(80), reason: zOptionalText(300) }),
  }),
  // The console's first page (lib/dashboard/dashboard.ts): money figures for owner and manager only.
  dashboard: sellerCall<Dashboard>()({
    ...paths.dashboard, roles: ALL_STAFF,
    request: z.object({}),
  }),
  documentsList: sellerCall<{ documents: OrderDocument[]; packing_slip_url: string; label_url: string }>()({
    ...paths.documentsList, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),
} as const;
