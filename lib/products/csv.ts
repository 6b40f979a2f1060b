// The catalogue as CSV (docs/rules/products.md#csv): export every product, and import a
// file matched by SKU. An import is planned first (what would be created, what changed,
// and every bad cell with its row and column) and writes nothing while any row is bad;
// confirmed, it writes everything in one transaction with one audit line, then expires
// the cached catalogue. Shelves are named by their URL names, as the export writes them,
// so an exported file imports back unchanged.
import 'server-only';
import Papa from 'papaparse';
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { expireCatalogueCache } from '@/lib/cache';
import { sanitizeDescription } from '@/lib/catalog/description';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { slugify, uniqueSlug } from '@/lib/catalog/slugs';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { CONDITION_GRADES, MAX_BOX_CONTENTS, MAX_WARRANTY_MONTHS, isConditionGrade } from './condition';

export const CSV_COLUMNS = ['sku', 'name', 'category', 'subcategory', 'brand', 'mrp', 'selling_price', 'stock', 'no_of_quantity_allowed', 'hsn', 'gst_rate', 'description',
  // Optional (docs/rules/products.md#condition-warranty-box); a file without them imports as before.
  'condition_grade', 'warranty_months', 'box_contents'] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['sku', 'name', 'category', 'brand', 'mrp', 'selling_price', 'stock'];
/** The most rows one file may hold. */
export const MAX_IMPORT_ROWS = 20_000;
const GST_RATES = [0, 5, 12, 18, 28];
const now = () => new Date().toISOString();

export interface RowError {
  /** The data row, counted from 1 (the header is row 0). */
  row: number;
  column: string;
  message: string;
}

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
}

export interface ImportPlan {
  rows: number;
  creates: { row: number; sku: string; name: string }[];
  updates: { row: number; sku: string; name: string; changes: string[] }[];
  unchanged: number;
  errors: RowError[];
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
        'hsn_code', 'gst_rate', 'description', 'sold_by_unit', 'condition_grade', 'warranty_months', 'box_contents',
      ])
      .where('store_id', '=', store.storeId)
      .execute(),
  ]);
  return {
    category: new Map(categories.map((c) => [c.name_url, { id: Number(c.id), verticalId: Number(c.vertical_id) }])),
    subcategory: new Map(subcategories.map((s) => [s.name_url, { id: Number(s.id), categoryId: Number(s.category_id) }])),
    brand: new Map(brands.map((b) => [b.name_url, Number(b.id)])),
    bySku: new Map(products.map((p) => [p.sku_no, p])),
    slugs: new Set(products.map((p) => p.name_url)),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** The file's rows as text, or the reason it cannot be read as a catalogue file. */
function readCsv(text: string): { rows: Record<string, string>[]; errors: RowError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase() });
  const errors: RowError[] = parsed.errors.slice(0, 50).map((e) => ({ row: (e.row ?? -1) + 1, column: '', message: e.message }));
  const header = parsed.meta.fields ?? [];
  for (const column of REQUIRED) if (!header.includes(column)) errors.push({ row: 0, column, message: sellerTexts.csv.missingColumn(column) });
  for (const column of header) if (!(CSV_COLUMNS as readonly string[]).includes(column)) errors.push({ row: 0, column, message: sellerTexts.csv.unknownColumn(column) });
  if (parsed.data.length > MAX_IMPORT_ROWS) errors.push({ row: 0, column: '', message: sellerTexts.csv.tooManyRows(MAX_IMPORT_ROWS) });
  return { rows: parsed.data, errors };
}

function checkRow(raw: Record<string, string>, row: number, look: Lookups, errors: RowError[]): PlannedProduct | null {
  const cell = (column: Column) => (raw[column] ?? '').trim();
  const fail = (column: Column, message: string) => {
    errors.push({ row, column, message });
    return null;
  };
  const before = errors.length;
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
  if (hsn !== null && !/^\d{4,8}$/.test(hsn)) fail('hsn', sellerTexts.csv.hsn);
  const rateText = cell('gst_rate');
  const gstRate = rateText === '' ? null : GST_RATES.includes(Number(rateText)) ? Number(rateText) : NaN;
  if (Number.isNaN(gstRate)) fail('gst_rate', sellerTexts.csv.gstRate);
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
  if (errors.length > before) return null;
  return {
    row, sku, name, verticalId: category!.verticalId, categoryId: category!.id, subcategoryId: subcategory?.id ?? null, brandId: brand!,
    mrpPaise: mrp!, sellingPaise: selling!, stock: stock!, allowed, hsn, gstRate, description, conditionGrade, warrantyMonths, boxContents,
  };
}

type Existing = NonNullable<ReturnType<Lookups['bySku']['get']>>;

/** The fields a row would change on its product (empty: unchanged). */
function changesOf(p: PlannedProduct, e: Existing): string[] {
  const changed: string[] = [];
  const differ = (label: string, a: unknown, b: unknown) => {
    if (a !== b) changed.push(label);
  };
  differ('name', p.name, e.name);
  differ('category', p.categoryId, Number(e.category_id));
  differ('subcategory', p.subcategoryId, e.subcategory_id === null ? null : Number(e.subcategory_id));
  differ('brand', p.brandId, e.brand_id === null ? null : Number(e.brand_id));
  differ('mrp', p.mrpPaise, Number(e.mrp_paise));
  differ('selling_price', p.sellingPaise, Number(e.selling_price_paise));
  // A product sold by unit counts its stock from its units: its stock cell is not read (docs/rules/products.md#units).
  if (Number(e.sold_by_unit) !== 1) differ('stock', p.stock, Number(e.stock));
  if (p.allowed !== null) differ('no_of_quantity_allowed', p.allowed, Number(e.no_of_quantity_allowed));
  if (p.hsn !== null) differ('hsn', p.hsn, e.hsn_code);
  if (p.gstRate !== null) differ('gst_rate', p.gstRate, Number(e.gst_rate));
  if (p.description !== null) differ('description', p.description, e.description);
  if (p.conditionGrade !== null) differ('condition_grade', p.conditionGrade, e.condition_grade);
  if (p.warrantyMonths !== null) differ('warranty_months', p.warrantyMonths, Number(e.warranty_months));
  if (p.boxContents !== null) differ('box_contents', p.boxContents, e.box_contents);
  return changed;
}

async function plan(db: DB | Tx, text: string): Promise<{ plan: ImportPlan; planned: PlannedProduct[]; look: Lookups }> {
  const look = await lookups(db);
  const { rows, errors } = readCsv(text);
  const planned: PlannedProduct[] = [];
  const seen = new Map<string, number>();
  rows.slice(0, MAX_IMPORT_ROWS).forEach((raw, index) => {
    const row = index + 1;
    const product = checkRow(raw, row, look, errors);
    if (!product) return;
    const first = seen.get(product.sku);
    if (first !== undefined) {
      errors.push({ row, column: 'sku', message: sellerTexts.csv.duplicateSku(first) });
      return;
    }
    seen.set(product.sku, row);
    planned.push(product);
  });
  const result: ImportPlan = { rows: rows.length, creates: [], updates: [], unchanged: 0, errors: errors.sort((a, b) => a.row - b.row) };
  for (const p of planned) {
    const existing = look.bySku.get(p.sku);
    if (!existing) result.creates.push({ row: p.row, sku: p.sku, name: p.name });
    else {
      const changes = changesOf(p, existing);
      if (changes.length) result.updates.push({ row: p.row, sku: p.sku, name: p.name, changes });
      else result.unchanged++;
    }
  }
  return { plan: result, planned, look };
}

/** What importing `text` would do, and every bad cell; writes nothing. */
export async function previewImport(db: DB, text: string): Promise<ImportPlan> {
  return (await plan(db, text)).plan;
}

/** Imports `text`, all of it in one transaction, or nothing while any row is bad (400 with the rows' errors). */
export async function importCatalogue(database: OpenedDatabase, staff: StaffMember, text: string, clientIp: string): Promise<{ created: number; updated: number; unchanged: number }> {
  return writeTransaction(database, async (tx) => {
    const { plan: result, planned, look } = await plan(tx, text);
    if (result.errors.length > 0) {
      throw new ShopError('invalid', sellerTexts.csv.hasErrors(result.errors.length), { row_errors: result.errors.slice(0, 200) });
    }
    const updating = new Set(result.updates.map((u) => u.sku));
    const creating: PlannedProduct[] = [];
    for (const p of planned) {
      const existing = look.bySku.get(p.sku);
      if (!existing) {
        creating.push(p);
        continue;
      }
      if (!updating.has(p.sku)) continue;
      const renamed = p.name !== existing.name;
      let nameUrl = existing.name_url;
      if (renamed) {
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
          ...(p.boxContents !== null ? { box_contents: p.boxContents } : {}), updated_at: now(),
        })
        .where('id', '=', Number(existing.id))
        .execute();
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
          gst_rate: p.gstRate ?? 18, condition_grade: p.conditionGrade, warranty_months: p.warrantyMonths ?? 0, box_contents: p.boxContents, updated_at: now(),
        };
      });
      await tx.insertInto('products').values(batch).execute();
    }
    const counts = { created: creating.length, updated: result.updates.length, unchanged: result.unchanged };
    await recordAudit(tx, { staff: { staffId: staff.staffId, email: staff.email }, action: 'product.import', objectType: 'catalogue', after: { ...counts, rows: result.rows }, clientIp });
    afterCommit(tx, expireCatalogueCache);
    return counts;
  });
}

/** Every product of the store as CSV (the columns an import reads). */
export async function exportCatalogue(db: DB): Promise<string> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.sku_no', 'p.name', 'c.name_url as category', 's.name_url as subcategory', 'b.name_url as brand', 'p.mrp_paise', 'p.selling_price_paise', 'p.stock', 'p.no_of_quantity_allowed', 'p.hsn_code', 'p.gst_rate', 'p.description', 'p.condition_grade', 'p.warranty_months', 'p.box_contents'])
    .where('p.store_id', '=', store.storeId)
    .orderBy('p.id')
    .execute();
  return Papa.unparse({
    fields: [...CSV_COLUMNS],
    data: rows.map((r) => [
      r.sku_no, r.name, r.category, r.subcategory ?? '', r.brand ?? '', rupeesFromPaise(r.mrp_paise), rupeesFromPaise(r.selling_price_paise), Number(r.stock),
      Number(r.no_of_quantity_allowed), r.hsn_code ?? '', Number(r.gst_rate), r.description ?? '',
      r.condition_grade ?? '', Number(r.warranty_months), r.box_contents ?? '',
    ]),
  });
}
