// Order desk calls: the list, one order, moving one or many.
import { ShopError } from '@/lib/errors';
import { deskOrderDetail, listDeskOrders } from '@/lib/orders/desk';
import { transitionOrder } from '@/lib/orders/transition';
import type { SellerHandlerTable } from '../seller-handler';

export const orderDeskHandlers: SellerHandlerTable = {
  ordersList: async (input, ctx) => ({ payload: await listDeskOrders(ctx.database.db, input) }),
  orderDetail: async (input, ctx) => ({ payload: await deskOrderDetail(ctx.database.db, input.order_id, ctx.staff.role) }),
  orderTransition: async (input, ctx) => {
    await transitionOrder(ctx.database, ctx.staff, { orderId: input.order_id, to: input.to, courier: input.courier, awb: input.awb, reason: input.reason, units: input.units }, ctx.clientIp);
    return { payload: { order: (await deskOrderDetail(ctx.database.db, input.order_id, ctx.staff.role)).order } };
  },
  // Each order is its own move: one refused does not hold the others back.
  ordersBulkTransition: async (input, ctx) => {
    const results: { order_id: number; moved: boolean; message: string }[] = [];
    for (const orderId of [...new Set(input.order_ids)]) {
      try {
        await transitionOrder(ctx.database, ctx.staff, { orderId, to: input.to, courier: input.courier, reason: input.reason }, ctx.clientIp);
        results.push({ order_id: orderId, moved: true, message: '' });
      } catch (error) {
        if (!(error instanceof ShopError) || !error.isRefusal) throw error;
        results.push({ order_id: orderId, moved: false, message: error.message });
      }
    }
    return { payload: { results } };
  },
};
