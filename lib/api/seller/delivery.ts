// Seller calls of the delivery rules (lib/delivery/rules.ts; docs/rules/delivery.md).
import { deliverySettings, removeZone, saveCharges, saveFees, saveZone } from '@/lib/delivery/rules';
import type { SellerHandlerTable } from '../seller-handler';

export const deliveryHandlers: SellerHandlerTable = {
  deliveryRules: async (_input, ctx) => ({ payload: await deliverySettings(ctx.database.db) }),
  deliverySaveZone: async (input, ctx) => ({ payload: await saveZone(ctx.database, ctx.staff, input, ctx.clientIp) }),
  deliveryRemoveZone: async (input, ctx) => ({ payload: await removeZone(ctx.database, ctx.staff, input.pincode_prefix, ctx.clientIp) }),
  deliverySaveCharges: async (input, ctx) => ({ payload: await saveCharges(ctx.database, ctx.staff, input.charges, ctx.clientIp) }),
  deliverySaveFees: async (input, ctx) => ({ payload: await saveFees(ctx.database, ctx.staff, input, ctx.clientIp) }),
};
