// Every catalogue read (all cached calls, docs/rules/api.md#calls): shelves and menus,
// banners and home sections, product lists with their filters, search and the
// product page. Each reads through lib/catalog/data.ts (cached there, shared with the
// pages) and answers in the contract's response keys; the dispatcher adds the message.
import {
  getAgeGroupProductList, getAgeGroupProducts, getAgeGroups, getApplicableOffer, getBanners, getBrandOffers, getBrandProductList,
  getBrandProducts, getBrands, getCartSimilarProducts, getCategoryBrands, getCategoryProductList, getCategoryProducts, getDeals,
  getFilterOptions, getHomeCategories, getNewArrivals, getOffers, getProduct, getProductList, getProductVariants, getPromoBanners,
  getStores, getSubcategories, getSubcategoryProducts, getSubcategoryProductsBySlug, getVerticalCategories, getVerticalFilterOptions,
  getVerticalProducts, getVerticals, searchCatalog,
} from '@/lib/catalog/data';
import type { ProductFilter } from '@/lib/catalog/product-queries';
import type { HandlerTable } from '../handler';

/** The list filters every filter call shares, from the contract's field names. */
function listFilter(input: { from_price?: number; to_price?: number; brand_id: number[]; gender: string[]; age: string[] }): ProductFilter {
  return { priceFrom: input.from_price, priceTo: input.to_price, brandIds: input.brand_id, genders: input.gender, ageGroups: input.age };
}

/** Only the paging fields, so a page and an HTTP call of the same page share a cache entry. */
const paging = ({ page, result_per_page }: { page: number; result_per_page: number }) => ({ page, result_per_page });

export const catalogHandlers: HandlerTable = {
  // ----- shelves and menus -----
  async verticalWithCatList({ store_id }) {
    return { payload_verticalWithCatList: { vertical: await getVerticals(store_id) } };
  },
  async verticalDesign({ store_id }) {
    return { payload_verticaldesign: await getVerticals(store_id) };
  },
  async verticalList({ store_id }) {
    return { payload_verticalList: await getVerticals(store_id) };
  },
  async verticalByCategory({ store_id, vertical_id, vertical_slug }) {
    return { payload_verticalByCategory: await getVerticalCategories(store_id, { id: vertical_id, slug: vertical_slug }) };
  },
  async categoryBySubCategory({ store_id, category_id, category_slug }) {
    return { payload_categoryBySubCategory: await getSubcategories(store_id, { id: category_id, slug: category_slug }) };
  },
  async getAllBrands({ store_id }) {
    return { payload_getAllBrands: await getBrands(store_id) };
  },
  async categoryByBrand({ store_id, category_id }) {
    return { payload_categoryByBrand: await getCategoryBrands(store_id, category_id) };
  },
  async ageGroupList({ store_id }) {
    return { payload_ageGroupList: { age_group: await getAgeGroups(store_id) } };
  },
  async getAllStores({ company_id }) {
    return { payload: await getStores(company_id) };
  },

  // ----- home sections -----
  async banner({ store_id }) {
    return { payload_banner: await getBanners(store_id) };
  },
  async promoBanner({ store_id }) {
    return { payload_promobanner: await getPromoBanners(store_id) };
  },
  async brandOffer({ company_id }) {
    return { payload_brandOffer: { brand_offer: await getBrandOffers(company_id) } };
  },
  async normalDeals({ store_id }) {
    return { payload_normalDeals: { product: await getDeals(store_id, 'normal') } };
  },
  async hotDeals({ store_id }) {
    return { payload_hotDeals: { product: await getDeals(store_id, 'hot') } };
  },
  async newArrivals({ store_id }) {
    return { payload_newarrivalRandom: await getNewArrivals(store_id) };
  },
  async homeCategories({ company_id, store_id }) {
    return { payload: await getHomeCategories(company_id, store_id) };
  },
  async offers({ store_id }) {
    return { payload_offers: await getOffers(store_id) };
  },
  async applicableOffer({ store_id, cart_amount }) {
    return { offer: await getApplicableOffer(store_id, cart_amount) };
  },
  async cartSimilarProduct({ store_id, product_id }) {
    return { payload_cartSimilarProduct: await getCartSimilarProducts(store_id, product_id) };
  },

  // ----- the product page -----
  async productDetail({ product_slug, product_id, company_id, store_id }) {
    return { payload: await getProduct(company_id, store_id, { id: product_id, slug: product_slug }) };
  },
  async productVariantInfo({ product_id, store_id }) {
    return { payload: await getProductVariants(store_id, product_id) };
  },

  // ----- product lists -----
  async verticalByProduct(input) {
    return { payload_VerticalByProduct: await getVerticalProducts(input.store_id, input.vertical_slug, paging(input)) };
  },
  async categoryByProduct(input) {
    return { payload_CategoryByProduct: await getCategoryProducts(input.store_id, input.category_slug, input.vertical_slug, paging(input)) };
  },
  async subCategoryByProduct(input) {
    return { payload_SubCategoryByProduct: await getSubcategoryProducts(input.store_id, input.subcategory_id, paging(input)) };
  },
  async subCategoryByProductBySlug(input) {
    return { payload_SubCategoryByProductBySlug: await getSubcategoryProductsBySlug(input.store_id, input.subCategorySlug, paging(input)) };
  },
  async brandByProduct(input) {
    return { payload_BrandByProduct: await getBrandProducts(input.store_id, input.brand_id, paging(input)) };
  },
  async ageGroupByProduct(input) {
    return { payload_ageGroupByProduct: await getAgeGroupProducts(input.store_id, input.age_group_slug, paging(input)) };
  },

  // ----- filters -----
  async filterByProduct(input) {
    const filter: ProductFilter = {
      ...listFilter(input), verticalId: input.vertical_id, categoryIds: input.category_id === undefined ? undefined : [input.category_id], subcategoryId: input.subcategory_id,
    };
    return { payload_FilterByProduct: await getProductList(input.store_id, filter, paging(input)) };
  },
  async filterByProductNew(input) {
    const filter: ProductFilter = { ...listFilter(input), verticalId: input.vertical_id };
    return { payload_FilterByProductNew: await getProductList(input.store_id, filter, paging(input)) };
  },
  async filterByProductAge(input) {
    return { payload_FilterByProductAge: await getAgeGroupProductList(input.store_id, input.age_group_slug, listFilter(input), paging(input)) };
  },
  async filterByProductCategory(input) {
    return {
      payload_FilterByProductCategory: await getCategoryProductList(input.store_id, input.category_name_url, input.vertical_id, listFilter(input), paging(input)),
    };
  },
  async filterByProductBrand(input) {
    return { payload_FilterByProducBrand: await getBrandProductList(input.store_id, input.brand, listFilter(input), paging(input)) };
  },
  async filterOption({ store_id, vertical_id, category_id, subcategory_id, brand_id, age_group_id }) {
    const scope: ProductFilter = {
      verticalId: vertical_id,
      categoryIds: category_id === undefined ? undefined : [category_id],
      subcategoryId: subcategory_id,
      brandIds: brand_id === undefined ? undefined : [brand_id],
      ageGroupId: age_group_id,
    };
    return { payload_filterOption: await getFilterOptions(store_id, scope) };
  },
  async filterOptionVerticalSlug({ store_id, vertical_slug }) {
    return { payload_filterOptionVerticalSlug: await getVerticalFilterOptions(store_id, vertical_slug) };
  },

  // ----- search -----
  async storeSearch(input) {
    const filter: ProductFilter = {
      verticalId: input.vertical_id,
      priceFrom: input.price_from,
      priceTo: input.price_to,
      genders: input.gender,
      ageGroups: input.age,
      brandNames: input.brand,
    };
    const { products, total } = await searchCatalog(input.store_id, input.keyword, filter, paging(input));
    return { payload_searchAI: products, total };
  },
};
