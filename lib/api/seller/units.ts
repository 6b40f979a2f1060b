// Seller calls of product units (lib/products/units.ts; docs/rules/products.md#units).
import { addUnits, productUnits, removeUnit, setSoldByUnit } from '@/lib/products/units';
import { removeUnitPhoto, saveUnitDetails, unitProductId, uploadUnitPhoto } from '@/lib/products/unit-details';
import type { SellerHandlerTable } from '../seller-handler';

export const unitHandlers: SellerHandlerTable = {
  productsUnits: async (input, ctx) => ({ payload: await productUnits(ctx.database.db, input.product_id) }),
  productsSoldByUnit: async (input, ctx) => ({ payload: await setSoldByUnit(ctx.database, ctx.staff, input.product_id, input.on, ctx.clientIp) }),
  productsUnitsAdd: async (input, ctx) => ({ payload: await addUnits(ctx.database, ctx.staff, input.product_id, input.units, ctx.clientIp) }),
  productsUnitRemove: async (input, ctx) => ({ payload: await removeUnit(ctx.database, ctx.staff, input.unit_id, ctx.clientIp) }),
  productsUnitDetails: async ({ unit_id, ...details }, ctx) => {
    await saveUnitDetails(ctx.database, ctx.staff, unit_id, details, ctx.clientIp);
    return { payload: await productUnits(ctx.database.db, await unitProductId(ctx.database.db, unit_id)) };
  },
  productsUnitPhotoAdd: async (input, ctx) => {
    await uploadUnitPhoto(ctx.database, ctx.staff, input.unit_id, Buffer.from(input.data, 'base64'), ctx.clientIp);
    return { payload: await productUnits(ctx.database.db, await unitProductId(ctx.database.db, input.unit_id)) };
  },
  productsUnitPhotoRemove: async (input, ctx) => {
    await removeUnitPhoto(ctx.database, ctx.staff, input.unit_id, input.src, ctx.clientIp);
    return { payload: await productUnits(ctx.database.db, await unitProductId(ctx.database.db, input.unit_id)) };
  },
};
