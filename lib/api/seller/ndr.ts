// Seller calls of the failed-delivery desk (lib/shipping/ndr.ts;
// docs/rules/shipping.md#failed-deliveries). Thin: roles are checked by the dispatcher.
import { decideNdr, ndrDesk } from '@/lib/shipping/ndr';
import type { SellerHandlerTable } from '../seller-handler';

export const ndrHandlers: SellerHandlerTable = {
  ndrDesk: async (_input, ctx) => ({ payload: await ndrDesk(ctx.database.db) }),
  ndrAction: async (input, ctx) => {
    await decideNdr(
      ctx.database,
      { kind: 'staff', staff: ctx.staff, clientIp: ctx.clientIp },
      { orderId: input.order_id, action: input.action, date: input.date, phone: input.phone, landmark: input.landmark },
    );
    return { payload: { desk: await ndrDesk(ctx.database.db) } };
  },
};
