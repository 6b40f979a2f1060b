// Seller calls of coupons (lib/coupons/coupons.ts; docs/rules/coupons.md).
import { couponShelves, deleteCoupon, listCoupons, saveCoupon } from '@/lib/coupons/coupons';
import type { SellerHandlerTable } from '../seller-handler';

export const couponHandlers: SellerHandlerTable = {
  couponsList: async (_input, ctx) => {
    const [coupons, shelves] = await Promise.all([listCoupons(ctx.database.db), couponShelves(ctx.database.db)]);
    return { payload: { coupons, shelves } };
  },
  couponsSave: async (input, ctx) => ({
    payload: {
      coupon: await saveCoupon(
        ctx.database,
        ctx.staff,
        {
          code: input.code, kind: input.kind, value: input.value, minOrder: input.min_order, maxDiscount: input.max_discount,
          startsAt: input.starts_at, endsAt: input.ends_at, totalUses: input.total_uses, usesPerCustomer: input.uses_per_customer,
          firstOrderOnly: input.first_order_only, categoryIds: input.category_ids, brandIds: input.brand_ids, active: input.active,
          onOffersPage: input.on_offers_page, title: input.title, description: input.description,
        },
        ctx.clientIp,
        { overwrite: input.overwrite },
      ),
    },
  }),
  couponsDelete: async (input, ctx) => ({ payload: { coupon: await deleteCoupon(ctx.database, ctx.staff, input.coupon_id, ctx.clientIp) } }),
};
