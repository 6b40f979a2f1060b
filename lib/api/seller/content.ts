// Seller calls of the storefront content (lib/content/*.ts; docs/rules/content.md). Every
// write answers its editor's whole view, read after the change commits, so the console
// puts it in place of the one it shows instead of reading it again.
import { editableBanners, removeBanner, saveBanner } from '@/lib/content/banners';
import { editableBrandOffers, saveBrandOffers } from '@/lib/content/brand-focus';
import { endDeal, listDeals, saveDeal } from '@/lib/content/deals';
import { editableHomeSections, saveHomeSections } from '@/lib/content/home-sections';
import { editablePages, resetPage, savePage } from '@/lib/content/pages';
import { uploadContentPicture } from '@/lib/content/pictures';
import { editableStores, removeStore, saveStore } from '@/lib/content/stores';
import type { SellerHandlerTable } from '../seller-handler';

export const contentHandlers: SellerHandlerTable = {
  contentBanners: async (_input, ctx) => ({ payload: await editableBanners(ctx.database.db) }),
  contentSaveBanner: async (input, ctx) => {
    const banner = await saveBanner(
      ctx.database,
      ctx.staff,
      {
        bannerId: input.banner_id, kind: input.kind, name: input.name, subtitle: input.subtitle ?? null, image: input.image, mobileImage: input.mobile_image ?? null,
        target: input.target, targetValue: input.target_value ?? null, sortOrder: input.sort_order, startsAt: input.starts_at ?? null, endsAt: input.ends_at ?? null,
      },
      ctx.clientIp,
    );
    return { payload: { banner, ...(await editableBanners(ctx.database.db)) } };
  },
  contentRemoveBanner: async (input, ctx) => {
    await removeBanner(ctx.database, ctx.staff, input.banner_id, ctx.clientIp);
    return { payload: await editableBanners(ctx.database.db) };
  },

  contentUploadPicture: async (input, ctx) => ({
    payload: await uploadContentPicture(ctx.database, ctx.staff, input.purpose, Buffer.from(input.data, 'base64'), ctx.clientIp),
  }),

  contentStores: async (_input, ctx) => ({ payload: await editableStores(ctx.database.db) }),
  contentSaveStore: async (input, ctx) => {
    const store = await saveStore(
      ctx.database,
      ctx.staff,
      { storeId: input.store_id, city: input.city, name: input.name, address: input.address, contact: input.contact, email: input.email, photo: input.photo, mapLink: input.map_link },
      ctx.clientIp,
    );
    return { payload: { store, ...(await editableStores(ctx.database.db)) } };
  },
  contentRemoveStore: async (input, ctx) => {
    await removeStore(ctx.database, ctx.staff, input.store_id, ctx.clientIp);
    return { payload: await editableStores(ctx.database.db) };
  },

  contentBrandOffers: async (_input, ctx) => ({ payload: await editableBrandOffers(ctx.database.db) }),
  contentSaveBrandOffers: async (input, ctx) => {
    await saveBrandOffers(ctx.database, ctx.staff, input.offers.map((o) => ({ brandId: o.brand_id, offer: o.brand_offer })), ctx.clientIp);
    return { payload: await editableBrandOffers(ctx.database.db) };
  },

  contentHomeSections: async (_input, ctx) => ({ payload: await editableHomeSections(ctx.database.db) }),
  contentSaveHomeSections: async (input, ctx) => {
    await saveHomeSections(ctx.database, ctx.staff, input.category_ids, ctx.clientIp);
    return { payload: await editableHomeSections(ctx.database.db) };
  },

  contentDeals: async (_input, ctx) => ({ payload: await listDeals(ctx.database.db) }),
  contentSaveDeal: async (input, ctx) => {
    const deal = await saveDeal(ctx.database, ctx.staff, { productId: input.product_id, kind: input.deal_type_id, dealPrice: input.deal_price, dealEndsAt: input.deal_ends_at }, ctx.clientIp);
    return { payload: { deal, ...(await listDeals(ctx.database.db)) } };
  },
  contentEndDeal: async (input, ctx) => {
    await endDeal(ctx.database, ctx.staff, input.product_id, ctx.clientIp);
    return { payload: await listDeals(ctx.database.db) };
  },

  contentPages: async (_input, ctx) => ({ payload: await editablePages(ctx.database.db) }),
  contentSavePage: async (input, ctx) => {
    const page = await savePage(ctx.database, ctx.staff, input.page, input.body, ctx.clientIp);
    return { payload: { page, ...(await editablePages(ctx.database.db)) } };
  },
  contentResetPage: async (input, ctx) => {
    const page = await resetPage(ctx.database, ctx.staff, input.page, ctx.clientIp);
    return { payload: { page, ...(await editablePages(ctx.database.db)) } };
  },
};
