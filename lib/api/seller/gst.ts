// Seller calls of GSTR-1 (lib/gst/periods.ts). Thin: the dispatcher checks the owner's
// role before these run.
import { filePeriod, gstr1View } from '@/lib/gst/periods';
import type { SellerHandlerTable } from '../seller-handler';

export const gstHandlers: SellerHandlerTable = {
  gstGstr1: async (input, ctx) => ({ payload: await gstr1View(ctx.database.db, input.period) }),
  gstFilePeriod: async (input, ctx) => ({ payload: await filePeriod(ctx.database, ctx.staff, input.period, ctx.clientIp) }),
};
