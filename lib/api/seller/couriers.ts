// Seller calls of the courier list (lib/shipping/couriers.ts; docs/rules/shipping.md#the-courier-list).
import { listCouriers, saveCourier } from '@/lib/shipping/couriers';
import type { SellerHandlerTable } from '../seller-handler';

export const courierHandlers: SellerHandlerTable = {
  couriersList: async (_input, ctx) => ({ payload: await listCouriers(ctx.database.db) }),
  couriersSave: async (input, ctx) => ({ payload: await saveCourier(ctx.database, ctx.staff, input, ctx.clientIp) }),
};
