// Seller calls of product units (lib/products/units.ts; docs/rules/products.md#units).
import { addUnits, productUnits, removeUnit, setSoldByUnit } from '@/lib/products/units';
import type { SellerHandlerTable } from '../seller-handler';

export const unitHandlers: SellerHandlerTable = {
  productsUnits: async (input, ctx) => ({ payload: await productUnits(ctx.database.db, input.product_id) }),
  productsSoldByUnit: async (input, ctx) => ({ payload: await setSoldByUnit(ctx.database, ctx.staff, input.product_id, input.on, ctx.clientIp) }),
  productsUnitsAdd: async (input, ctx) => ({ payload: await addUnits(ctx.database, ctx.staff, input.product_id, input.units, ctx.clientIp) }),
  productsUnitRemove: async (input, ctx) => ({ payload: await removeUnit(ctx.database, ctx.staff, input.unit_id, ctx.clientIp) }),
};
