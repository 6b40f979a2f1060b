// Seller calls of the storefront content (lib/content/banners.ts; docs/rules/content.md).
import { editableBanners, removeBanner, saveBanner } from '@/lib/content/banners';
import type { SellerHandlerTable } from '../seller-handler';

export const contentHandlers: SellerHandlerTable = {
  contentBanners: async (_input, ctx) => ({ payload: await editableBanners(ctx.database.db) }),
  contentSaveBanner: async (input, ctx) => ({
    payload: {
      banner: await saveBanner(
        ctx.database,
        ctx.staff,
        {
          bannerId: input.banner_id, kind: input.kind, name: input.name, subtitle: input.subtitle ?? null, image: input.image, mobileImage: input.mobile_image ?? null,
          target: input.target, targetValue: input.target_value ?? null, sortOrder: input.sort_order, startsAt: input.starts_at ?? null, endsAt: input.ends_at ?? null,
        },
        ctx.clientIp,
      ),
    },
  }),
  contentRemoveBanner: async (input, ctx) => {
    await removeBanner(ctx.database, ctx.staff, input.banner_id, ctx.clientIp);
    return { payload: {} };
  },
};
