// Seller calls of the store's brands (lib/products/brands.ts; docs/rules/products.md#brands).
import { listBrands, saveBrand } from '@/lib/products/brands';
import type { SellerHandlerTable } from '../seller-handler';

export const brandHandlers: SellerHandlerTable = {
  brandsList: async (_input, ctx) => ({ payload: { brands: await listBrands(ctx.database.db) } }),
  brandsSave: async (input, ctx) => ({
    payload: await saveBrand(
      ctx.database,
      ctx.staff,
      { brandId: input.brand_id, name: input.name, logo: input.logo_data ? Buffer.from(input.logo_data, 'base64') : input.remove_logo ? null : undefined },
      ctx.clientIp,
    ),
  }),
};
