// Every catalogue read of SPEC section 7 (all cached calls): shelves and menus,
// banners and home sections, product lists with their filters, search and the
// product page. Response keys and messages come from the contract.
import { calls, type CallName, type ProductCard } from '@/lib/contract';
import { texts } from '@/lib/texts';
import { findAgeGroup, findBrand, findCategory, findSubcategory, findVertical } from '@/lib/catalog/lookups';
import { filterOptions } from '@/lib/catalog/filter-options';
import {
  activeOffers, ageGroups, allBrands, applicableOffer, bannerGroups, bannersOf, brandOffers, brandsOfCategory,
  homeCategories, storeLocations, toAgeGroup, toBrand,
} from '@/lib/catalog/merchandising';
import { categoriesOf, subcategoriesOf, verticalTree } from '@/lib/catalog/navigation';
import { productDetail } from '@/lib/catalog/product-detail';
import { listProductCards, listProductPage, type ProductFilter } from '@/lib/catalog/product-queries';
import { searchProducts } from '@/lib/catalog/search';
import type { DB } from '@/lib/db';
import { notFound } from '../errors';
import type { HandlerTable } from '../handler';

/** Cards per home section (deals, hot deals, new arrivals) and per related-products carousel. */
export const SECTION_SIZE = 12;

const message = (name: CallName) => calls[name].message!;

/** The list filters every filter call shares, from the contract's field names. */
function listFilter(input: { from_price?: number; to_price?: number; brand_id: number[]; gender: string[]; age: string[] }): ProductFilter {
  return { priceFrom: input.from_price, priceTo: input.to_price, brandIds: input.brand_id, genders: input.gender, ageGroups: input.age };
}

/** Sorted by stock, highest first (SPEC: new arrivals). */
const byStockDesc = (a: ProductCard, b: ProductCard) => b.stock - a.stock;

async function verticalOf(db: DB, storeId: number, verticalId: number) {
  const [vertical] = await verticalTree(db, storeId, verticalId);
  if (!vertical) throw notFound('Vertical not found.');
  return vertical;
}

export const catalogHandlers: HandlerTable = {
  // ----- shelves and menus -----
  async verticalWithCatList({ store_id }, { database }) {
    return { message: message('verticalWithCatList'), payload_verticalWithCatList: { vertical: await verticalTree(database.db, store_id) } };
  },
  async verticalDesign({ store_id }, { database }) {
    return { message: message('verticalDesign'), payload_verticaldesign: await verticalTree(database.db, store_id) };
  },
  async verticalList({ store_id }, { database }) {
    return { message: message('verticalList'), payload_verticalList: await verticalTree(database.db, store_id) };
  },
  async verticalByCategory({ store_id, vertical_id, vertical_slug }, { database }) {
    const vertical = await findVertical(database.db, store_id, { id: vertical_id, slug: vertical_slug });
    return { message: message('verticalByCategory'), payload_verticalByCategory: await categoriesOf(database.db, store_id, { verticalId: Number(vertical.id) }) };
  },
  async categoryBySubCategory({ store_id, category_id, category_slug }, { database }) {
    const category = await findCategory(database.db, store_id, { id: category_id, slug: category_slug });
    const subcategories = await subcategoriesOf(database.db, store_id, { categoryId: Number(category.id) });
    return {
      message: message('categoryBySubCategory'),
      payload_categoryBySubCategory: subcategories.map(({ subcategory_id, name, name_url }) => ({ subcategory_id, name, name_url })),
    };
  },
  async getAllBrands({ store_id }, { database }) {
    return { message: message('getAllBrands'), payload_getAllBrands: await allBrands(database.db, store_id) };
  },
  async categoryByBrand({ store_id, category_id }, { database }) {
    await findCategory(database.db, store_id, { id: category_id });
    return { message: message('categoryByBrand'), payload_categoryByBrand: await brandsOfCategory(database.db, store_id, category_id) };
  },
  async ageGroupList({ store_id }, { database }) {
    return { message: message('ageGroupList'), payload_ageGroupList: { age_group: await ageGroups(database.db, store_id) } };
  },
  async getAllStores({ company_id }, { database }) {
    return { message: message('getAllStores'), payload: await storeLocations(database.db, company_id) };
  },

  // ----- home sections -----
  async banner({ store_id }, { database }) {
    return { message: message('banner'), payload_banner: await bannerGroups(database.db, store_id) };
  },
  async promoBanner({ store_id }, { database }) {
    const banners = await bannersOf(database.db, store_id, 'promobanner');
    return { message: message('promoBanner'), payload_promobanner: banners.map(({ kind: _kind, ...banner }) => banner) };
  },
  async brandOffer({ company_id }, { database }) {
    return { message: message('brandOffer'), payload_brandOffer: { brand_offer: await brandOffers(database.db, company_id) } };
  },
  async normalDeals({ store_id }, { database }) {
    const product = await listProductCards(database.db, store_id, { dealTypeId: 1 }, { limit: SECTION_SIZE, order: 'inStockFirst' });
    return { message: message('normalDeals'), payload_normalDeals: { product } };
  },
  async hotDeals({ store_id }, { database }) {
    const product = await listProductCards(database.db, store_id, { dealTypeId: 2 }, { limit: SECTION_SIZE, order: 'inStockFirst' });
    return { message: message('hotDeals'), payload_hotDeals: { product } };
  },
  async newArrivals({ store_id }, { database }) {
    const newest = await listProductCards(database.db, store_id, {}, { limit: SECTION_SIZE, order: 'newest' });
    return { message: message('newArrivals'), payload_newarrivalRandom: newest.sort(byStockDesc) };
  },
  async homeCategories({ company_id, store_id }, { database }) {
    return { message: message('homeCategories'), payload: await homeCategories(database.db, company_id, store_id) };
  },
  async offers({ store_id }, { database }) {
    return { message: message('offers'), payload_offers: await activeOffers(database.db, store_id) };
  },
  async applicableOffer({ store_id, cart_amount }, { database }) {
    return { message: message('applicableOffer'), offer: await applicableOffer(database.db, store_id, cart_amount) };
  },
  async cartSimilarProduct({ store_id, product_id }, { database }) {
    if (product_id.length === 0) return { message: message('cartSimilarProduct'), payload_cartSimilarProduct: [] };
    const inCart = await database.db
      .selectFrom('products')
      .select('category_id')
      .distinct()
      .where('store_id', '=', store_id)
      .where('id', 'in', product_id)
      .execute();
    const categoryIds = inCart.map((r) => Number(r.category_id));
    const similar = categoryIds.length
      ? await listProductCards(database.db, store_id, { categoryIds, excludeIds: product_id }, { limit: SECTION_SIZE, order: 'inStockFirst' })
      : [];
    return { message: message('cartSimilarProduct'), payload_cartSimilarProduct: similar };
  },

  // ----- the product page -----
  async productDetail({ product_slug, product_id, company_id, store_id }, { database }) {
    const product = await productDetail(database.db, company_id, store_id, { id: product_id, slug: product_slug });
    if (!product) throw notFound(texts.productNotFound);
    return { message: message('productDetail'), payload: product };
  },
  async productVariantInfo({ product_id, store_id }, { database }) {
    const db = database.db;
    const product = await db
      .selectFrom('products')
      .select(['id', 'variant_group'])
      .where('id', '=', product_id)
      .where('store_id', '=', store_id)
      .executeTakeFirst();
    if (!product) throw notFound(texts.productNotFound);
    // A product without a variant group is its own only variant.
    let query = db.selectFrom('products').select(['id', 'name_url', 'color_id', 'color', 'image']).where('store_id', '=', store_id);
    query = product.variant_group === null ? query.where('id', '=', product_id) : query.where('variant_group', '=', product.variant_group);
    const rows = await query.orderBy('color_id').orderBy('id').execute();
    return {
      message: message('productVariantInfo'),
      payload: rows.map((r) => ({
        product_id: Number(r.id), name_url: r.name_url, color_id: r.color_id === null ? null : Number(r.color_id), color: r.color, image: r.image,
      })),
    };
  },

  // ----- product lists -----
  async verticalByProduct({ store_id, vertical_slug, page, result_per_page }, { database }) {
    const found = await findVertical(database.db, store_id, { slug: vertical_slug });
    const [list, vertical] = await Promise.all([
      listProductPage(database.db, store_id, { verticalId: Number(found.id) }, { page, result_per_page }),
      verticalOf(database.db, store_id, Number(found.id)),
    ]);
    return { message: message('verticalByProduct'), payload_VerticalByProduct: { ...list, vertical } };
  },
  async categoryByProduct({ store_id, category_slug, vertical_slug, page, result_per_page }, { database }) {
    const db = database.db;
    const category = await findCategory(db, store_id, { slug: category_slug });
    // /store-product/vertical/{v}/category/{c}: the category must belong to that vertical.
    if (vertical_slug !== undefined) {
      const vertical = await findVertical(db, store_id, { slug: vertical_slug });
      if (Number(vertical.id) !== Number(category.vertical_id)) throw notFound('Category not found.');
    }
    const categoryId = Number(category.id);
    const [list, [categoryWithSubs], vertical, brands] = await Promise.all([
      listProductPage(db, store_id, { categoryIds: [categoryId] }, { page, result_per_page }),
      categoriesOf(db, store_id, { categoryId }),
      verticalOf(db, store_id, Number(category.vertical_id)),
      brandsOfCategory(db, store_id, categoryId),
    ]);
    return {
      message: message('categoryByProduct'),
      payload_CategoryByProduct: { ...list, category: categoryWithSubs!, vertical, brands: brands.map((b) => ({ id: b.id, name: b.name })) },
    };
  },
  async subCategoryByProduct({ store_id, subcategory_id, page, result_per_page }, { database }) {
    const sub = await findSubcategory(database.db, store_id, { id: subcategory_id });
    const list = await listProductPage(database.db, store_id, { subcategoryId: Number(sub.id) }, { page, result_per_page });
    return {
      message: message('subCategoryByProduct'),
      payload_SubCategoryByProduct: { ...list, subCategory: { subcategory_id: Number(sub.id), name: sub.name, name_url: sub.name_url } },
    };
  },
  async subCategoryByProductBySlug({ store_id, subCategorySlug, page, result_per_page }, { database }) {
    const db = database.db;
    const sub = await findSubcategory(db, store_id, { slug: subCategorySlug });
    const [list, category] = await Promise.all([
      listProductPage(db, store_id, { subcategoryId: Number(sub.id) }, { page, result_per_page }),
      findCategory(db, store_id, { id: Number(sub.category_id) }),
    ]);
    return {
      message: message('subCategoryByProductBySlug'),
      payload_SubCategoryByProductBySlug: {
        ...list,
        subCategory: { subcategory_id: Number(sub.id), name: sub.name, name_url: sub.name_url, category_name: category.name, category_url: category.name_url },
      },
    };
  },
  async brandByProduct({ store_id, brand_id, page, result_per_page }, { database }) {
    const brand = await findBrand(database.db, store_id, brand_id);
    const list = await listProductPage(database.db, store_id, { brandIds: [Number(brand.id)] }, { page, result_per_page });
    return { message: message('brandByProduct'), payload_BrandByProduct: { ...list, brand: toBrand(brand) } };
  },
  async ageGroupByProduct({ store_id, age_group_slug, page, result_per_page }, { database }) {
    const group = await findAgeGroup(database.db, store_id, { slug: age_group_slug });
    const list = await listProductPage(database.db, store_id, { ageGroupId: Number(group.id) }, { page, result_per_page });
    return { message: message('ageGroupByProduct'), payload_ageGroupByProduct: { ...list, age_group: toAgeGroup(group) } };
  },

  // ----- filters -----
  async filterByProduct(input, { database }) {
    const filter: ProductFilter = {
      ...listFilter(input), verticalId: input.vertical_id, categoryIds: input.category_id === undefined ? undefined : [input.category_id], subcategoryId: input.subcategory_id,
    };
    return { message: message('filterByProduct'), payload_FilterByProduct: await listProductPage(database.db, input.store_id, filter, input) };
  },
  async filterByProductNew(input, { database }) {
    const filter: ProductFilter = { ...listFilter(input), verticalId: input.vertical_id };
    return { message: message('filterByProductNew'), payload_FilterByProductNew: await listProductPage(database.db, input.store_id, filter, input) };
  },
  async filterByProductAge(input, { database }) {
    const group = await findAgeGroup(database.db, input.store_id, { slug: input.age_group_slug });
    const filter: ProductFilter = { ...listFilter(input), ageGroupId: Number(group.id) };
    return { message: message('filterByProductAge'), payload_FilterByProductAge: await listProductPage(database.db, input.store_id, filter, input) };
  },
  async filterByProductCategory(input, { database }) {
    const category = await findCategory(database.db, input.store_id, { slug: input.category_name_url });
    if (input.vertical_id !== undefined && input.vertical_id !== Number(category.vertical_id)) throw notFound('Category not found.');
    const filter: ProductFilter = { ...listFilter(input), categoryIds: [Number(category.id)] };
    return {
      message: message('filterByProductCategory'),
      payload_FilterByProductCategory: await listProductPage(database.db, input.store_id, filter, input),
    };
  },
  async filterByProductBrand(input, { database }) {
    const brand = await findBrand(database.db, input.store_id, input.brand);
    // A brand page lists its own brand only, whatever brand ids the panel sends.
    const filter: ProductFilter = { ...listFilter(input), brandIds: [Number(brand.id)] };
    return {
      message: message('filterByProductBrand'),
      payload_FilterByProducBrand: await listProductPage(database.db, input.store_id, filter, input),
    };
  },
  async filterOption({ store_id, vertical_id, category_id, subcategory_id, brand_id, age_group_id }, { database }) {
    const scope: ProductFilter = {
      verticalId: vertical_id,
      categoryIds: category_id === undefined ? undefined : [category_id],
      subcategoryId: subcategory_id,
      brandIds: brand_id === undefined ? undefined : [brand_id],
      ageGroupId: age_group_id,
    };
    return { message: message('filterOption'), payload_filterOption: await filterOptions(database.db, store_id, scope) };
  },
  async filterOptionVerticalSlug({ store_id, vertical_slug }, { database }) {
    const vertical = await findVertical(database.db, store_id, { slug: vertical_slug });
    const { gender, age_group } = await filterOptions(database.db, store_id, { verticalId: Number(vertical.id) });
    return { message: message('filterOptionVerticalSlug'), payload_filterOptionVerticalSlug: { gender, age_group } };
  },

  // ----- search -----
  async storeSearch(input, { database }) {
    const filter: ProductFilter = {
      verticalId: input.vertical_id,
      priceFrom: input.price_from,
      priceTo: input.price_to,
      genders: input.gender,
      ageGroups: input.age,
      brandNames: input.brand,
    };
    const { products, total } = await searchProducts(database.db, input.store_id, input.keyword, filter, input);
    return { message: message('storeSearch'), payload_searchAI: products, total };
  },
};
