// The contract between the storefront and its API (docs/rules/api.md). Every call is
// declared here: the zod schema of its request and the TypeScript shape of its
// response, with its path (served at POST /api/<path>), success message and caching
// (those of the calls the browser makes taken from lib/client/call-table.ts, which it can
// import without zod).
// Nothing else in the code base spells a path or a success message.
import { clientCalls } from '@/lib/client/call-table';
import { callMessages } from '@/lib/client/call-messages';
import { z } from 'zod';
import { store } from './config';
// The response shapes are the domains' own types (lib/<domain>/types.ts), re-exported
// here for the callers of the API.
import type { Address } from './addresses/types';
import type { User } from './auth/types';
import type { ServerCartLine } from './cart/types';
import type {
  AgeGroup, BankOffer, Brand, Category, FilterOptions, OtherInformation, ProductCard, ProductDetail, ProductPage,
  ProductVariant, Specifications, Subcategory, Vertical,
} from './catalog/types';
import type { PincodeMatch } from './delivery/types';
import type { CodCheck } from './cod/rules-types';
import type { Banner, BrandOffer, HomeCategory, Offer, StoreLocation } from './home/types';
import type { OrderDetail, OrderReturnView, OrderSummary, PlacedOrderView, WhatsappUpdates } from './orders/types';
import type { OnlinePaymentStart } from './payments/types';
import type { Rating } from './reviews/types';
import type { TestPaymentOutcome, TestPaymentView } from './payments/test-page';
import { GRIEVANCE_CATEGORIES, type FiledGrievance, type ShopperGrievance } from './grievances/types';
import { ALERT_KINDS, type ShopperAlert } from './alerts/types';
import type { EmiOffer } from './emi/emi';
import type { ShipmentView, TrackView } from './shipping/tracking-types';

export type {
  Address, AgeGroup, BankOffer, Banner, Brand, BrandOffer, Category, FilterOptions, HomeCategory, Offer, OnlinePaymentStart,
  OrderDetail, OrderSummary, OtherInformation, PincodeMatch, PlacedOrderView, ProductCard, ProductDetail, ProductPage,
  ProductVariant, Rating, ServerCartLine, Specifications, StoreLocation, Subcategory, User, Vertical, WhatsappUpdates,
  ShopperAlert, EmiOffer, ShipmentView, TrackView,
};

// ---------- request building blocks ----------

/** An id: a positive integer, also accepted as a string of digits (as the original client sends some). */
export const zId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'must be a number')])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

const zCompanyId = zId.default(store.companyId);
const zStoreId = zId.default(store.storeId);
const zPage = zId.default(1);
const zPerPage = zId.pipe(z.number().max(1000)).default(10);
const zSlug = z.string().trim().min(1).max(200);
const zRupees = z
  .union([z.number(), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount')])
  .transform(Number)
  .pipe(z.number().min(0).max(100_000_000));
/** A list filter value: one value, a list, or nothing. */
const zList = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item).max(200), item])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
const zOptionalId = z.union([zId, z.literal(''), z.null()]).optional().transform((v) => (v === '' || v === null ? undefined : v));
const zOptionalRupees = z.union([zRupees, z.literal(''), z.null()]).optional().transform((v) => (v === '' || v === null ? undefined : v));

const zFilter = {
  from_price: zOptionalRupees,
  to_price: zOptionalRupees,
  brand_id: zList(zId),
  gender: zList(z.string().trim().min(1).max(40)),
  age: zList(z.string().trim().min(1).max(80)),
  page: zPage,
  result_per_page: zPerPage,
};

const zMobile = z.string().regex(/^\d{10}$/, 'must be a 10-digit mobile number');
/** Text a person must fill in: present, not blank, at most `max` characters. */
const zRequiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);
const zContactEmail = z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be a valid e-mail address'));
/** An OTP as the original client sends it: a number, or text (checked by lib/auth/otp.ts). */
const zOtp = z.union([z.number().int().min(0).max(99_999_999), z.string().trim().max(20)]);
const zQuantity = zId.pipe(z.number().max(10_000));
/** Optional text that the original forms may send as a number or null. */
const zFormText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? undefined : String(v)))
    .pipe(z.string().max(max, `must be at most ${max} characters`).optional());
/** The address fields; which are required is docs/rules/addresses.md#address-checks (lib/addresses). */
const zAddressFields = {
  name: zFormText(120),
  contact: zFormText(20),
  email: zFormText(200),
  pincode: zFormText(12),
  city: zFormText(120),
  state: zFormText(120),
  house_no: zFormText(200),
  street: zFormText(300),
  landmark: zFormText(200),
  address_type: zFormText(20),
  instruction_delivery: zFormText(500),
  // A business buyer's (docs/rules/addresses.md#business-buyers); both optional.
  gstin: zFormText(20),
  company_name: zFormText(120),
};
/** A coupon code as typed; the original client sends '' for none. */
const zCouponCode = z.string().trim().max(40, 'must be at most 40 characters').optional().transform((v) => (v === '' ? undefined : v));
/**
 * The original payment request, of which the server reads only who, where and which address (and the coupon);
 * whatsapp_opt_in (ours): the shopper ticked order updates on WhatsApp.
 */
const zOrderRequest = z.object({
  company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, address_id: zId, couponcode: zCouponCode,
  whatsapp_opt_in: z.boolean().default(false),
});

/** A complaint's mobile number: the ticket's SMS goes there, and it opens the ticket's status with the ticket number. */
const zComplaintPhone = z.string({ error: 'is required' }).trim().regex(/^\d{10}$/, 'must be a 10-digit mobile number');

/** A COD confirmation link's token (lib/orders/cod-confirmation.ts: 24 random bytes, base64url). */
const zCodToken = z.string({ error: 'is required' }).trim().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a valid link');

/** What store/confirmCod and store/cancelCod answer: whether anything changed, and in words. */
export interface CodAnswerView {
  changed: boolean;
  text: string;
  order_id: number;
  order_string: string;
  status: string;
}

// ---------- the call table ----------

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res = unknown> {
  path: string;
  request: Req;
  /**
   * The success message, added to every 200 answer by the dispatcher (lib/api/dispatch.ts);
   * handlers never spell it. Declared in lib/client/call-messages.ts. No call's message
   * depends on its outcome today; one that must would declare it here, not in a handler.
   */
  message?: string;
  /** Cached on both sides for the response cache lifetime (docs/rules/api.md#caching). */
  cached: boolean;
  /**
   * Needs a logged-in customer: the dispatcher answers 401 (changing nothing) without a
   * session, or when a customer_id in the request is not the session's, and hands the
   * handler the session's customer (lib/api/context.ts).
   */
  auth?: boolean;
  /** Phantom: the response shape, for typing only. */
  response?: Res;
}

/** A call's definition, its literal `auth` and `message` kept in its type (the handler's context and answer depend on them). */
function call<Res>() {
  return <D extends Omit<CallDefinition, 'response'>>(def: D) => def as D & { response?: Res };
}

type Msg = { message: string };

const storeOnly = z.object({ store_id: zStoreId });
const companyOnly = z.object({ company_id: zCompanyId });

export const calls = {
  // ----- catalogue (cached) -----
  banner: call<Msg & { payload_banner: { banner: Banner[]; promobanner: Banner[]; sectionbanner: Banner[] } }>()({
    path: 'store/banner', cached: true, message: callMessages.banner, request: storeOnly,
  }),
  promoBanner: call<Msg & { payload_promobanner: Banner[] }>()({
    path: 'store/promobanner', cached: true, message: callMessages.promoBanner, request: storeOnly,
  }),
  productVariantInfo: call<Msg & { payload: ProductVariant[] }>()({
    path: 'store/product-variants-info', cached: true, message: callMessages.productVariantInfo,
    request: z.object({ product_id: zId, store_id: zStoreId }),
  }),
  getAllStores: call<Msg & { payload: StoreLocation[] }>()({
    path: 'store/get-all-stores', cached: true, message: callMessages.getAllStores, request: companyOnly,
  }),
  verticalWithCatList: call<Msg & { payload_verticalWithCatList: { vertical: Vertical[] } }>()({
    path: 'store/verticalWithCatList', cached: true, message: callMessages.verticalWithCatList, request: storeOnly,
  }),
  verticalDesign: call<Msg & { payload_verticaldesign: Vertical[] }>()({
    path: 'store/verticaldesign', cached: true, message: callMessages.verticalDesign, request: storeOnly,
  }),
  verticalList: call<Msg & { payload_verticalList: Vertical[] }>()({
    path: 'store/verticalList', cached: true, message: callMessages.verticalList, request: storeOnly,
  }),
  verticalByCategory: call<Msg & { payload_verticalByCategory: Category[] }>()({
    path: 'store/verticalByCategory', cached: true, message: callMessages.verticalByCategory,
    request: z
      .object({ store_id: zStoreId, vertical_id: zId.optional(), vertical_slug: zSlug.optional() })
      .refine((v) => v.vertical_id !== undefined || v.vertical_slug !== undefined, {
        message: 'vertical_id or vertical_slug is required', path: ['vertical_id'],
      }),
  }),
  categoryBySubCategory: call<Msg & { payload_categoryBySubCategory: Subcategory[] }>()({
    path: 'store/categoryBySubCategory', cached: true, message: callMessages.categoryBySubCategory,
    request: z
      .object({ store_id: zStoreId, category_id: zId.optional(), category_slug: zSlug.optional() })
      .refine((v) => v.category_id !== undefined || v.category_slug !== undefined, {
        message: 'category_id or category_slug is required', path: ['category_id'],
      }),
  }),
  verticalByProduct: call<Msg & { payload_VerticalByProduct: ProductPage & { vertical: Vertical } }>()({
    ...clientCalls.verticalByProduct, message: callMessages.verticalByProduct,
    request: z.object({ store_id: zStoreId, vertical_slug: zSlug, page: zPage, result_per_page: zPerPage }),
  }),
  categoryByProduct: call<Msg & { payload_CategoryByProduct: ProductPage & { category: Category; vertical: Vertical; brands: { id: number; name: string }[] } }>()({
    ...clientCalls.categoryByProduct, message: callMessages.categoryByProduct,
    request: z.object({ store_id: zStoreId, category_slug: zSlug, vertical_slug: zSlug.optional(), page: zPage, result_per_page: zPerPage }),
  }),
  subCategoryByProduct: call<Msg & { payload_SubCategoryByProduct: ProductPage & { subCategory: Subcategory } }>()({
    path: 'store/SubCategoryByProduct', cached: true, message: callMessages.subCategoryByProduct,
    request: z.object({ store_id: zStoreId, subcategory_id: zId, page: zPage, result_per_page: zPerPage }),
  }),
  subCategoryByProductBySlug: call<Msg & { payload_SubCategoryByProductBySlug: ProductPage & { subCategory: Subcategory & { category_name: string; category_url: string } } }>()({
    ...clientCalls.subCategoryByProductBySlug, message: callMessages.subCategoryByProductBySlug,
    request: z.object({ store_id: zStoreId, subCategorySlug: zSlug, page: zPage, result_per_page: zPerPage }),
  }),
  getAllBrands: call<Msg & { payload_getAllBrands: Brand[] }>()({
    path: 'store/getAllBrands', cached: true, message: callMessages.getAllBrands, request: storeOnly,
  }),
  brandByProduct: call<Msg & { payload_BrandByProduct: ProductPage & { brand: Brand } }>()({
    ...clientCalls.brandByProduct, message: callMessages.brandByProduct,
    request: z.object({ store_id: zStoreId, brand_id: z.union([zId, zSlug]), page: zPage, result_per_page: zPerPage }),
  }),
  brandOffer: call<Msg & { payload_brandOffer: { brand_offer: BrandOffer[] } }>()({
    path: 'store/brandOffer', cached: true, message: callMessages.brandOffer, request: companyOnly,
  }),
  categoryByBrand: call<Msg & { payload_categoryByBrand: Brand[] }>()({
    path: 'store/categoryByBrand', cached: true, message: callMessages.categoryByBrand,
    request: z.object({ store_id: zStoreId, category_id: zId }),
  }),
  normalDeals: call<Msg & { payload_normalDeals: { product: ProductCard[] } }>()({
    path: 'store/normalDeals', cached: true, message: callMessages.normalDeals, request: storeOnly,
  }),
  hotDeals: call<Msg & { payload_hotDeals: { product: ProductCard[] } }>()({
    path: 'store/hotDeals', cached: true, message: callMessages.hotDeals, request: storeOnly,
  }),
  offers: call<Msg & { payload_offers: Offer[] }>()({
    path: 'store/offers', cached: true, message: callMessages.offers, request: storeOnly,
  }),
  applicableOffer: call<Msg & { offer: Offer | null }>()({
    path: 'store/applicable-offer', cached: true, message: callMessages.applicableOffer,
    request: z.object({ store_id: zStoreId, cart_amount: zRupees }),
  }),
  cartSimilarProduct: call<Msg & { payload_cartSimilarProduct: ProductCard[] }>()({
    path: 'store/cartSimilarProduct', cached: true, message: callMessages.cartSimilarProduct,
    request: z.object({ store_id: zStoreId, product_id: zList(zId) }),
  }),
  productDetail: call<Msg & { payload: ProductDetail }>()({
    path: 'store/productDetail', cached: true, message: callMessages.productDetail,
    request: z
      .object({ product_slug: zSlug.optional(), product_id: zId.optional(), company_id: zCompanyId, store_id: zStoreId })
      .refine((v) => v.product_id !== undefined || v.product_slug !== undefined, {
        message: 'product_slug or product_id is required', path: ['product_slug'],
      }),
  }),
  ageGroupList: call<Msg & { payload_ageGroupList: { age_group: AgeGroup[] } }>()({
    path: 'store/ageGroupList', cached: true, message: callMessages.ageGroupList, request: storeOnly,
  }),
  ageGroupByProduct: call<Msg & { payload_ageGroupByProduct: ProductPage & { age_group: AgeGroup } }>()({
    ...clientCalls.ageGroupByProduct, message: callMessages.ageGroupByProduct,
    request: z.object({ store_id: zStoreId, age_group_slug: zSlug, page: zPage, result_per_page: zPerPage }),
  }),
  newArrivals: call<Msg & { payload_newarrivalRandom: ProductCard[] }>()({
    path: 'store/newarrivalRandom', cached: true, message: callMessages.newArrivals, request: storeOnly,
  }),
  homeCategories: call<Msg & { payload: HomeCategory[] }>()({
    path: 'store/get-home-category-featured', cached: true, message: callMessages.homeCategories,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId }),
  }),
  storeSearch: call<Msg & { payload_searchAI: ProductCard[]; total: number }>()({
    ...clientCalls.storeSearch, message: callMessages.storeSearch,
    request: z.object({
      store_id: zStoreId,
      keyword: z.string().trim().min(1, 'keyword is required').max(100),
      vertical_id: zOptionalId,
      price_from: zOptionalRupees,
      price_to: zOptionalRupees,
      gender: zList(z.string().trim().min(1).max(40)),
      age: zList(z.string().trim().min(1).max(80)),
      brand: zList(z.string().trim().min(1).max(80)),
      page: zPage,
      result_per_page: zPerPage,
    }),
  }),
  filterByProduct: call<Msg & { payload_FilterByProduct: ProductPage }>()({
    ...clientCalls.filterByProduct, message: callMessages.filterByProduct,
    // subcategory_id: the subcategory page's filters (our addition).
    request: z.object({ store_id: zStoreId, vertical_id: zOptionalId, category_id: zOptionalId, subcategory_id: zOptionalId, ...zFilter }),
  }),
  filterByProductNew: call<Msg & { payload_FilterByProductNew: ProductPage }>()({
    ...clientCalls.filterByProductNew, message: callMessages.filterByProductNew,
    request: z.object({ store_id: zStoreId, vertical_id: zOptionalId, ...zFilter }),
  }),
  filterByProductAge: call<Msg & { payload_FilterByProductAge: ProductPage }>()({
    ...clientCalls.filterByProductAge, message: callMessages.filterByProductAge,
    request: z.object({ store_id: zStoreId, age_group_slug: zSlug, ...zFilter }),
  }),
  filterByProductCategory: call<Msg & { payload_FilterByProductCategory: ProductPage }>()({
    ...clientCalls.filterByProductCategory, message: callMessages.filterByProductCategory,
    request: z.object({ store_id: zStoreId, category_name_url: zSlug, vertical_id: zOptionalId, ...zFilter }),
  }),
  filterByProductBrand: call<Msg & { payload_FilterByProducBrand: ProductPage }>()({
    ...clientCalls.filterByProductBrand, message: callMessages.filterByProductBrand,
    request: z.object({ store_id: zStoreId, brand: z.union([zId, zSlug]), ...zFilter }),
  }),
  filterOption: call<Msg & { payload_filterOption: FilterOptions }>()({
    path: 'store/filterOption', cached: true, message: callMessages.filterOption,
    // subcategory_id, brand_id and age_group_id scope the choices of the subcategory, brand and
    // age-group pages (our additions), so no choice leads to an empty list.
    request: z.object({
      store_id: zStoreId, vertical_id: zOptionalId, category_id: zOptionalId,
      subcategory_id: zOptionalId, brand_id: zOptionalId, age_group_id: zOptionalId,
    }),
  }),
  filterOptionVerticalSlug: call<Msg & { payload_filterOptionVerticalSlug: Omit<FilterOptions, 'brand'> }>()({
    path: 'store/filterOptionVerticalSlug', cached: true, message: callMessages.filterOptionVerticalSlug,
    request: z.object({ store_id: zStoreId, vertical_slug: zSlug }),
  }),

  // ----- pincode and delivery (answered from our own tables) -----
  pincodeLookup: call<{ data: PincodeMatch[] }>()({
    ...clientCalls.pincodeLookup,
    request: z.object({ zip_code: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{6}$/, 'must be a 6-digit pincode')) }),
  }),
  deliveryStatus: call<{ data: { min_days: number; max_days: number; cod: boolean } | null }>()({
    ...clientCalls.deliveryStatus,
    request: z.object({ pincode: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(12)), email: z.string().max(200).optional() }),
  }),

  // ----- accounts: sessions, password and OTP sign-in, registration -----
  // Every call that signs someone in sets the session cookie (lib/auth/session.ts).
  signIn: call<Msg & { payload: User }>()({
    ...clientCalls.signIn, message: callMessages.signIn,
    request: z.object({
      company_id: zCompanyId,
      type: z.enum(['mobile', 'email']).optional(),
      username: z.string().trim().max(200),
      password: z.string().max(200),
    }),
  }),
  sendOtp: call<Msg & { payload: { otp_id: number; otp?: number } }>()({
    ...clientCalls.sendOtp, message: callMessages.sendOtp,
    request: z.object({ otp_type: z.literal('mobile').default('mobile'), username: zMobile }),
  }),
  verifyOtp: call<Msg & { payload: User }>()({
    ...clientCalls.verifyOtp, message: callMessages.verifyOtp,
    request: z.object({ otp_id: zId, otp: zOtp, otp_type: z.string().max(20).optional(), company_id: zCompanyId }),
  }),
  sendOtpReg: call<Msg & { payload: { otp_id: number; otp?: number } }>()({
    ...clientCalls.sendOtpReg, message: callMessages.sendOtpReg,
    request: z.object({ otp_type: z.enum(['mobile', 'email']), username: z.string().trim().min(1).max(200) }),
  }),
  // The registration checks and messages, in their order (docs/rules/login.md#registration).
  verifyOtpReg: call<Msg & { payload: User }>()({
    ...clientCalls.verifyOtpReg, message: callMessages.verifyOtpReg,
    request: z.object({
      otp_id: zId,
      otp: zOtp,
      otp_type: z.enum(['mobile', 'email']).optional(),
      company_id: zCompanyId,
      phone: z.string().trim().regex(/^\d{10}$/, 'Mobile number is not valid. Enter valid mobile number.'),
      email: z.string().trim().max(200).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email address is not valid. Enter valid email address.'),
      name: z.string().trim().min(1, 'Please enter your full name.').max(120),
      password: z.string().min(1, 'Please enter your password.').min(7, 'Entered password characters is less than 8 characters.').max(200),
    }),
  }),
  // Our addition: ends the server session (docs/rules/login.md#logout); answers success without one too.
  logout: call<Msg>()({
    ...clientCalls.logout, message: callMessages.logout,
    request: z.object({}),
  }),
  // Our addition: who the session belongs to (401 when logged out), for pages that must know.
  currentUser: call<Msg & { payload: User }>()({
    path: 'user/me', cached: false, message: callMessages.currentUser, auth: true,
    request: z.object({}),
  }),

  // ----- reviews -----
  submitReview: call<Msg>()({
    ...clientCalls.submitReview, message: callMessages.submitReview, auth: true,
    request: z.object({ customer_id: zId.optional(), product_id: zId, rating: z.number().int().min(1).max(5), review: z.string().trim().min(1).max(2000) }),
  }),
  getReviews: call<{ data: Rating[] }>()({
    ...clientCalls.getReviews,
    request: z.object({ product_id: zId, limit: zId.pipe(z.number().max(1000)).default(1000) }),
  }),

  // ----- payments and orders -----
  // The amounts the original client sends with an order (total_paid_amount, handling_fee,
  // digital_discount, deliveryCharge, couponValue, ...) are not in these schemas: they
  // are dropped here and never reach a handler; the server computes every amount.
  publicActiveKeys: call<Msg & { payload: { key: string | null; provider: string } }>()({
    path: 'payments/get-public-active-keys-for-company-id', cached: false, message: callMessages.publicActiveKeys,
    request: companyOnly,
  }),
  paymentFees: call<{ digital_discount: number; handling_fee: number }>()({
    ...clientCalls.paymentFees, request: companyOnly,
  }),
  deliveryCharge: call<Msg & { payload_deliveryCharge: { delivery_charge: number; delivery_upto: number } }>()({
    ...clientCalls.deliveryCharge, message: callMessages.deliveryCharge, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, sub_total: zOptionalRupees }),
  }),
  // The footer's newsletter (lib/newsletter; not in the original API: no call is known behind Subscribe).
  newsletterSubscribe: call<Msg>()({
    ...clientCalls.newsletterSubscribe, message: callMessages.newsletterSubscribe,
    request: z.object({ email: zContactEmail }),
  }),
  newsletterUnsubscribe: call<Msg>()({
    ...clientCalls.newsletterUnsubscribe, message: callMessages.newsletterUnsubscribe,
    request: z.object({ token: z.string({ error: 'is required' }).trim().regex(/^[0-9a-f]{48}$/, 'is not a valid link') }),
  }),
  // What a coupon code takes off the session's cart now (lib/coupons; not in the original API).
  applyCoupon: call<Msg & { payload: { couponcode: string; couponValue: number } }>()({
    ...clientCalls.applyCoupon, message: callMessages.applyCoupon, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, couponcode: zRequiredText(40) }),
  }),
  cashOnDelivery: call<Msg & { payload: PlacedOrderView }>()({
    ...clientCalls.cashOnDelivery, message: callMessages.cashOnDelivery, auth: true,
    request: zOrderRequest,
  }),
  onlinePaymentProcess: call<Msg & { payload_onlinePaymentProcess: OnlinePaymentStart }>()({
    ...clientCalls.onlinePaymentProcess, message: callMessages.onlinePaymentProcess, auth: true,
    request: zOrderRequest,
  }),
  // order_id is the provider order id onlinePaymentProcess returned, transection_id the
  // provider's payment id; razorpay_signature is what the widget handed the browser.
  onlinePaymentSuccess: call<Msg & { payload: PlacedOrderView }>()({
    ...clientCalls.onlinePaymentSuccess, message: callMessages.onlinePaymentSuccess, auth: true,
    request: z.object({
      company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId,
      order_id: z.string().trim().min(1).max(100),
      transection_id: z.string().trim().min(1).max(100),
      razorpay_signature: z.string().trim().max(200).default(''),
    }),
  }),
  // A COD order's confirmation link (docs/rules/orders.md#cash-on-delivery-confirmation): the
  // token is the key, no login needed; `order_id`, when sent, must be the token's order.
  // payload.text says what happened (a second use changes nothing and says so).
  confirmCod: call<Msg & { payload: CodAnswerView }>()({
    ...clientCalls.confirmCod, message: callMessages.confirmCod,
    request: z.object({ token: zCodToken, order_id: zId.optional() }),
  }),
  cancelCod: call<Msg & { payload: CodAnswerView }>()({
    ...clientCalls.cancelCod, message: callMessages.cancelCod,
    request: z.object({ token: zCodToken, order_id: zId.optional() }),
  }),
  // Paying online instead from the confirmation page: the logged-in owner of the order;
  // then store/onlinePaymentSuccess as for any online payment.
  prepayCod: call<Msg & { payload_onlinePaymentProcess: OnlinePaymentStart }>()({
    ...clientCalls.prepayCod, message: callMessages.prepayCod, auth: true,
    request: z.object({ token: zCodToken }),
  }),

  // ----- server cart (prices always from the products table) -----
  addToCart: call<Msg & { payload_addTocart: ServerCartLine[] }>()({
    ...clientCalls.addToCart, message: callMessages.addToCart, auth: true,
    request: z.object({
      company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, cart_id: zOptionalId, product_id: zId, quantity: zQuantity.default(1),
      // A product sold by unit: the chosen unit, or any unit of a grade (docs/rules/units.md#choosing).
      unit_id: zId.optional(), unit_grade: z.string().trim().max(40).optional(),
    }),
  }),
  cartList: call<Msg & { payload_cartList: ServerCartLine[]; payload_cartList_id: number | null }>()({
    ...clientCalls.cartList, message: callMessages.cartList, auth: true,
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId }),
  }),
  updateToCart: call<Msg & { payload_cartList: ServerCartLine[] }>()({
    ...clientCalls.updateToCart, message: callMessages.updateToCart, auth: true,
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, cart_id: zOptionalId, product_id: zId, quantity: zQuantity }),
  }),
  removeToCart: call<Msg & { payload_cartList: ServerCartLine[] }>()({
    ...clientCalls.removeToCart, message: callMessages.removeToCart, auth: true,
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, cart_id: zOptionalId, product_id: zId }),
  }),
  // cartJson: the text of a list of lines; only product_id and quantity are read.
  addToCartMultiple: call<Msg & { payload_cartList_items: ServerCartLine[]; payload_cartList_id: number }>()({
    ...clientCalls.addToCartMultiple, message: callMessages.addToCartMultiple, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, cartJson: z.string().max(200_000) }),
  }),
  updateToCartMultiple: call<Msg & { payload_cartList_items: ServerCartLine[]; payload_cartList_id: number }>()({
    ...clientCalls.updateToCartMultiple, message: callMessages.updateToCartMultiple, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, cartJson: z.string().max(200_000) }),
  }),

  // ----- orders -----
  orderList: call<Msg & { payload_orderList: OrderSummary[] }>()({
    ...clientCalls.orderList, message: callMessages.orderList, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId }),
  }),
  orderDetails: call<Msg & { payload_orderDetails: OrderDetail }>()({
    ...clientCalls.orderDetails, message: callMessages.orderDetails, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId }),
  }),
  orderCancelled: call<Msg>()({
    ...clientCalls.orderCancelled, message: callMessages.orderCancelled, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId }),
  }),
  orderReschedule: call<Msg & { payload: { slot_date: string } }>()({
    ...clientCalls.orderReschedule, message: callMessages.orderReschedule, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId, slot_date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD') }),
  }),
  orderItemCancel: call<Msg>()({
    ...clientCalls.orderItemCancel, message: callMessages.orderItemCancel, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId, item_id: zId }),
  }),
  // A delivered item back within the return window (lib/returns; not in the original API).
  orderReturn: call<Msg & { payload: { return: OrderReturnView } }>()({
    ...clientCalls.orderReturn, message: callMessages.orderReturn, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId, item_id: zId, reason: zRequiredText(500) }),
  }),
  // The shopper's order updates on WhatsApp (lib/orders/whatsapp-updates.ts; ours): answers
  // whether they are offered and since when they are on; with `on`, turns them on or off first.
  whatsappUpdates: call<Msg & { payload: WhatsappUpdates }>()({
    ...clientCalls.whatsappUpdates, message: callMessages.whatsappUpdates, auth: true,
    request: z.object({ customer_id: zOptionalId, on: z.boolean().optional() }),
  }),
  // Whether the session's cart may be paid in cash to this address, why not, and a partial-COD split (docs/rules/cod.md#the-checkout; ours).
  codCheck: call<Msg & { payload: CodCheck }>()({
    ...clientCalls.codCheck, message: callMessages.codCheck, auth: true,
    request: z.object({ customer_id: zOptionalId, address_id: zId, couponcode: zCouponCode }),
  }),

  // ----- addresses (checked with the messages of docs/rules/addresses.md#address-checks in lib/addresses) -----
  addressList: call<Msg & { payload_addressList: Address[] }>()({
    ...clientCalls.addressList, message: callMessages.addressList, auth: true,
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId }),
  }),
  addressDetail: call<Msg & { payload_addressDetail: Address }>()({
    ...clientCalls.addressDetail, message: callMessages.addressDetail, auth: true,
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, address_id: zId }),
  }),
  addToAddress: call<Msg & { payload: Address }>()({
    ...clientCalls.addToAddress, message: callMessages.addToAddress, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, ...zAddressFields }),
  }),
  updateToAddress: call<Msg & { payload: Address }>()({
    ...clientCalls.updateToAddress, message: callMessages.updateToAddress, auth: true,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, address_id: zId, ...zAddressFields }),
  }),
  removeToAddress: call<Msg>()({
    ...clientCalls.removeToAddress, message: callMessages.removeToAddress, auth: true,
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, address_id: zId }),
  }),

  // ----- contact -----
  // The original client also sends subjects, adminEmail and HTML templates: they are not in
  // the schema, so they are dropped here and never reach the handler (docs/rules/security.md
  // #money-is-computed-on-the-server). The sender's address comes as userEmail (the original client) or email.
  sendContactUsEmail: call<Msg>()({
    ...clientCalls.sendContactUsEmail, message: callMessages.sendContactUsEmail,
    request: z
      .object({
        name: zRequiredText(120),
        userEmail: zContactEmail.optional(),
        email: zContactEmail.optional(),
        phone: zRequiredText(20).pipe(z.string().regex(/^\+?[\d\s()-]{6,20}$/, 'must be a phone number')),
        message: zRequiredText(5000),
      })
      .refine((v) => Boolean(v?.userEmail || v?.email), { path: ['email'], message: 'is required', when: () => true })
      .transform(({ userEmail, email, ...rest }) => ({ ...rest, email: (userEmail ?? email) as string })),
  }),

  // ----- the grievance desk (docs/rules/grievances.md) -----
  // Anyone may file (from the contact page); an order_id attaches the logged-in shopper's own order.
  fileComplaint: call<Msg & { payload: FiledGrievance }>()({
    ...clientCalls.fileComplaint, message: callMessages.fileComplaint,
    request: z.object({
      name: zRequiredText(120),
      email: zContactEmail,
      phone: zComplaintPhone,
      category: z.enum(GRIEVANCE_CATEGORIES, `must be one of ${GRIEVANCE_CATEGORIES.join(', ')}`),
      subject: zRequiredText(150),
      text: zRequiredText(5000),
      order_id: zOptionalId,
    }),
  }),
  myComplaints: call<Msg & { payload: ShopperGrievance[] }>()({
    ...clientCalls.myComplaints, message: callMessages.myComplaints, auth: true,
    request: z.object({ customer_id: zOptionalId, order_id: zOptionalId }),
  }),
  complaintStatus: call<Msg & { payload: ShopperGrievance }>()({
    ...clientCalls.complaintStatus, message: callMessages.complaintStatus,
    request: z.object({
      ticket: z.string({ error: 'is required' }).trim().toUpperCase().regex(/^GRV-\d{8}-[A-Z0-9]{4}$/, 'must be a ticket number like GRV-20261128-AB2C'),
      phone: zComplaintPhone,
    }),
  }),

  // ----- alerts and EMI (docs/rules/alerts.md; ours) -----
  // A price alert needs `price` (rupees, above 0; below today's price, which the server checks).
  alertsSave: call<Msg & { payload: ShopperAlert }>()({
    ...clientCalls.alertsSave, message: callMessages.alertsSave, auth: true,
    request: z
      .object({
        customer_id: zOptionalId,
        product_id: zId,
        kind: z.enum(ALERT_KINDS, `must be one of ${ALERT_KINDS.join(', ')}`),
        price: z.union([zRupees, z.literal(''), z.null()]).optional().transform((v) => (v === '' || v === null ? undefined : v)),
      })
      .superRefine((v, ctx) => {
        if (v.kind !== 'price_below') return;
        if (v.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'is required for a price alert' });
        else if (!(v.price > 0)) ctx.addIssue({ code: 'custom', path: ['price'], message: 'must be more than 0' });
      }),
  }),
  alertsList: call<Msg & { payload: ShopperAlert[] }>()({
    ...clientCalls.alertsList, message: callMessages.alertsList, auth: true,
    request: z.object({ customer_id: zOptionalId }),
  }),
  alertsDelete: call<Msg & { payload: ShopperAlert[] }>()({
    ...clientCalls.alertsDelete, message: callMessages.alertsDelete, auth: true,
    request: z.object({ customer_id: zOptionalId, alert_id: zId }),
  }),
  // The message's one-tap link: its token stops the shopper's alerts for that product (no login).
  alertsUnsubscribe: call<Msg & { payload: { product_name: string } }>()({
    ...clientCalls.alertsUnsubscribe, message: callMessages.alertsUnsubscribe,
    request: z.object({ token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100) }),
  }),
  // The cart's EMI line: the amount is the lines at our own prices; payload null without a plan that applies.
  emiQuote: call<Msg & { payload: EmiOffer | null }>()({
    ...clientCalls.emiQuote, message: callMessages.emiQuote,
    request: z.object({ lines: z.array(z.object({ product_id: zId, quantity: zQuantity }), 'must be a list of lines').max(200) }),
  }),
  // ----- tracking and failed deliveries (docs/rules/shipping.md#tracking; ours) -----
  // The logged-in shopper's own order whose delivery failed: a re-attempt date within the courier's window.
  orderReattempt: call<Msg & { payload: { shipment: ShipmentView | null } }>()({
    ...clientCalls.orderReattempt, message: callMessages.orderReattempt, auth: true,
    request: z.object({
      customer_id: zOptionalId,
      order_id: zId,
      date: z.string({ error: 'is required' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
      phone: z.string('must be a phone number').trim().refine((v) => v === '' || /^(\+?91[\s-]?)?0?[6-9]\d{9}$/.test(v.replace(/\s/g, '')), 'must be a 10-digit mobile number')
        .optional().transform((v) => (v ? v.replace(/\D/g, '').slice(-10) : undefined)),
      landmark: z.string('must be text').trim().max(120, 'must be at most 120 characters').optional().transform((v) => (v ? v : undefined)),
    }),
  }),
  // The public /track page: order number and the order's phone, both must match (no login).
  trackOrder: call<Msg & { payload: TrackView }>()({
    ...clientCalls.trackOrder, message: callMessages.trackOrder,
    request: z.object({
      order: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
      phone: z.string({ error: 'is required' }).trim().min(1, 'is required').max(20, 'must be at most 20 characters')
        .refine((v) => /^(\+?91[\s-]?)?0?\d{10}$/.test(v.replace(/[\s-]/g, '')), 'must be a 10-digit mobile number'),
    }),
  }),
} as const;

// The test provider's local payment page (demo mode only; lib/payments/test-page.ts),
// served at /api/payments/test by its own route through the same dispatcher: GET with
// ?order_id= shows the payment, POST { order_id, outcome } pays or fails it. Not a call
// of the storefront's original contract, so not in `calls` (nor in the browser's call table).
const zProviderOrderId = z.string({ error: 'is required' }).trim().min(1, 'is required').max(100);
export const testPaymentCalls = {
  view: call<{ payload: TestPaymentView }>()({
    path: 'payments/test', cached: false, auth: true,
    request: z.object({ order_id: zProviderOrderId }),
  }),
  complete: call<{ payload: TestPaymentOutcome }>()({
    path: 'payments/test', cached: false, auth: true,
    request: z.object({ order_id: zProviderOrderId, outcome: z.enum(['pay', 'fail'], 'must be pay or fail') }),
  }),
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<N extends CallName> = z.input<Calls[N]['request']>;
export type ParsedRequestOf<N extends CallName> = z.output<Calls[N]['request']>;
export type ResponseOf<N extends CallName> = NonNullable<Calls[N]['response']>;

/** Looks a call up by its path, with or without a leading slash. */
const byPath = new Map<string, CallName>(
  (Object.keys(calls) as CallName[]).map((name) => [calls[name].path, name]),
);
export function callForPath(path: string): CallName | undefined {
  return byPath.get(path.replace(/^\/+/, ''));
}
