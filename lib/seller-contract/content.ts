// Seller calls of the storefront's content (lib/content; docs/rules/content.md): banners,
// uploaded pictures, the store locator, brand focus, home sections, deals and the
// informational pages. Every write answers its editor's whole view (the read call's
// answer, fresh), beside what it wrote.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { BANNER_KINDS, BANNER_TARGETS, type BannersView, type EditableBanner } from '@/lib/content/banner-kinds';
import {
  DEAL_KINDS, PICTURE_PURPOSES, type BrandFocusView, type DealRow, type DealsView, type EditablePage, type EditableStore, type HomeSectionsView, type PagesView,
  type StoresView, type UploadedPicture,
} from '@/lib/content/content-types';
import { CONTENT_PAGES, PAGE_BODY_MAX } from '@/lib/content/page-kinds';
import { MANAGERS, sellerCall } from './call';
import { PICTURE_BODY_BYTES, zAmount, zMoment, zOptionalText, zPictureData, zText } from './fields';

const zPage = z.enum(CONTENT_PAGES, `must be one of ${CONTENT_PAGES.join(', ')}`);

export const contentCalls = {
  contentBanners: sellerCall<BannersView>()({
    ...paths.contentBanners, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveBanner: sellerCall<{ banner: EditableBanner } & BannersView>()({
    ...paths.contentSaveBanner, roles: MANAGERS,
    request: z
      .object({
        banner_id: zId.optional(),
        kind: z.enum(BANNER_KINDS, 'must be banner, promobanner or sectionbanner'),
        name: zText(120),
        subtitle: zOptionalText(200),
        image: zText(300),
        mobile_image: zOptionalText(300),
        target: z.enum(BANNER_TARGETS, 'must be none, site, product, subcategory, category or vertical'),
        target_value: zOptionalText(500),
        sort_order: z.union([z.number(), z.string().trim().regex(/^\d{1,4}$/, 'must be a whole number')]).transform(Number).pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(9999, 'is too large')),
        starts_at: zMoment.nullable().optional(),
        ends_at: zMoment.nullable().optional(),
      }),
  }),
  contentRemoveBanner: sellerCall<BannersView>()({
    ...paths.contentRemoveBanner, roles: MANAGERS,
    request: z.object({ banner_id: zId }),
  }),
  // A new picture for a banner or a store (lib/content/pictures.ts;
  // docs/rules/content.md#uploaded-pictures): one file, base64 in `data`, read only once
  // the staff session and role are checked; answers its path for save-banner/save-store.
  contentUploadPicture: sellerCall<UploadedPicture>()({
    ...paths.contentUploadPicture, roles: MANAGERS, maxBodyBytes: PICTURE_BODY_BYTES,
    request: z.object({
      data: zPictureData,
      purpose: z.enum(PICTURE_PURPOSES, 'must be banner or store'),
    }),
  }),
  // the store locator, brand focus, home sections, deals and pages (lib/content/*.ts)
  contentStores: sellerCall<StoresView>()({
    ...paths.contentStores, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveStore: sellerCall<{ store: EditableStore } & StoresView>()({
    ...paths.contentSaveStore, roles: MANAGERS,
    request: z.object({
      store_id: zId.optional(),
      city: zText(60),
      name: zText(120),
      address: zText(300),
      contact: z.string({ error: 'is required' }).trim().regex(/^\+?[\d\s-]{8,20}$/, 'must be a phone number: digits, spaces, - and a leading +'),
      email: z.string({ error: 'is required' }).trim().toLowerCase().max(200, 'must be at most 200 characters').pipe(z.email('must be an e-mail address')),
      photo: zText(300),
      map_link: zText(500),
    }),
  }),
  contentRemoveStore: sellerCall<StoresView>()({
    ...paths.contentRemoveStore, roles: MANAGERS,
    request: z.object({ store_id: zId }),
  }),
  contentBrandOffers: sellerCall<BrandFocusView>()({
    ...paths.contentBrandOffers, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveBrandOffers: sellerCall<BrandFocusView>()({
    ...paths.contentSaveBrandOffers, roles: MANAGERS,
    request: z.object({
      offers: z.array(z.object({ brand_id: zId, brand_offer: zText(60) }), 'must be a list of brands and offer lines').max(30, 'at most 30 brands'),
    }),
  }),
  contentHomeSections: sellerCall<HomeSectionsView>()({
    ...paths.contentHomeSections, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveHomeSections: sellerCall<HomeSectionsView>()({
    ...paths.contentSaveHomeSections, roles: MANAGERS,
    request: z.object({ category_ids: z.array(zId, 'must be a list of category ids').max(20, 'at most 20 sections') }),
  }),
  contentDeals: sellerCall<DealsView>()({
    ...paths.contentDeals, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveDeal: sellerCall<{ deal: DealRow } & DealsView>()({
    ...paths.contentSaveDeal, roles: MANAGERS,
    request: z.object({
      product_id: zId,
      deal_type_id: z.union([z.number(), z.string().trim().regex(/^\d$/, 'must be 1 or 2')]).transform(Number).pipe(z.literal(DEAL_KINDS, 'must be 1 (deal of the day) or 2 (hot deal)')),
      deal_price: zAmount,
      deal_ends_at: zMoment,
    }),
  }),
  contentEndDeal: sellerCall<DealsView>()({
    ...paths.contentEndDeal, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  contentPages: sellerCall<PagesView>()({
    ...paths.contentPages, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSavePage: sellerCall<{ page: EditablePage } & PagesView>()({
    ...paths.contentSavePage, roles: MANAGERS,
    request: z.object({
      page: zPage,
      body: z.string({ error: 'is required' }).max(PAGE_BODY_MAX, `must be at most ${PAGE_BODY_MAX} characters`),
    }),
  }),
  contentResetPage: sellerCall<{ page: EditablePage } & PagesView>()({
    ...paths.contentResetPage, roles: MANAGERS,
    request: z.object({ page: zPage }),
  }),
} as const;
