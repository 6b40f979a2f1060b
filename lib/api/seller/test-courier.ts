// Seller calls of the demo's test courier page (lib/shipping/test-courier-page.ts). Thin: the
// dispatcher checks the role before these run; the module refuses outside demo mode.
import { advanceFromTestPage, listTestCourierShipments } from '@/lib/shipping/test-courier-page';
import type { SellerHandlerTable } from '../seller-handler';

export const testCourierHandlers: SellerHandlerTable = {
  testCourierShipments: async (_input, ctx) => ({ payload: await listTestCourierShipments(ctx.database) }),
  testCourierAdvance: async (input, ctx) => ({ payload: await advanceFromTestPage(ctx.database, ctx.staff, input, ctx.clientIp) }),
};
