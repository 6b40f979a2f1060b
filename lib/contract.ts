// The contract between the storefront and its API (SPEC section 7). Every call is
// declared here: the zod schema of its request and the TypeScript shape of its
// response, with its path (served at POST /api/<path>), success message and caching
// taken from lib/client/call-table.ts, which the browser can import without zod.
// Nothing else in the code base spells a path or a success message.
import { clientCalls } from '@/lib/client/call-table';
import { z } from 'zod';
import { store } from './config';
import type { User } from './auth/customers';
import type { Address } from './addresses/addresses';
import type { ServerCartLine } from './cart/server-cart';
import type { OrderDetail, OrderSummary } from './orders/queries';
import type { OnlinePaymentStart } from './payments/checkout';

export type { Address, OnlinePaymentStart, OrderDetail, OrderSummary, ServerCartLine, User };

// ---------- request building blocks ----------

/** An id: a positive integer, also accepted as a string of digits (as SPEC's client sends some). */
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
/** An OTP as SPEC's client sends it: a number, or text (checked by lib/auth/otp.ts). */
const zOtp = z.union([z.number().int().min(0).max(99_999_999), z.string().trim().max(20)]);
const zQuantity = zId.pipe(z.number().max(10_000));
/** Optional text that SPEC's forms may send as a number or null. */
const zFormText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? undefined : String(v)))
    .pipe(z.string().max(max, `must be at most ${max} characters`).optional());
/** SPEC section 3's address fields; which are required is SPEC section 5's rule (lib/addresses). */
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
};
/** SPEC's payment request, of which the server reads only who, where and which address. */
const zOrderRequest = z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, address_id: zId });

// ---------- response shapes ----------

export interface ProductCard {
  product_id: number;
  id: number;
  name: string;
  name_url: string;
  image: string;
  image_url: string;
  gallery_images: string[];
  mrp: number;
  selling_price: number;
  is_deal: number;
  deals_price: number | null;
  deal_price: number | null;
  deal_type_id: number | null;
  stock: number;
  no_of_quantity_allowed: number;
  brand_name: string | null;
  category_name: string;
  category_url: string;
  total_rating: number;
  review_count: number;
}

export interface Specifications {
  type?: string | null;
  model_name?: string | null;
  shelf_life?: string | null;
  container_type?: string | null;
  shelf_life_month_years?: string | null;
  organic?: string | null;
  polished?: string | null;
  package_dimension_length?: number | null;
  package_dimension_width?: number | null;
  package_dimension_height?: number | null;
  manufactured_by?: string | null;
  packed_by?: string | null;
  exp_date?: string | null;
}

export interface OtherInformation {
  country_origin?: string | null;
  manufactured_by?: string | null;
  marketed_by?: string | null;
}

export interface BankOffer {
  logo: string;
  description: string;
  starttime: string | null;
  endtime: string | null;
}

export interface Rating {
  rating: number;
  review: string;
  name: string;
  customer_id: number | null;
  created_at: string;
}

export interface ProductDetail extends ProductCard {
  description: string;
  color_id: number | null;
  color: string | null;
  sku_no: string;
  deal_type: string | null;
  category_id: number;
  vertical_id: number;
  vertical_name: string;
  vertical_url: string;
  subcategory_name: string | null;
  subcategory_url: string | null;
  brand: string | null;
  brand_id: number | null;
  store_name: string;
  ratings: Rating[];
  created_at: string;
  bank_offer: BankOffer[];
  specifications: Specifications | null;
  other_information: OtherInformation | null;
  barcode: string | null;
  featured: ProductCard[];
  similar: ProductCard[];
}

export interface ProductVariant {
  product_id: number;
  name_url: string;
  color_id: number | null;
  color: string | null;
  image: string;
}

export interface Subcategory {
  subcategory_id: number;
  name: string;
  name_url: string;
}
export interface Category {
  category_id: number;
  vertical_id: number;
  name: string;
  name_url: string;
  image: string | null;
  subcatList: Subcategory[];
}
export interface Vertical {
  vertical_id: number;
  name: string;
  name_url: string;
  image: string | null;
  catList: Category[];
}

export interface Banner {
  id: number;
  name: string;
  subtitle: string | null;
  image: string;
  mobile_image: string | null;
  site_link: string | null;
  vertical_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  product_id: number | null;
  vertical_name_url: string | null;
  category_name_url: string | null;
  subcategory_name_url: string | null;
  product_name_url: string | null;
}

export interface Brand {
  brand_id: number;
  id: number;
  brand_name: string;
  name: string;
  name_url: string;
  logo: string | null;
}

export interface BrandOffer {
  brand_id: number;
  brand_name: string;
  brand_icon: string;
  brand_offer: string;
}

export interface AgeGroup {
  age_group_id: number;
  name: string;
  name_url: string;
  image: string | null;
  age_group_banner: string | null;
  banner_image: string | null;
}

export interface StoreLocation {
  id: number;
  city_id: string;
  city: string;
  name: string;
  address: string;
  contact: string;
  email: string;
  photo: string;
  map_link: string;
}

export interface HomeCategory {
  category_id: number;
  cname: string;
  cname_url: string;
  products: ProductCard[];
}

export interface Offer {
  offer_id: number;
  title: string;
  description: string;
  min_cart_amount: number;
  discount_percent: number;
  max_discount: number;
}

export interface FilterOptions {
  gender: { id: string; name: string }[];
  age_group: { id: number; name: string; name_url: string }[];
  brand: Brand[];
}

/** A page of a product list. `total` counts every match, not just this page. */
export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  result_per_page: number;
}

export interface PincodeMatch {
  pincode: string;
  district: { name: string; state: { name: string } };
}

/** What an order call answers once the order exists. */
export interface PlacedOrderView {
  order_id: number;
  order_string: string;
  total_paid_amount: number;
  paymentmode: 'cash' | 'online';
}

// ---------- the call table ----------

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res = unknown> {
  path: string;
  request: Req;
  /** The success message the interface tests for, when the response carries one. */
  message?: string;
  /** Cached on both sides for the response cache lifetime (SPEC section 7). */
  cached: boolean;
  /** Needs a logged-in customer (answered for the session's customer only). */
  auth?: boolean;
  /** Phantom: the response shape, for typing only. */
  response?: Res;
}

function call<Res>() {
  return <Req extends z.ZodType>(def: Omit<CallDefinition<Req, Res>, 'response'>) =>
    def as CallDefinition<Req, Res>;
}

type Msg = { message: string };

const storeOnly = z.object({ store_id: zStoreId });
const companyOnly = z.object({ company_id: zCompanyId });

export const calls = {
  // ----- catalogue (cached) -----
  banner: call<Msg & { payload_banner: { banner: Banner[]; promobanner: Banner[]; sectionbanner: Banner[] } }>()({
    ...clientCalls.banner, request: storeOnly,
  }),
  promoBanner: call<Msg & { payload_promobanner: Banner[] }>()({
    ...clientCalls.promoBanner, request: storeOnly,
  }),
  productVariantInfo: call<Msg & { payload: ProductVariant[] }>()({
    ...clientCalls.productVariantInfo,
    request: z.object({ product_id: zId, store_id: zStoreId }),
  }),
  getAllStores: call<Msg & { payload: StoreLocation[] }>()({
    ...clientCalls.getAllStores, request: companyOnly,
  }),
  verticalWithCatList: call<Msg & { payload_verticalWithCatList: { vertical: Vertical[] } }>()({
    ...clientCalls.verticalWithCatList, request: storeOnly,
  }),
  verticalDesign: call<Msg & { payload_verticaldesign: Vertical[] }>()({
    ...clientCalls.verticalDesign, request: storeOnly,
  }),
  verticalList: call<Msg & { payload_verticalList: Vertical[] }>()({
    ...clientCalls.verticalList, request: storeOnly,
  }),
  verticalByCategory: call<Msg & { payload_verticalByCategory: Category[] }>()({
    ...clientCalls.verticalByCategory,
    request: z
      .object({ store_id: zStoreId, vertical_id: zId.optional(), vertical_slug: zSlug.optional() })
      .refine((v) => v.vertical_id !== undefined || v.vertical_slug !== undefined, {
        message: 'vertical_id or vertical_slug is required', path: ['vertical_id'],
      }),
  }),
  categoryBySubCategory: call<Msg & { payload_categoryBySubCategory: Subcategory[] }>()({
    ...clientCalls.categoryBySubCategory,
    request: z
      .object({ store_id: zStoreId, category_id: zId.optional(), category_slug: zSlug.optional() })
      .refine((v) => v.category_id !== undefined || v.category_slug !== undefined, {
        message: 'category_id or category_slug is required', path: ['category_id'],
      }),
  }),
  verticalByProduct: call<Msg & { payload_VerticalByProduct: ProductPage & { vertical: Vertical } }>()({
    ...clientCalls.verticalByProduct,
    request: z.object({ store_id: zStoreId, vertical_slug: zSlug, page: zPage, result_per_page: zPerPage }),
  }),
  categoryByProduct: call<Msg & { payload_CategoryByProduct: ProductPage & { category: Category; vertical: Vertical; brands: { id: number; name: string }[] } }>()({
    ...clientCalls.categoryByProduct,
    request: z.object({ store_id: zStoreId, category_slug: zSlug, vertical_slug: zSlug.optional(), page: zPage, result_per_page: zPerPage }),
  }),
  subCategoryByProduct: call<Msg & { payload_SubCategoryByProduct: ProductPage & { subCategory: Subcategory } }>()({
    ...clientCalls.subCategoryByProduct,
    request: z.object({ store_id: zStoreId, subcategory_id: zId, page: zPage, result_per_page: zPerPage }),
  }),
  subCategoryByProductBySlug: call<Msg & { payload_SubCategoryByProductBySlug: ProductPage & { subCategory: Subcategory & { category_name: string; category_url: string } } }>()({
    ...clientCalls.subCategoryByProductBySlug,
    request: z.object({ store_id: zStoreId, subCategorySlug: zSlug, page: zPage, result_per_page: zPerPage }),
  }),
  getAllBrands: call<Msg & { payload_getAllBrands: Brand[] }>()({
    ...clientCalls.getAllBrands, request: storeOnly,
  }),
  brandByProduct: call<Msg & { payload_BrandByProduct: ProductPage & { brand: Brand } }>()({
    ...clientCalls.brandByProduct,
    request: z.object({ store_id: zStoreId, brand_id: z.union([zId, zSlug]), page: zPage, result_per_page: zPerPage }),
  }),
  brandOffer: call<Msg & { payload_brandOffer: { brand_offer: BrandOffer[] } }>()({
    ...clientCalls.brandOffer, request: companyOnly,
  }),
  categoryByBrand: call<Msg & { payload_categoryByBrand: Brand[] }>()({
    ...clientCalls.categoryByBrand,
    request: z.object({ store_id: zStoreId, category_id: zId }),
  }),
  normalDeals: call<Msg & { payload_normalDeals: { product: ProductCard[] } }>()({
    ...clientCalls.normalDeals, request: storeOnly,
  }),
  hotDeals: call<Msg & { payload_hotDeals: { product: ProductCard[] } }>()({
    ...clientCalls.hotDeals, request: storeOnly,
  }),
  offers: call<Msg & { payload_offers: Offer[] }>()({
    ...clientCalls.offers, request: storeOnly,
  }),
  applicableOffer: call<Msg & { offer: Offer | null }>()({
    ...clientCalls.applicableOffer,
    request: z.object({ store_id: zStoreId, cart_amount: zRupees }),
  }),
  cartSimilarProduct: call<Msg & { payload_cartSimilarProduct: ProductCard[] }>()({
    ...clientCalls.cartSimilarProduct,
    request: z.object({ store_id: zStoreId, product_id: zList(zId) }),
  }),
  productDetail: call<Msg & { payload: ProductDetail }>()({
    ...clientCalls.productDetail,
    request: z
      .object({ product_slug: zSlug.optional(), product_id: zId.optional(), company_id: zCompanyId, store_id: zStoreId })
      .refine((v) => v.product_id !== undefined || v.product_slug !== undefined, {
        message: 'product_slug or product_id is required', path: ['product_slug'],
      }),
  }),
  ageGroupList: call<Msg & { payload_ageGroupList: { age_group: AgeGroup[] } }>()({
    ...clientCalls.ageGroupList, request: storeOnly,
  }),
  ageGroupByProduct: call<Msg & { payload_ageGroupByProduct: ProductPage & { age_group: AgeGroup } }>()({
    ...clientCalls.ageGroupByProduct,
    request: z.object({ store_id: zStoreId, age_group_slug: zSlug, page: zPage, result_per_page: zPerPage }),
  }),
  newArrivals: call<Msg & { payload_newarrivalRandom: ProductCard[] }>()({
    ...clientCalls.newArrivals, request: storeOnly,
  }),
  homeCategories: call<Msg & { payload: HomeCategory[] }>()({
    ...clientCalls.homeCategories,
    request: z.object({ company_id: zCompanyId, store_id: zStoreId }),
  }),
  storeSearch: call<Msg & { payload_searchAI: ProductCard[]; total: number }>()({
    ...clientCalls.storeSearch,
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
    ...clientCalls.filterByProduct,
    // subcategory_id: the subcategory page's filters (an addition to SPEC's fields).
    request: z.object({ store_id: zStoreId, vertical_id: zOptionalId, category_id: zOptionalId, subcategory_id: zOptionalId, ...zFilter }),
  }),
  filterByProductNew: call<Msg & { payload_FilterByProductNew: ProductPage }>()({
    ...clientCalls.filterByProductNew,
    request: z.object({ store_id: zStoreId, vertical_id: zOptionalId, ...zFilter }),
  }),
  filterByProductAge: call<Msg & { payload_FilterByProductAge: ProductPage }>()({
    ...clientCalls.filterByProductAge,
    request: z.object({ store_id: zStoreId, age_group_slug: zSlug, ...zFilter }),
  }),
  filterByProductCategory: call<Msg & { payload_FilterByProductCategory: ProductPage }>()({
    ...clientCalls.filterByProductCategory,
    request: z.object({ store_id: zStoreId, category_name_url: zSlug, vertical_id: zOptionalId, ...zFilter }),
  }),
  filterByProductBrand: call<Msg & { payload_FilterByProducBrand: ProductPage }>()({
    ...clientCalls.filterByProductBrand,
    request: z.object({ store_id: zStoreId, brand: z.union([zId, zSlug]), ...zFilter }),
  }),
  filterOption: call<Msg & { payload_filterOption: FilterOptions }>()({
    ...clientCalls.filterOption,
    // subcategory_id, brand_id and age_group_id scope the choices of the subcategory, brand and
    // age-group pages (additions to SPEC's fields), so no choice leads to an empty list.
    request: z.object({
      store_id: zStoreId, vertical_id: zOptionalId, category_id: zOptionalId,
      subcategory_id: zOptionalId, brand_id: zOptionalId, age_group_id: zOptionalId,
    }),
  }),
  filterOptionVerticalSlug: call<Msg & { payload_filterOptionVerticalSlug: Omit<FilterOptions, 'brand'> }>()({
    ...clientCalls.filterOptionVerticalSlug,
    request: z.object({ store_id: zStoreId, vertical_slug: zSlug }),
  }),

  // ----- pincode and delivery (answered from our own tables) -----
  pincodeLookup: call<{ data: PincodeMatch[] }>()({
    ...clientCalls.pincodeLookup,
    request: z.object({ zip_code: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{6}$/, 'must be a 6-digit pincode')) }),
  }),
  deliveryStatus: call<{ data: { min_days: number; max_days: number } | null }>()({
    ...clientCalls.deliveryStatus,
    request: z.object({ pincode: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(12)), email: z.string().max(200).optional() }),
  }),

  // ----- accounts: sessions, password and OTP sign-in, registration -----
  // Every call that signs someone in sets the session cookie (lib/auth/session.ts).
  signIn: call<Msg & { payload: User }>()({
    ...clientCalls.signIn,
    request: z.object({
      company_id: zCompanyId,
      type: z.enum(['mobile', 'email']).optional(),
      username: z.string().trim().max(200),
      password: z.string().max(200),
    }),
  }),
  sendOtp: call<Msg & { payload: { otp_id: number; otp?: number } }>()({
    ...clientCalls.sendOtp,
    request: z.object({ otp_type: z.literal('mobile').default('mobile'), username: zMobile }),
  }),
  verifyOtp: call<Msg & { payload: User }>()({
    ...clientCalls.verifyOtp,
    request: z.object({ otp_id: zId, otp: zOtp, otp_type: z.string().max(20).optional(), company_id: zCompanyId }),
  }),
  sendOtpReg: call<Msg & { payload: { otp_id: number; otp?: number } }>()({
    ...clientCalls.sendOtpReg,
    request: z.object({ otp_type: z.enum(['mobile', 'email']), username: z.string().trim().min(1).max(200) }),
  }),
  // SPEC section 5's registration checks and messages, in SPEC's order.
  verifyOtpReg: call<Msg & { payload: User }>()({
    ...clientCalls.verifyOtpReg,
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
  // Not in SPEC: ends the server session (DESIGN "Who may do what"); answers success without one too.
  logout: call<Msg>()({
    ...clientCalls.logout,
    request: z.object({}),
  }),
  // Not in SPEC: who the session belongs to (401 when logged out), for pages that must know.
  currentUser: call<Msg & { payload: User }>()({
    ...clientCalls.currentUser, auth: true, message: 'User detail successfully',
    request: z.object({}),
  }),

  // ----- reviews -----
  submitReview: call<Msg>()({
    ...clientCalls.submitReview, auth: true, message: 'Review stored successfully',
    request: z.object({ customer_id: zId.optional(), product_id: zId, rating: z.number().int().min(1).max(5), review: z.string().trim().min(1).max(2000) }),
  }),
  getReviews: call<{ data: Rating[] }>()({
    ...clientCalls.getReviews,
    request: z.object({ product_id: zId, limit: zId.pipe(z.number().max(1000)).default(1000) }),
  }),

  // ----- payments and orders -----
  // The amounts SPEC's client sends with an order (total_paid_amount, handling_fee,
  // digital_discount, deliveryCharge, couponValue, ...) are not in these schemas: they
  // are dropped here and never reach a handler; the server computes every amount.
  publicActiveKeys: call<Msg & { payload: { key: string | null; provider: string } }>()({
    ...clientCalls.publicActiveKeys,
    request: companyOnly,
  }),
  paymentFees: call<{ digital_discount: number; handling_fee: number }>()({
    ...clientCalls.paymentFees, request: companyOnly,
  }),
  deliveryCharge: call<Msg & { payload_deliveryCharge: { delivery_charge: number; delivery_upto: number } }>()({
    ...clientCalls.deliveryCharge, auth: true, message: 'Delivery Details.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, sub_total: zOptionalRupees }),
  }),
  cashOnDelivery: call<Msg & { payload: PlacedOrderView }>()({
    ...clientCalls.cashOnDelivery, auth: true, message: 'Cash on delivery successfully.',
    request: zOrderRequest,
  }),
  onlinePaymentProcess: call<Msg & { payload_onlinePaymentProcess: OnlinePaymentStart }>()({
    ...clientCalls.onlinePaymentProcess, auth: true, message: 'Online payment process successfully.',
    request: zOrderRequest,
  }),
  // order_id is the provider order id onlinePaymentProcess returned, transection_id the
  // provider's payment id; razorpay_signature is what the widget handed the browser.
  onlinePaymentSuccess: call<Msg & { payload: PlacedOrderView }>()({
    ...clientCalls.onlinePaymentSuccess, auth: true, message: 'Online payment successfully.',
    request: z.object({
      company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId,
      order_id: z.string().trim().min(1).max(100),
      transection_id: z.string().trim().min(1).max(100),
      razorpay_signature: z.string().trim().max(200).default(''),
    }),
  }),

  // ----- server cart (prices always from the products table) -----
  addToCart: call<Msg & { payload_addTocart: ServerCartLine[] }>()({
    ...clientCalls.addToCart, auth: true, message: 'Add successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, cart_id: zOptionalId, product_id: zId, quantity: zQuantity.default(1) }),
  }),
  cartList: call<Msg & { payload_cartList: ServerCartLine[]; payload_cartList_id: number | null }>()({
    ...clientCalls.cartList, auth: true, message: 'Cart list successfully',
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId }),
  }),
  updateToCart: call<Msg & { payload_cartList: ServerCartLine[] }>()({
    ...clientCalls.updateToCart, auth: true, message: 'Update successfully.',
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, cart_id: zOptionalId, product_id: zId, quantity: zQuantity }),
  }),
  removeToCart: call<Msg & { payload_cartList: ServerCartLine[] }>()({
    ...clientCalls.removeToCart, auth: true, message: 'Remove successfully',
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, cart_id: zOptionalId, product_id: zId }),
  }),
  // cartJson: the text of a list of lines; only product_id and quantity are read.
  addToCartMultiple: call<Msg & { payload_cartList_items: ServerCartLine[]; payload_cartList_id: number }>()({
    ...clientCalls.addToCartMultiple, auth: true, message: 'Add successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, cartJson: z.string().max(200_000) }),
  }),
  updateToCartMultiple: call<Msg & { payload_cartList_items: ServerCartLine[]; payload_cartList_id: number }>()({
    ...clientCalls.updateToCartMultiple, auth: true, message: 'Add successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, cartJson: z.string().max(200_000) }),
  }),

  // ----- orders -----
  orderList: call<Msg & { payload_orderList: OrderSummary[] }>()({
    ...clientCalls.orderList, auth: true, message: 'Order list successfully',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId }),
  }),
  orderDetails: call<Msg & { payload_orderDetails: OrderDetail }>()({
    ...clientCalls.orderDetails, auth: true, message: 'Order detail successfully',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId }),
  }),
  orderCancelled: call<Msg>()({
    ...clientCalls.orderCancelled, auth: true, message: 'Order cancelled successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId }),
  }),
  orderReschedule: call<Msg & { payload: { slot_date: string } }>()({
    ...clientCalls.orderReschedule, auth: true, message: 'Order rescheduled successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId, slot_date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD') }),
  }),
  orderItemCancel: call<Msg>()({
    ...clientCalls.orderItemCancel, auth: true, message: 'Order item cancelled successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, order_id: zId, item_id: zId }),
  }),

  // ----- addresses (checked with SPEC section 5's messages in lib/addresses) -----
  addressList: call<Msg & { payload_addressList: Address[] }>()({
    ...clientCalls.addressList, auth: true, message: 'Address list successfully',
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId }),
  }),
  addressDetail: call<Msg & { payload_addressDetail: Address }>()({
    ...clientCalls.addressDetail, auth: true, message: 'Address detail successfully',
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, address_id: zId }),
  }),
  addToAddress: call<Msg & { payload: Address }>()({
    ...clientCalls.addToAddress, auth: true, message: 'Add successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, ...zAddressFields }),
  }),
  updateToAddress: call<Msg & { payload: Address }>()({
    ...clientCalls.updateToAddress, auth: true, message: 'Update successfully.',
    request: z.object({ company_id: zCompanyId, store_id: zStoreId, customer_id: zOptionalId, address_id: zId, ...zAddressFields }),
  }),
  removeToAddress: call<Msg>()({
    ...clientCalls.removeToAddress, auth: true, message: 'Remove successfully',
    request: z.object({ store_id: zStoreId, customer_id: zOptionalId, address_id: zId }),
  }),

  // ----- contact -----
  // SPEC's client also sends subjects, adminEmail and HTML templates: they are not in
  // the schema, so they are dropped here and never reach the handler (DESIGN "Who may
  // do what"). The sender's address comes as userEmail (SPEC) or email.
  sendContactUsEmail: call<Msg>()({
    ...clientCalls.sendContactUsEmail,
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
} as const;

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
