// Seller calls of the delivery rules (lib/delivery/rules.ts; docs/rules/delivery.md).
import { deliverySettings, removeRange, removeZone, saveCharges, saveFees, saveRange, saveZone } from '@/lib/delivery/rules';
import { importDeliveryRules, previewDeliveryImport } from '@/lib/delivery/csv';
import type { SellerHandlerTable } from '../seller-handler';

export const deliveryHandlers: SellerHandlerTable = {
  deliveryRules: async (_input, ctx) => ({ payload: await deliverySettings(ctx.database.db) }),
  deliverySaveZone: async (input, ctx) => ({ payload: await saveZone(ctx.database, ctx.staff, input, ctx.clientIp) }),
  deliveryRemoveZone: async (input, ctx) => ({ payload: await removeZone(ctx.database, ctx.staff, input.pincode_prefix, ctx.clientIp) }),
  deliverySaveCharges: async (input, ctx) => ({ payload: await saveCharges(ctx.database, ctx.staff, input.charges, ctx.clientIp) }),
  deliverySaveFees: async (input, ctx) => ({ payload: await saveFees(ctx.database, ctx.staff, input, ctx.clientIp) }),
  deliverySaveRange: async (input, ctx) => ({ payload: await saveRange(ctx.database, ctx.staff, input, ctx.clientIp) }),
  deliveryRemoveRange: async (input, ctx) => ({ payload: await removeRange(ctx.database, ctx.staff, input, ctx.clientIp) }),
  deliveryImportPreview: async (input, ctx) => ({ payload: await previewDeliveryImport(ctx.database.db, input.csv) }),
  deliveryImport: async (input, ctx) => {
    const counts = await importDeliveryRules(ctx.database, ctx.staff, input.csv, ctx.clientIp);
    return { payload: { ...counts, rules: await deliverySettings(ctx.database.db) } };
  },
};
