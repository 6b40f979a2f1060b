// The seller's catalogue editor (docs/rules/products.md): list and read products for the
// console, and create or change one (products/save). A save is one transaction with its
// audit line; the vertical follows from the category; the URL name (slug) is made from
// the name and kept unique, so a renamed product gets a new one and its old URL answers a
// permanent redirect (the product page sends any other slug to the canonical one). Once
// it commits, the cached catalogue and stock answers expire (lib/cache.ts), so the
// product page, lists, search, JSON-LD and the sitemap show the change at once.
import 'server-only';
import { PACKAGE_KEYS, type PackageFacts } from './package';
import { sql } from 'kysely';
import { seller, store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { expireCatalogueCache } from '@/lib/cache';
import { sanitizeDescription } from '@/lib/catalog/description';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { archiveOf } from './archive';
import { dealProblem } from './deal-rules';
import { freeSlug } from './slugs';
import { picturesOf } from './pictures';
import { editableOtherInformation, editableSpecifications, mergedJson, missingDimension, type OtherInformationInput, type SpecificationsInput } from './details';
import { lowOnStock } from './low-stock';
import { productChanged } from '@/lib/alerts/triggers';
import type { EditableProduct, ProductList, ProductShelves } from './types';

export type { EditableProduct, ProductList, ProductShelves };

export const PRODUCTS_PAGE_SIZE = 25;
const now = () => new Date().toISOString();

export interface ProductInput {
  productId?: number;
  name: string;
  brandId: number;
  categoryId: number;
  /** Rupees. */
  mrp: number;
  sellingPrice: number;
  stock: number;
  subcategoryId?: number | null;
  ageGroupId?: number | null;
  gender?: string | null;
  skuNo?: string;
  noOfQuantityAllowed?: number;
  description?: string | null;
  /** A deal: its price (rupees) until `dealEndsAt`; null ends it. */
  dealPrice?: number | null;
  dealEndsAt?: string | null;
  hsn?: string | null;
  gstRate?: number;
  /** Condition fields; left as they were when undefined. */
  conditionGrade?: string | null;
  warrantyMonths?: number;
  boxContents?: string | null;
  /** Left as they were when undefined; within them a key left out stays, null clears it. */
  specifications?: SpecificationsInput;
  otherInformation?: OtherInformationInput;
  barcode?: string | null;
  /** 0 to 1000; null: the store's default. */
  lowStockAt?: number | null;
  /** The package facts (lib/products/package.ts); a key left out stays, null clears it. */
  packageFacts?: Partial<PackageFacts>;
}

const columns = [
  'id', 'name', 'name_url', 'sku_no', 'deal_type_id', 'vertical_id', 'category_id', 'subcategory_id', 'brand_id', 'age_group_id', 'gender', 'mrp_paise',
  'selling_price_paise', 'deal_price_paise', 'deal_ends_at', 'stock', 'sold_by_unit', 'no_of_quantity_allowed', 'description', 'hsn_code', 'gst_rate', 'image', 'updated_at',
  'gallery_images', 'picture_alts', 'condition_grade', 'warranty_months', 'box_contents', 'specifications', 'other_information', 'barcode', 'low_stock_at',
  ...PACKAGE_KEYS,
] as const;

type Row = NonNullable<Awaited<ReturnType<typeof productRow>>>;

function viewOf(r: Row): EditableProduct {
  return {
    product_id: Number(r.id), name: r.name, name_url: r.name_url, sku_no: r.sku_no, vertical_id: Number(r.vertical_id), category_id: Number(r.category_id),
    subcategory_id: r.subcategory_id === null ? null : Number(r.subcategory_id), brand_id: r.brand_id === null ? null : Number(r.brand_id),
    age_group_id: r.age_group_id === null ? null : Number(r.age_group_id), gender: r.gender, mrp: rupeesFromPaise(r.mrp_paise),
    selling_price: rupeesFromPaise(r.selling_price_paise), deal_price: r.deal_price_paise === null ? null : rupeesFromPaise(r.deal_price_paise),
    deal_ends_at: r.deal_ends_at, stock: Number(r.stock), sold_by_unit: Number(r.sold_by_unit) === 1, no_of_quantity_allowed: Number(r.no_of_quantity_allowed), description: r.description,
    hsn: r.hsn_code, gst_rate: Number(r.gst_rate), image: r.image, pictures: picturesOf(r),
    condition_grade: r.condition_grade, warranty_months: Number(r.warranty_months), box_contents: r.box_contents,
    specifications: editableSpecifications(r.specifications), other_information: editableOtherInformation(r.other_information), barcode: r.barcode,
    low_stock_at: r.low_stock_at === null ? null : Number(r.low_stock_at),
    ...(Object.fromEntries(PACKAGE_KEYS.map((key) => [key, r[key] === null ? null : Number(r[key])])) as PackageFacts),
    updated_at: r.updated_at,
  };
}

async function productRow(db: DB | Tx, productId: number) {
  return db.selectFrom('products').select(columns).where('store_id', '=', store.storeId).where('id', '=', productId).executeTakeFirst();
}

export async function editableProduct(db: DB, productId: number): Promise<EditableProduct> {
  const row = await productRow(db, productId);
  if (!row) throw new ShopError('not_found', sellerTexts.products.notFound);
  return viewOf(row);
}

/**
 * The console's list: newest first, or matching a name or SKU; the archived ones on their
 * own; with `lowStock`, only those low on stock (lib/products/low-stock.ts), fewest first,
 * as the dashboard's card lists them.
 */
export async function listEditableProducts(db: DB, filter: { q?: string; page: number; archived?: boolean; lowStock?: boolean }): Promise<ProductList> {
  const term = filter.q?.trim().toLowerCase();
  const base = db
    .selectFrom('products')
    .where('store_id', '=', filter.archived ? archiveOf(store.storeId) : store.storeId)
    .$if(!!term, (q) => q.where((eb) => eb.or([eb(sql<string>`lower(name)`, 'like', `%${term}%`), eb(sql<string>`lower(sku_no)`, 'like', `%${term}%`)])))
    .$if(!!filter.lowStock, (q) => q.where(lowOnStock(seller.lowStockAt)));
  const ordered = filter.lowStock ? base.select(columns).orderBy('stock').orderBy('id') : base.select(columns).orderBy('id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.limit(PRODUCTS_PAGE_SIZE).offset((filter.page - 1) * PRODUCTS_PAGE_SIZE).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { products: rows.map(viewOf), total: Number(count.n), page: filter.page, page_size: PRODUCTS_PAGE_SIZE, low_stock_default: seller.lowStockAt };
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** Checks what the database must confirm (the shelves exist and fit together); the vertical of the category. */
async function checkShelves(tx: Tx, input: ProductInput): Promise<number> {
  const category = await tx.selectFrom('categories').select(['id', 'vertical_id']).where('store_id', '=', store.storeId).where('id', '=', input.categoryId).executeTakeFirst();
  if (!category) throw invalid('category_id', sellerTexts.products.noSuchCategory);
  const brand = await tx.selectFrom('brands').select('id').where('store_id', '=', store.storeId).where('id', '=', input.brandId).executeTakeFirst();
  if (!brand) throw invalid('brand_id', sellerTexts.products.noSuchBrand);
  if (input.subcategoryId) {
    const sub = await tx.selectFrom('subcategories').select('category_id').where('store_id', '=', store.storeId).where('id', '=', input.subcategoryId).executeTakeFirst();
    if (!sub || Number(sub.category_id) !== input.categoryId) throw invalid('subcategory_id', sellerTexts.products.subcategoryNotOfCategory);
  }
  if (input.ageGroupId) {
    const age = await tx.selectFrom('age_groups').select('id').where('store_id', '=', store.storeId).where('id', '=', input.ageGroupId).executeTakeFirst();
    if (!age) throw invalid('age_group_id', sellerTexts.products.noSuchAgeGroup);
  }
  return Number(category.vertical_id);
}

/** Creates the product, or changes it (product_id given); its id, URL name, description as stored (cleaned) and the product as saved. */
export async function saveProduct(
  database: OpenedDatabase,
  staff: StaffMember,
  input: ProductInput,
  clientIp: string,
): Promise<{ product_id: number; name_url: string; description: string | null; product: EditableProduct }> {
  if (input.sellingPrice > input.mrp) throw invalid('selling_price', sellerTexts.products.priceAboveMrp);
  const badDeal = input.dealPrice != null ? dealProblem(input.sellingPrice, input.dealPrice, input.dealEndsAt) : null;
  if (badDeal) throw invalid(badDeal.field, badDeal.message);
  return writeTransaction(database, async (tx) => {
    const verticalId = await checkShelves(tx, input);
    const before = input.productId ? await productRow(tx, input.productId) : undefined;
    if (input.productId && !before) throw new ShopError('not_found', sellerTexts.products.notFound);
    const specifications = mergedJson(before?.specifications ?? null, input.specifications);
    const missing = missingDimension(specifications);
    if (missing) throw invalid(`specifications.${missing}`, sellerTexts.productDetails.dimensionsTogether);
    const nameUrl = before && before.name === input.name ? before.name_url : await freeSlug(tx, input.name, input.productId);
    const deal = input.dealPrice != null;
    const values = {
      vertical_id: verticalId, category_id: input.categoryId, subcategory_id: input.subcategoryId ?? null, brand_id: input.brandId,
      age_group_id: input.ageGroupId ?? null, gender: input.gender ?? null, name: input.name, name_url: nameUrl,
      mrp_paise: paiseFromRupees(input.mrp), selling_price_paise: paiseFromRupees(input.sellingPrice),
      // A product sold by unit counts its stock from its units; the form's stock is not read (docs/rules/products.md#units).
      stock: before && Number(before.sold_by_unit) === 1 ? Number(before.stock) : input.stock,
      no_of_quantity_allowed: input.noOfQuantityAllowed ?? before?.no_of_quantity_allowed ?? 5,
      // Stored clean, so the console shows what the shop will (docs/rules/products.md#description).
      description: input.description === undefined ? (before?.description ?? null) : input.description ? sanitizeDescription(input.description) || null : null,
      is_deal: deal ? 1 : 0, deal_type_id: deal ? Number(before?.deal_type_id ?? 2) : null, deal_price_paise: deal ? paiseFromRupees(input.dealPrice!) : null, deal_ends_at: deal ? input.dealEndsAt! : null,
      hsn_code: input.hsn === undefined ? (before?.hsn_code ?? null) : input.hsn, gst_rate: input.gstRate ?? (before ? Number(before.gst_rate) : 18),
      condition_grade: input.conditionGrade === undefined ? (before?.condition_grade ?? null) : input.conditionGrade,
      warranty_months: input.warrantyMonths ?? (before ? Number(before.warranty_months) : 0),
      box_contents: input.boxContents === undefined ? (before?.box_contents ?? null) : input.boxContents,
      specifications, other_information: mergedJson(before?.other_information ?? null, input.otherInformation),
      barcode: input.barcode === undefined ? (before?.barcode ?? null) : input.barcode,
      low_stock_at: input.lowStockAt === undefined ? (before?.low_stock_at ?? null) : input.lowStockAt,
      ...(Object.fromEntries(PACKAGE_KEYS.map((key) => [key, input.packageFacts?.[key] === undefined ? (before?.[key] ?? null) : input.packageFacts[key]])) as PackageFacts),
      updated_at: now(),
    };
    let productId: number;
    if (before) {
      productId = Number(before.id);
      await tx.updateTable('products').set({ ...values, ...(input.skuNo ? { sku_no: input.skuNo } : {}) }).where('id', '=', productId).execute();
    } else {
      const inserted = await tx
        .insertInto('products')
        .values({
          company_id: store.companyId, store_id: store.storeId, ...values, sku_no: input.skuNo ?? `SKU-${Date.now().toString(36).toUpperCase()}`,
          image: '', gallery_images: '[]', color_id: null, color: null, variant_group: null, is_featured: 0, bank_offer: null, total_rating: 0, review_count: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productId = Number(inserted.id);
    }
    const after = viewOf((await productRow(tx, productId))!);
    // Back in stock or cheaper: the product's alerts are checked (docs/rules/alerts.md#when-alerts-fire).
    if (before) {
      await productChanged(tx, {
        productId, stockBefore: Number(before.stock), stockAfter: values.stock, priceBefore: Number(before.selling_price_paise), priceAfter: values.selling_price_paise,
      });
    }
    await recordAudit(tx, {
      staff, action: before ? 'product.update' : 'product.create', objectType: 'product', objectId: productId,
      before: before ? viewOf(before) : undefined, after, clientIp,
    });
    // Every cached answer that may show it: the page, lists, search, the sitemap.
    afterCommit(tx, expireCatalogueCache);
    return { product_id: productId, name_url: after.name_url, description: after.description, product: after };
  });
}

/**
 * A copy of a product to start a similar one from: every field, its pictures too, named
 * "<name> (copy)" with a new SKU and URL name and no stock, so it sells nothing until
 * staff have changed what differs. Audited (product.duplicate).
 */
export async function duplicateProduct(database: OpenedDatabase, staff: StaffMember, productId: number, clientIp: string): Promise<{ product_id: number; name_url: string }> {
  return writeTransaction(database, async (tx) => {
    const source = await tx.selectFrom('products').selectAll().where('store_id', '=', store.storeId).where('id', '=', productId).executeTakeFirst();
    if (!source) throw new ShopError('not_found', sellerTexts.products.notFound);
    const { id: _id, created_at: _created, ...fields } = source;
    const name = sellerTexts.products.copyName(source.name).slice(0, 200);
    const nameUrl = await freeSlug(tx, name);
    const inserted = await tx
      .insertInto('products')
      .values({
        ...fields, name, name_url: nameUrl, sku_no: `SKU-${Date.now().toString(36).toUpperCase()}`, stock: 0,
        total_rating: 0, review_count: 0, updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copyId = Number(inserted.id);
    await recordAudit(tx, {
      staff, action: 'product.duplicate', objectType: 'product', objectId: copyId,
      before: { product_id: productId }, after: viewOf((await productRow(tx, copyId))!), clientIp,
    });
    afterCommit(tx, expireCatalogueCache);
    return { product_id: copyId, name_url: nameUrl };
  });
}

/**
 * Prices and stock of many products at once (the console's list): one transaction, one
 * audit line with each product's before and after, nothing written if any item is
 * refused (400 naming it). A price above the product's MRP is refused.
 */
export async function bulkUpdateProducts(
  database: OpenedDatabase,
  staff: StaffMember,
  items: { productId: number; sellingPrice?: number; stock?: number }[],
  clientIp: string,
): Promise<{ updated: number; products: EditableProduct[] }> {
  return writeTransaction(database, async (tx) => {
    const changes: { product_id: number; before: { selling_price: number; stock: number }; after: { selling_price: number; stock: number } }[] = [];
    for (const [index, item] of items.entries()) {
      const row = await productRow(tx, item.productId);
      if (!row) throw new ShopError('invalid', sellerTexts.products.bulkUnknown(item.productId), { errors: { [`items.${index}.product_id`]: sellerTexts.products.notFound } });
      const price = item.sellingPrice === undefined ? Number(row.selling_price_paise) : paiseFromRupees(item.sellingPrice);
      if (price > Number(row.mrp_paise)) {
        throw new ShopError('invalid', sellerTexts.products.bulkAboveMrp(row.name), { errors: { [`items.${index}.selling_price`]: sellerTexts.products.priceAboveMrp } });
      }
      if (item.stock !== undefined && item.stock !== Number(row.stock) && Number(row.sold_by_unit) === 1) {
        throw new ShopError('invalid', sellerTexts.units.stockIsUnits(row.name), { errors: { [`items.${index}.stock`]: sellerTexts.units.stockIsUnits(row.name) } });
      }
      const stock = item.stock ?? Number(row.stock);
      // Stock is written only when this row sets it: writing back the value read would undo
      // an order that took stock meanwhile.
      const setsStock = item.stock !== undefined && Number(row.sold_by_unit) !== 1;
      await tx.updateTable('products').set({ selling_price_paise: price, ...(setsStock ? { stock } : {}), updated_at: now() }).where('id', '=', item.productId).execute();
      await productChanged(tx, { productId: item.productId, stockBefore: Number(row.stock), stockAfter: setsStock ? stock : Number(row.stock), priceBefore: Number(row.selling_price_paise), priceAfter: price });
      changes.push({
        product_id: item.productId,
        before: { selling_price: rupeesFromPaise(row.selling_price_paise), stock: Number(row.stock) },
        after: { selling_price: rupeesFromPaise(price), stock },
      });
    }
    await recordAudit(tx, { staff, action: 'product.bulk_update', objectType: 'catalogue', after: changes, clientIp });
    afterCommit(tx, expireCatalogueCache);
    // The rows as saved, so the list shows them without reading the page again.
    const products = await Promise.all(changes.map(async (c) => viewOf((await productRow(tx, c.product_id))!)));
    return { updated: changes.length, products };
  });
}

/** What the product form offers: the shelves a product can sit on, and the store's default threshold. */
export async function productShelves(db: DB): Promise<ProductShelves> {
  const [verticals, categories, subcategories, brands, ageGroups] = await Promise.all([
    db.selectFrom('verticals').select(['id', 'name']).where('store_id', '=', store.storeId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'name', 'vertical_id']).where('store_id', '=', store.storeId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('subcategories').select(['id', 'name', 'category_id']).where('store_id', '=', store.storeId).orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'name']).where('store_id', '=', store.storeId).orderBy('name').execute(),
    db.selectFrom('age_groups').select(['id', 'name']).where('store_id', '=', store.storeId).orderBy('sort_order').orderBy('id').execute(),
  ]);
  const plain = <T extends { id: number | bigint }>(rows: T[]) => rows.map((r) => ({ ...r, id: Number(r.id) }));
  return {
    verticals: plain(verticals),
    categories: plain(categories).map((c) => ({ ...c, vertical_id: Number(c.vertical_id) })),
    subcategories: plain(subcategories).map((s) => ({ ...s, category_id: Number(s.category_id) })),
    brands: plain(brands),
    age_groups: plain(ageGroups),
    low_stock_default: seller.lowStockAt,
  };
}
