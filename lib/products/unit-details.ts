// Each unit as it is (docs/rules/units.md#the-fields): what the seller records per unit of
// a product sold by unit (grade on the store's scale, battery health, photos, cosmetic
// notes, what is in its box, warranty and who gives it, the IMEI check's date, its own
// price), and the units in stock as the shopper reads them (store/productDetail `units`).
// Each change is one transaction with its audit line, then the cached catalogue expires
// so the product page shows it at once. Photos go through the picture pipeline
// (lib/pictures/store.ts), as product pictures do.
import 'server-only';
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { expireCatalogueCache } from '@/lib/cache';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { parseJsonList } from '@/lib/catalog/json-column';
import { ShopError } from '@/lib/errors';
import { convertPicture, savePicture } from '@/lib/pictures/store';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { boxItems } from './condition';
import { PICTURE_SIZE } from './picture-limits';
import { MAX_UNIT_PHOTOS, unitGradeOf, type UnitForSale, type UnitGradeKey, type WarrantyBy } from './unit-grades';

const t = sellerTexts.units;
const now = () => new Date().toISOString();
const invalidField = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** What the console's unit form saves (the contract has checked each field's shape). */
export interface UnitDetailsInput {
  grade: UnitGradeKey;
  battery_health: number | null;
  cosmetic_notes: string | null;
  in_box: string | null;
  warranty_months: number | null;
  warranty_by: WarrantyBy | null;
  imei_checked_on: string | null;
  /** Rupees, or null: the product's selling price. */
  price: number | null;
}

const DETAIL_COLUMNS = ['grade', 'battery_health', 'cosmetic_notes', 'in_box', 'warranty_months', 'warranty_by', 'imei_checked_on', 'price_paise', 'photos'] as const;

async function unitRow(db: DB | Tx, unitId: number) {
  const unit = await db
    .selectFrom('product_units')
    .select(['id', 'product_id', 'serial', 'kind', 'status', ...DETAIL_COLUMNS])
    .where('store_id', '=', store.storeId)
    .where('id', '=', unitId)
    .executeTakeFirst();
  if (!unit) throw new ShopError('not_found', t.unitNotFound);
  return unit;
}

/** The product a unit is of (404 for an unknown unit). */
export async function unitProductId(db: DB, unitId: number): Promise<number> {
  return Number((await unitRow(db, unitId)).product_id);
}

type UnitRow = Awaited<ReturnType<typeof unitRow>>;
const detailsOf = (u: UnitRow) => Object.fromEntries(DETAIL_COLUMNS.map((c) => [c, u[c]]));
export const photosOf = (column: string | null): string[] => parseJsonList(column).filter((s): s is string => typeof s === 'string' && s !== '');

/** Today in India, YYYY-MM-DD (an IMEI check dated after it is refused). */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/**
 * Saves a unit's details (products/unit-details): checked again here where a rule spans
 * fields (who gives a warranty, the check's date), then written with its audit line
 * (product.unit_details, before and after).
 */
export async function saveUnitDetails(database: OpenedDatabase, staff: StaffMember, unitId: number, input: UnitDetailsInput, clientIp: string): Promise<void> {
  if (input.warranty_months !== null && input.warranty_months > 0 && input.warranty_by === null) throw invalidField('warranty_by', t.details.warrantyByNeeded);
  if (input.imei_checked_on !== null && input.imei_checked_on > todayInIndia()) throw invalidField('imei_checked_on', t.details.checkInFuture);
  await writeTransaction(database, async (tx) => {
    const before = await unitRow(tx, unitId);
    const changes = {
      grade: input.grade,
      battery_health: input.battery_health,
      cosmetic_notes: input.cosmetic_notes,
      in_box: input.in_box,
      warranty_months: input.warranty_months,
      warranty_by: input.warranty_months ? input.warranty_by : null,
      imei_checked_on: input.imei_checked_on,
      price_paise: input.price === null ? null : Math.round(input.price * 100),
    };
    await tx.updateTable('product_units').set({ ...changes, updated_at: now() }).where('id', '=', unitId).execute();
    await recordAudit(tx, {
      staff, action: 'product.unit_details', objectType: 'product', objectId: Number(before.product_id),
      before: { unit_id: unitId, serial: before.serial, ...detailsOf(before) }, after: { unit_id: unitId, serial: before.serial, ...changes, photos: before.photos }, clientIp,
    });
    afterCommit(tx, expireCatalogueCache);
  });
}

async function writePhotos(tx: Tx, staff: StaffMember, unit: UnitRow, after: string[], clientIp: string) {
  await tx.updateTable('product_units').set({ photos: after.length ? JSON.stringify(after) : null, updated_at: now() }).where('id', '=', Number(unit.id)).execute();
  await recordAudit(tx, {
    staff, action: 'product.unit_photos', objectType: 'product', objectId: Number(unit.product_id),
    before: { unit_id: Number(unit.id), serial: unit.serial, photos: photosOf(unit.photos) }, after: { unit_id: Number(unit.id), serial: unit.serial, photos: after }, clientIp,
  });
  afterCommit(tx, expireCatalogueCache);
}

/** Adds a photo of the unit (its file's bytes), at most MAX_UNIT_PHOTOS; its photos after. */
export async function uploadUnitPhoto(database: OpenedDatabase, staff: StaffMember, unitId: number, file: Buffer, clientIp: string): Promise<string[]> {
  await unitRow(database.db, unitId); // an unknown unit is refused before any work
  const picture = await convertPicture(file, { maxWidth: PICTURE_SIZE, maxHeight: PICTURE_SIZE });
  return writeTransaction(database, async (tx) => {
    const unit = await unitRow(tx, unitId);
    const before = photosOf(unit.photos);
    if (before.length >= MAX_UNIT_PHOTOS) throw invalidField('data', t.details.tooManyPhotos(MAX_UNIT_PHOTOS));
    const src = await savePicture(tx, picture);
    const after = before.includes(src) ? before : [...before, src];
    await writePhotos(tx, staff, unit, after, clientIp);
    return after;
  });
}

/** Removes one of the unit's photos (the picture's bytes stay: another may use them). */
export async function removeUnitPhoto(database: OpenedDatabase, staff: StaffMember, unitId: number, src: string, clientIp: string): Promise<string[]> {
  return writeTransaction(database, async (tx) => {
    const unit = await unitRow(tx, unitId);
    const before = photosOf(unit.photos);
    if (!before.includes(src)) throw invalidField('src', sellerTexts.pictures.unknownPicture);
    const after = before.filter((p) => p !== src);
    await writePhotos(tx, staff, unit, after, clientIp);
    return after;
  });
}

/** A unit's price in paise: its own, else the product's selling price (docs/rules/units.md#price). */
export const unitPricePaise = (unit: { price_paise: number | null }, sellingPricePaise: number): number =>
  unit.price_paise === null ? Number(sellingPricePaise) : Number(unit.price_paise);

/**
 * The units a shopper may buy: in stock and not reserved for an order, best grade first,
 * then cheapest. Empty for a product not sold by unit.
 */
export async function unitsForSale(db: DB | Tx, productId: number): Promise<UnitForSale[]> {
  const rows = await db
    .selectFrom('product_units as u')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['u.id', 'u.kind', 'p.selling_price_paise', ...DETAIL_COLUMNS.map((c) => `u.${c}` as const)])
    .where('u.product_id', '=', productId)
    .where('p.sold_by_unit', '=', 1)
    .where('u.status', '=', 'in_stock')
    .where('u.order_item_id', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((r): UnitForSale => {
    const grade = unitGradeOf(r.grade);
    return {
      unit_id: Number(r.id),
      grade: grade?.key ?? null,
      grade_name: grade?.name ?? null,
      price: rupeesFromPaise(unitPricePaise(r, r.selling_price_paise)),
      battery_health: r.battery_health === null ? null : Number(r.battery_health),
      photos: photosOf(r.photos),
      cosmetic_notes: r.cosmetic_notes,
      in_box: boxItems(r.in_box),
      warranty_months: r.warranty_months === null ? null : Number(r.warranty_months),
      warranty_by: r.warranty_by,
      imei_checked_on: r.imei_checked_on,
      kind: r.kind,
    };
  });
}
