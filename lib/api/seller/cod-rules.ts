// Seller calls of the COD rules, holds for a call and the RTO view (docs/rules/cod.md).
// Thin: roles are checked by the dispatcher; a hold or release answers the order's page.
import { holdOrder, releaseOrderHold } from '@/lib/cod/hold';
import { codRulesSettings, saveCodRules } from '@/lib/cod/rules';
import { rtoView } from '@/lib/cod/rto';
import type { SellerHandlerTable } from '../seller-handler';
import { orderView } from './orders';

export const codRuleHandlers: SellerHandlerTable = {
  codRules: async (_input, ctx) => ({ payload: await codRulesSettings(ctx.database.db) }),
  codSaveRules: async (input, ctx) => ({ payload: await saveCodRules(ctx.database, ctx.staff, input, ctx.clientIp) }),
  orderHold: async (input, ctx) => {
    await holdOrder(ctx.database, ctx.staff, input.order_id, input.note, ctx.clientIp);
    return { payload: await orderView(ctx.database.db, input.order_id, ctx.staff.role) };
  },
  orderRelease: async (input, ctx) => {
    await releaseOrderHold(ctx.database, ctx.staff, input.order_id, input.note, ctx.clientIp);
    return { payload: await orderView(ctx.database.db, input.order_id, ctx.staff.role) };
  },
  codRto: async (input, ctx) => ({ payload: await rtoView(ctx.database.db, input) }),
};
