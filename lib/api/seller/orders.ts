// Order desk calls: the list, one order, moving one or many.
import { store } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import type { DB } from '@/lib/db';
import { deskOrderDetail, listDeskOrders } from '@/lib/orders/desk';
import type { DeskOrderView } from '@/lib/orders/desk-types';
import { documentsOfOrder, documentUrls } from '@/lib/documents/read';
import { refundsOfOrder } from '@/lib/refunds/refunds';
import { mayCall } from '@/lib/seller-contract';
import { transitionOrder } from '@/lib/orders/transition';
import { ewayBillOfOrder } from '@/lib/documents/eway-bill';
import type { StaffRole } from '@/lib/staff/types';
import { codDeskOf } from '@/lib/cod/hold';
import type { SellerHandlerTable } from '../seller-handler';

/** One order's page: the order, the documents to print for it and, for those who may read refunds, its refunds. */
export async function orderView(db: DB, orderId: number, role: StaffRole): Promise<DeskOrderView> {
  const readsRefunds = mayCall(role, 'refundsList');
  const [detail, documents, refunds, ewayBill, cod] = await Promise.all([deskOrderDetail(db, orderId, role), documentsOfOrder(db, orderId), readsRefunds ? refundsOfOrder(db, orderId) : null, ewayBillOfOrder(db, orderId), codDeskOf(db, orderId)]);
  return { ...detail, documents, packing_slip_url: documentUrls.packingSlip(orderId), label_url: documentUrls.label(orderId), refunds, ...ewayBill, ...cod };
}

export const orderDeskHandlers: SellerHandlerTable = {
  ordersList: async (input, ctx) => ({ payload: await listDeskOrders(ctx.database.db, input) }),
  orderDetail: async (input, ctx) => ({ payload: await orderView(ctx.database.db, input.order_id, ctx.staff.role) }),
  // The moved order read once, after the move's commit: the page shows what was written.
  orderTransition: async (input, ctx) => {
    await transitionOrder(ctx.database, ctx.staff, { orderId: input.order_id, to: input.to, courier: input.courier, awb: input.awb, reason: input.reason, units: input.units, ewayBillNo: input.eway_bill_no }, ctx.clientIp);
    return { payload: await orderView(ctx.database.db, input.order_id, ctx.staff.role) };
  },
  // Each order is its own move: one refused does not hold the others back.
  ordersBulkTransition: async (input, ctx) => {
    const ids = [...new Set(input.order_ids)];
    const numbers = new Map((await ctx.database.db.selectFrom('orders').select(['id', 'order_string']).where('id', 'in', ids).where('store_id', '=', store.storeId).execute()).map((o) => [Number(o.id), o.order_string]));
    const results: { order_id: number; order_string: string; moved: boolean; message: string }[] = [];
    for (const orderId of ids) {
      const details = input.details?.find((d) => d.order_id === orderId);
      const move = { orderId, to: input.to, courier: details?.courier ?? input.courier, awb: details?.awb, reason: details?.reason ?? input.reason, ewayBillNo: details?.eway_bill_no };
      const order_string = numbers.get(orderId) ?? String(orderId);
      try {
        await transitionOrder(ctx.database, ctx.staff, move, ctx.clientIp);
        results.push({ order_id: orderId, order_string, moved: true, message: '' });
      } catch (error) {
        if (!(error instanceof ShopError) || !error.isRefusal) throw error;
        results.push({ order_id: orderId, order_string, moved: false, message: error.message });
      }
    }
    return { payload: { results } };
  },
};
