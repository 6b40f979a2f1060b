// The catalogue as CSV (docs/rules/products.md#csv): export every product, and import a
// file matched by SKU. An import is planned and written as every console CSV is
// (lib/csv/import-plan.ts): nothing while any row is bad, then everything in one
// transaction with one audit line; the cached catalogue expires after it. Shelves are
// named by their URL names, as the export writes them, so an exported file imports back
// unchanged. An error names the row's SKU too: a seller finds a product by it.
import 'server-only';
import { seller, store } from '@/lib/config';
import { csvDownload } from '@/lib/csv/export';
import { commitCsvImport, planCsvImport, shownText, type CsvRow, type CsvValue, type FieldChange, type ImportCounts } from '@/lib/csv/import-plan';
import { afterCommit, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { expireCatalogueCache } from '@/lib/cache';
import { sanitizeDescription } from '@/lib/catalog/description';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { slugify, uniqueSlug } from '@/lib/catalog/slugs';
import { productChanged } from '@/lib/alerts/triggers';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { CONDITION_GRADES, MAX_BOX_CONTENTS, MAX_WARRANTY_MONTHS, isConditionGrade } from './condition';
import { GST_RATES, isGstRate, isHsnCode } from './gst-fields';
import { PACKAGE_KEYS, parsePackageText, type PackageFacts } from './package';
import type { ImportPlan, RowError } from './types';

export type { ImportPlan, RowError };

export const CSV_COLUMNS = ['sku', 'name', 'category', 'subcategory', 'brand', 'mrp', 'selling_price', 'stock', 'no_of_quantity_allowed', 'hsn', 'gst_rate', 'description',
  // Optional (docs/rules/products.md#condition-warranty-box); a file without them imports as before.
  'condition_grade', 'warranty_months', 'box_contents',
  // Optional: the package facts a courier booking needs (docs/rules/shipping.md#package-facts).
  ...PACKAGE_KEYS] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['sku', 'name', 'category', 'brand', 'mrp', 'selling_price', 'stock'];
/** The most rows one file may hold. */
export const MAX_IMPORT_ROWS = 20_000;
const now = () => new Date().toISOString();

/** A product as a row of the file sets it. */
interface PlannedProduct {
  row: number;
  sku: string;
  name: string;
  verticalId: number;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  mrpPaise: number;
  sellingPaise: number;
  stock: number;
  allowed: number | null;
  hsn: string | null;
  gstRate: number | null;
  description: string | null;
  conditionGrade: string | null;
  warrantyMonths: number | null;
  boxContents: string | null;
  /** null: the cell was empty, the fact stays as it is. */
  packageFacts: PackageFacts;
}

const toPaise = (text: string): number | null => (/^\d{1,9}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null);

async function lookups(db: DB | Tx) {
  const [categories, subcategories, brands, products] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name_url', 'vertical_id']).where('store_id', '=', store.storeId).execute(),
    db.selectFrom('subcategories').select(['id', 'name_url', 'category_id']).where('store_id', '=', store.storeId).execute(),
    db.selectFrom('brands').select(['id', 'name_url']).where('store_id', '=', store.storeId).execute(),
    db
      .selectFrom('products')
      .select([
        'id', 'sku_no', 'name', 'name_url', 'category_id', 'subcategory_id', 'brand_id', 'mrp_paise', 'selling_price_paise', 'stock', 'no_of_quantity_allowed',
        'hsn_code', 'gst_rate', 'description', 'sold_by_unit', 'condition_grade', 'warranty_months', 'box_contents', ...PACKAGE_KEYS,
      ])
      .where('store_id', '=', store.storeId)
      .execute(),
  ]);
  return {
    category: new Map(categories.map((c) => [c.name_url, { id: Number(c.id), verticalId: Number(c.vertical_id) }])),
    subcategory: new Map(subcategories.map((s) => [s.name_url, { id: Number(s.id), categoryId: Number(s.category_id) }])),
    brand: new Map(brands.map((b) => [b.name_url, Number(b.id)])),
    /** URL names by id, for the preview's values before and after. */
    categoryUrl: new Map(categories.map((c) => [Number(c.id), c.name_url])),
    subcategoryUrl: new Map(subcategories.map((s) => [Number(s.id), s.name_url])),
    brandUrl: new Map(brands.map((b) => [Number(b.id), b.name_url])),
    bySku: new Map(products.map((p) => [p.sku_no, p])),
    slugs: new Set(products.map((p) => p.name_url)),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

function checkRow(line: CsvRow<Column>, look: Lookups): PlannedProduct | null {
  const { row, cell } = line;
  const fail = (column: Column, message: string) => line.fail(column, message);
  const sku = cell('sku');
  if (!sku) fail('sku', sellerTexts.csv.required);
  else if (sku.length > 60) fail('sku', sellerTexts.csv.tooLong(60));
  const name = cell('name');
  if (!name) fail('name', sellerTexts.csv.required);
  else if (name.length > 200) fail('name', sellerTexts.csv.tooLong(200));
  const category = look.category.get(cell('category'));
  if (!category) fail('category', sellerTexts.csv.noSuch('category', cell('category')));
  const subName = cell('subcategory');
  const subcategory = subName ? look.subcategory.get(subName) : undefined;
  if (subName && (!subcategory || (category && subcategory.categoryId !== category.id))) fail('subcategory', sellerTexts.csv.noSuch('subcategory of that category', subName));
  const brand = look.brand.get(cell('brand'));
  if (!brand) fail('brand', sellerTexts.csv.noSuch('brand', cell('brand')));
  const mrp = toPaise(cell('mrp'));
  if (mrp === null || mrp <= 0) fail('mrp', sellerTexts.csv.amount);
  const selling = toPaise(cell('selling_price'));
  if (selling === null || selling <= 0) fail('selling_price', sellerTexts.csv.amount);
  else if (mrp !== null && selling > mrp) fail('selling_price', sellerTexts.products.priceAboveMrp);
  const stock = /^\d{1,7}$/.test(cell('stock')) ? Number(cell('stock')) : null;
  if (stock === null) fail('stock', sellerTexts.csv.wholeNumber);
  const allowedText = cell('no_of_quantity_allowed');
  const allowed = allowedText === '' ? null : /^\d{1,3}$/.test(allowedText) && Number(allowedText) >= 1 && Number(allowedText) <= 100 ? Number(allowedText) : NaN;
  if (Number.isNaN(allowed)) fail('no_of_quantity_allowed', sellerTexts.csv.allowed);
  const hsn = cell('hsn') || null;
  if (hsn !== null && !isHsnCode(hsn, seller.hsnDigits)) fail('hsn', sellerTexts.csv.hsn(seller.hsnDigits));
  const rateText = cell('gst_rate');
  const gstRate = rateText === '' ? null : /^\d+(\.\d+)?$/.test(rateText) && isGstRate(Number(rateText)) ? Number(rateText) : NaN;
  if (Number.isNaN(gstRate)) fail('gst_rate', sellerTexts.csv.gstRate(GST_RATES));
  const rawDescription = cell('description');
  if (rawDescription.length > 20_000) fail('description', sellerTexts.csv.tooLong(20_000));
  // Stored clean, as the editor stores it (docs/rules/products.md#description).
  const description = rawDescription ? sanitizeDescription(rawDescription) : null;
  const conditionGrade = cell('condition_grade') || null;
  if (conditionGrade !== null && !isConditionGrade(conditionGrade)) fail('condition_grade', sellerTexts.condition.csvGrade(CONDITION_GRADES));
  const warrantyText = cell('warranty_months');
  const warrantyMonths = warrantyText === '' ? null : /^\d{1,2}$/.test(warrantyText) && Number(warrantyText) <= MAX_WARRANTY_MONTHS ? Number(warrantyText) : NaN;
  if (Number.isNaN(warrantyMonths)) fail('warranty_months', sellerTexts.condition.csvWarranty(MAX_WARRANTY_MONTHS));
  const boxContents = cell('box_contents') || null;
  if (boxContents && boxContents.length > MAX_BOX_CONTENTS) fail('box_contents', sellerTexts.csv.tooLong(MAX_BOX_CONTENTS));
  const packageFacts = {} as PackageFacts;
  for (const key of PACKAGE_KEYS) {
    const parsed = parsePackageText(key, cell(key));
    if ('problem' in parsed) fail(key, parsed.problem);
    else packageFacts[key] = parsed.value;
  }
  if (line.failed) return null;
  return {
    row, sku, name, verticalId: category!.verticalId, categoryId: category!.id, subcategoryId: subcategory?.id ?? null, brandId: brand!,
    mrpPaise: mrp!, sellingPaise: selling!, stock: stock!, allowed, hsn, gstRate, description, conditionGrade, warrantyMonths, boxContents, packageFacts,
  };
}

type Existing = NonNullable<ReturnType<Lookups['bySku']['get']>>;

/** The fields a row would change on its product (empty: unchanged), each with its value now and after, as the file writes it. */
function changesOf(p: PlannedProduct, e: Existing, look: Lookups): FieldChange[] {
  const changed: FieldChange[] = [];
  const differ = (field: Column, before: CsvValue, after: CsvValue, same = before === after) => {
    if (!same) changed.push({ field, before, after });
  };
  const idOrNull = (id: number | null) => (id === null ? null : Number(id));
  const url = (names: Map<number, string>, id: number | null) => (id === null ? null : (names.get(Number(id)) ?? null));
  differ('name', e.name, p.name);
  differ('category', url(look.categoryUrl, e.category_id), url(look.categoryUrl, p.categoryId), Number(e.category_id) === p.categoryId);
  differ('subcategory', url(look.subcategoryUrl, e.subcategory_id), url(look.subcategoryUrl, p.subcategoryId), idOrNull(e.subcategory_id) === p.subcategoryId);
  differ('brand', url(look.brandUrl, e.brand_id), url(look.brandUrl, p.brandId), idOrNull(e.brand_id) === p.brandId);
  differ('mrp', rupeesFromPaise(e.mrp_paise), rupeesFromPaise(p.mrpPaise), Number(e.mrp_paise) === p.mrpPaise);
  differ('selling_price', rupeesFromPaise(e.selling_price_paise), rupeesFromPaise(p.sellingPaise), Number(e.selling_price_paise) === p.sellingPaise);
  // A product sold by unit counts its stock from its units: its stock cell is not read (docs/rules/products.md#units).
  if (Number(e.sold_by_unit) !== 1) differ('stock', Number(e.stock), p.stock);
  // An empty optional cell leaves its field as it is.
  if (p.allowed !== null) differ('no_of_quantity_allowed', Number(e.no_of_quantity_allowed), p.allowed);
  if (p.hsn !== null) differ('hsn', e.hsn_code, p.hsn);
  if (p.gstRate !== null) differ('gst_rate', Number(e.gst_rate), p.gstRate);
  if (p.description !== null) differ('description', shownText(e.description), shownText(p.description), e.description === p.description);
  if (p.conditionGrade !== null) differ('condition_grade', e.condition_grade, p.conditionGrade);
  if (p.warrantyMonths !== null) differ('warranty_months', Number(e.warranty_months), p.warrantyMonths);
  if (p.boxContents !== null) differ('box_contents', e.box_contents, p.boxContents);
  for (const key of PACKAGE_KEYS) {
    const after = p.packageFacts[key];
    if (after !== null) differ(key, e[key] === null ? null : Number(e[key]), after);
  }
  return changed;
}

async function plan(db: DB | Tx, text: string) {
  const look = await lookups(db);
  const t = sellerTexts.csv;
  const planned = planCsvImport(text, {
    columns: CSV_COLUMNS,
    required: REQUIRED,
    maxRows: MAX_IMPORT_ROWS,
    texts: { missingColumn: t.missingColumn, unknownColumn: t.unknownColumn, tooManyRows: t.tooManyRows, duplicate: t.duplicateSku },
    tagOf: (line): { sku?: string } => (line.cell('sku') ? { sku: line.cell('sku') } : {}),
    check: (line) => checkRow(line, look),
    keyColumn: 'sku',
    keyOf: (p) => p.sku,
    summary: (p) => ({ sku: p.sku, name: p.name }),
    changes(p) {
      const existing = look.bySku.get(p.sku);
      return existing ? changesOf(p, existing, look) : null;
    },
  });
  return { ...planned, look };
}

/** What importing `text` would do, and every bad cell; writes nothing. */
export async function previewImport(db: DB, text: string): Promise<ImportPlan> {
  return (await plan(db, text)).plan;
}

/** Imports `text`, all of it in one transaction, or nothing while any row is bad (400 with the rows' errors). */
export async function importCatalogue(database: OpenedDatabase, staff: StaffMember, text: string, clientIp: string): Promise<ImportCounts> {
  return commitCsvImport(database, staff, clientIp, {
    plan: (tx) => plan(tx, text),
    hasErrors: sellerTexts.csv.hasErrors,
    async write(tx, { plan: result, creating, updating, look }) {
      for (const p of updating) {
        const existing = look.bySku.get(p.sku)!;
        let nameUrl = existing.name_url;
        if (p.name !== existing.name) {
          look.slugs.delete(existing.name_url);
          nameUrl = uniqueSlug(slugify(p.name), look.slugs);
          look.slugs.add(nameUrl);
        }
        await tx
          .updateTable('products')
          .set({
            name: p.name, name_url: nameUrl, vertical_id: p.verticalId, category_id: p.categoryId, subcategory_id: p.subcategoryId, brand_id: p.brandId,
            mrp_paise: p.mrpPaise, selling_price_paise: p.sellingPaise, ...(Number(existing.sold_by_unit) === 1 ? {} : { stock: p.stock }),
            ...(p.allowed !== null ? { no_of_quantity_allowed: p.allowed } : {}), ...(p.hsn !== null ? { hsn_code: p.hsn } : {}),
            ...(p.gstRate !== null ? { gst_rate: p.gstRate } : {}), ...(p.description !== null ? { description: p.description } : {}),
            ...(p.conditionGrade !== null ? { condition_grade: p.conditionGrade } : {}), ...(p.warrantyMonths !== null ? { warranty_months: p.warrantyMonths } : {}),
            ...(p.boxContents !== null ? { box_contents: p.boxContents } : {}),
            ...Object.fromEntries(PACKAGE_KEYS.filter((key) => p.packageFacts[key] !== null).map((key) => [key, p.packageFacts[key]])), updated_at: now(),
          })
          .where('id', '=', Number(existing.id))
          .execute();
        // Back in stock or cheaper: the product's alerts are checked (docs/rules/alerts.md#when-alerts-fire).
        await productChanged(tx, {
          productId: Number(existing.id), stockBefore: Number(existing.stock), stockAfter: Number(existing.sold_by_unit) === 1 ? Number(existing.stock) : p.stock,
          priceBefore: Number(existing.selling_price_paise), priceAfter: p.sellingPaise,
        });
      }
      // New products in batches (one statement each).
      for (let i = 0; i < creating.length; i += 200) {
        const batch = creating.slice(i, i + 200).map((p) => {
          const nameUrl = uniqueSlug(slugify(p.name), look.slugs);
          look.slugs.add(nameUrl);
          return {
            company_id: store.companyId, store_id: store.storeId, vertical_id: p.verticalId, category_id: p.categoryId, subcategory_id: p.subcategoryId,
            brand_id: p.brandId, age_group_id: null, gender: null, name: p.name, name_url: nameUrl, sku_no: p.sku, description: p.description,
            image: '', gallery_images: '[]', color_id: null, color: null, variant_group: null, mrp_paise: p.mrpPaise, selling_price_paise: p.sellingPaise,
            stock: p.stock, no_of_quantity_allowed: p.allowed ?? 5, is_deal: 0, deal_type_id: null, deal_price_paise: null, deal_ends_at: null, is_featured: 0,
            specifications: null, other_information: null, barcode: null, bank_offer: null, total_rating: 0, review_count: 0, hsn_code: p.hsn,
            gst_rate: p.gstRate ?? 18, condition_grade: p.conditionGrade, warranty_months: p.warrantyMonths ?? 0, box_contents: p.boxContents, ...p.packageFacts, updated_at: now(),
          };
        });
        await tx.insertInto('products').values(batch).execute();
      }
      afterCommit(tx, expireCatalogueCache);
      const counts = { created: creating.length, updated: updating.length, unchanged: result.unchanged };
      return { counts, audit: { action: 'product.import', objectType: 'catalogue', after: { ...counts, rows: result.rows } } };
    },
  });
}

/** Every product of the store as a CSV download (the columns an import reads). */
export async function exportCatalogue(db: DB): Promise<string> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.sku_no', 'p.name', 'c.name_url as category', 's.name_url as subcategory', 'b.name_url as brand', 'p.mrp_paise', 'p.selling_price_paise', 'p.stock', 'p.no_of_quantity_allowed', 'p.hsn_code', 'p.gst_rate', 'p.description', 'p.condition_grade', 'p.warranty_months', 'p.box_contents', ...PACKAGE_KEYS.map((key) => `p.${key}` as const)])
    .where('p.store_id', '=', store.storeId)
    .orderBy('p.id')
    .execute();
  return csvDownload({
    fields: [...CSV_COLUMNS],
    data: rows.map((r) => [
      r.sku_no, r.name, r.category, r.subcategory ?? '', r.brand ?? '', rupeesFromPaise(r.mrp_paise), rupeesFromPaise(r.selling_price_paise), Number(r.stock),
      Number(r.no_of_quantity_allowed), r.hsn_code ?? '', Number(r.gst_rate), r.description ?? '',
      r.condition_grade ?? '', Number(r.warranty_months), r.box_contents ?? '',
      ...PACKAGE_KEYS.map((key) => (r[key] === null ? '' : Number(r[key]))),
    ]),
  });
}
