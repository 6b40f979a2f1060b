// Units: products sold by serial or IMEI number (docs/rules/products.md#units). Each piece
// is a row of product_units; the product's stock keeps one invariant:
//   products.stock = (its units in stock) - (pieces ordered and not yet picked).
// Adding a unit gives 1 back to stock, removing an in-stock unit takes 1 (refused when
// every unit in stock is promised to an order), both through the stock module in the same
// transaction, so the cached stock answers expire. An order took its stock when placed,
// so packing (the packer's pick: an in-stock unit of that product per piece) changes no
// stock; a cancel after packing, an RTO or a return put back on sale frees the unit as
// the stock comes back (freeUnits, called beside giveBackStock).
import 'server-only';
import { store, unitGrades } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { giveBackStock, takeStock } from '@/lib/stock/moves';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { imeiProblem, normaliseImei } from './imei';
import { releaseUnits } from './unit-choice';
import { photosOf } from './unit-details';
import { unitGradeOf } from './unit-grades';
import type { UnitKind, UnitPick } from './unit-picks';
import type { ProductUnits, UnitStatus, UnitView } from './types';
import { HOLDING_BEFORE_PACKING } from '@/lib/orders/status-machine';

export type { UnitKind, UnitPick } from './unit-picks';
export type { ProductUnits, UnitStatus, UnitView };

const t = sellerTexts.units;
const now = () => new Date().toISOString();

const invalidField = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

async function productOf(db: DB | Tx, productId: number) {
  const row = await db.selectFrom('products').select(['id', 'name', 'stock', 'sold_by_unit']).where('store_id', '=', store.storeId).where('id', '=', productId).executeTakeFirst();
  if (!row) throw new ShopError('not_found', sellerTexts.products.notFound);
  return row;
}

async function inStockCount(db: DB | Tx, productId: number): Promise<number> {
  const row = await db.selectFrom('product_units').select((eb) => eb.fn.countAll<number>().as('n')).where('product_id', '=', productId).where('status', '=', 'in_stock').executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Pieces of the product ordered and not yet picked: live items of orders that hold stock
 * (unpaid online orders hold it too) and are not packed yet.
 */
async function waitingCount(db: DB | Tx, productId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
    .where('order_items.product_id', '=', productId)
    .where('order_items.cancel_status', '=', 0)
    .where('order_items.packed_action', '=', 0)
    .where('orders.status', 'in', [...HOLDING_BEFORE_PACKING])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The product's units, newest first, with its stock and what it is made of. */
export async function productUnits(db: DB, productId: number): Promise<ProductUnits> {
  const product = await productOf(db, productId);
  const [rows, inStock, waiting] = await Promise.all([
    db
      .selectFrom('product_units as u')
      .leftJoin('order_items as i', 'i.id', 'u.order_item_id')
      .leftJoin('orders as o', 'o.id', 'i.order_id')
      .select(['u.id', 'u.serial', 'u.kind', 'u.grade', 'u.note', 'u.status', 'u.created_at', 'o.id as order_id', 'o.order_string'])
      .select(['u.battery_health', 'u.photos', 'u.cosmetic_notes', 'u.in_box', 'u.warranty_months', 'u.warranty_by', 'u.imei_checked_on', 'u.price_paise'])
      .where('u.product_id', '=', productId)
      .orderBy('u.id', 'desc')
      .execute(),
    inStockCount(db, productId),
    waitingCount(db, productId),
  ]);
  return {
    product_id: productId, sold_by_unit: Number(product.sold_by_unit) === 1, stock: Number(product.stock), in_stock: inStock, waiting,
    grades: unitGrades.map(({ key, name, meaning }) => ({ key, name, meaning })),
    units: rows.map((r) => ({
      unit_id: Number(r.id), serial: r.serial, kind: r.kind, grade: r.grade, note: r.note, status: r.status,
      order_id: r.order_id === null ? null : Number(r.order_id), order_string: r.order_string ?? null, created_at: r.created_at,
      reserved: r.status === 'in_stock' && r.order_id !== null,
      battery_health: r.battery_health === null ? null : Number(r.battery_health), photos: photosOf(r.photos), cosmetic_notes: r.cosmetic_notes,
      in_box: r.in_box, warranty_months: r.warranty_months === null ? null : Number(r.warranty_months), warranty_by: r.warranty_by,
      imei_checked_on: r.imei_checked_on, price: r.price_paise === null ? null : Number(r.price_paise) / 100,
    })),
  };
}

/** Whether the product is sold by unit (the editor keeps such a product's stock as it is). */
export async function isSoldByUnit(db: DB | Tx, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('sold_by_unit').where('id', '=', productId).executeTakeFirst();
  return Number(row?.sold_by_unit ?? 0) === 1;
}

/**
 * Turns selling by unit on or off. On: the stock becomes the count of its units in stock
 * less the pieces ordered and not yet picked (a stock entered before is replaced);
 * refused while that would be below zero. Off: the stock stays as it is, a plain count
 * again; the units stay for their history.
 */
export async function setSoldByUnit(database: OpenedDatabase, staff: StaffMember, productId: number, on: boolean, clientIp: string): Promise<ProductUnits> {
  await writeTransaction(database, async (tx) => {
    // Lock the product's row first, so no order takes its stock between the count and the change.
    const locked = await tx.updateTable('products').set({ updated_at: now() }).where('store_id', '=', store.storeId).where('id', '=', productId).executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) throw new ShopError('not_found', sellerTexts.products.notFound);
    const product = await productOf(tx, productId);
    const wasOn = Number(product.sold_by_unit) === 1;
    if (wasOn === on) throw new ShopError('conflict', on ? t.alreadyOn : t.alreadyOff);
    const before = Number(product.stock);
    let after = before;
    if (on) {
      const [inStock, waiting] = [await inStockCount(tx, productId), await waitingCount(tx, productId)];
      after = inStock - waiting;
      if (after < 0) throw new ShopError('conflict', t.waitingOrders(waiting, inStock));
      if (after > before) await giveBackStock(tx, [{ productId, quantity: after - before }]);
      if (after < before && (await takeStock(tx, [{ productId, quantity: before - after }])) !== undefined) throw new ShopError('conflict', sellerTexts.products.moveRaced);
    }
    await tx.updateTable('products').set({ sold_by_unit: on ? 1 : 0 }).where('id', '=', productId).execute();
    await recordAudit(tx, {
      staff, action: 'product.sold_by_unit', objectType: 'product', objectId: productId,
      before: { sold_by_unit: wasOn, stock: before }, after: { sold_by_unit: on, stock: after }, clientIp,
    });
  });
  return productUnits(database.db, productId);
}

export interface UnitInput {
  serial: string;
  kind: UnitKind;
  grade?: string;
  note?: string;
}

/** A grade of the store's scale is kept by its key (docs/rules/units.md#the-grade-scale); any other text as typed. */
const gradeToStore = (grade: string | undefined) => unitGradeOf(grade)?.key ?? (grade?.trim() || null);

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9./-]{0,59}$/;

/** The serial as stored (an IMEI without its spaces and dashes), or the 400 naming its line. */
function checkedSerial(unit: UnitInput, index: number): string {
  const field = `units.${index}.serial`;
  if (unit.kind === 'imei') {
    const problem = imeiProblem(unit.serial);
    if (problem) throw invalidField(field, t.badImei(index + 1, problem));
    return normaliseImei(unit.serial);
  }
  const serial = unit.serial.trim();
  if (!SERIAL.test(serial)) throw invalidField(field, t.badSerial(index + 1));
  return serial;
}

/**
 * Adds units to a product sold by unit: every line checked first (an IMEI by its check
 * digit; a serial not entered before in this store), then all written with the stock
 * they add, or none (400 naming the first bad line). Audited (product.units_add).
 */
export async function addUnits(database: OpenedDatabase, staff: StaffMember, productId: number, units: UnitInput[], clientIp: string): Promise<ProductUnits> {
  const serials = units.map(checkedSerial);
  const seen = new Map<string, number>();
  serials.forEach((serial, index) => {
    if (seen.has(serial)) throw invalidField(`units.${index}.serial`, t.twiceInList(index + 1, serial));
    seen.set(serial, index);
  });
  await writeTransaction(database, async (tx) => {
    const product = await productOf(tx, productId);
    if (Number(product.sold_by_unit) !== 1) throw new ShopError('conflict', t.notSoldByUnit);
    const taken = await tx.selectFrom('product_units').select('serial').where('store_id', '=', store.storeId).where('serial', 'in', serials).execute();
    if (taken.length > 0) {
      const index = Math.min(...taken.map((r) => seen.get(r.serial)!));
      throw invalidField(`units.${index}.serial`, t.serialTaken(index + 1, serials[index]!));
    }
    await tx
      .insertInto('product_units')
      .values(units.map((u, index) => ({
        company_id: store.companyId, store_id: store.storeId, product_id: productId, serial: serials[index]!, kind: u.kind,
        grade: gradeToStore(u.grade), note: u.note?.trim() || null, status: 'in_stock' as const, order_item_id: null, updated_at: now(),
      })))
      .execute();
    await giveBackStock(tx, [{ productId, quantity: units.length }]);
    await recordAudit(tx, {
      staff, action: 'product.units_add', objectType: 'product', objectId: productId,
      before: { stock: Number(product.stock) },
      after: { stock: Number(product.stock) + units.length, units: units.map((u, index) => ({ serial: serials[index], kind: u.kind, grade: gradeToStore(u.grade) })) },
      clientIp,
    });
  });
  return productUnits(database.db, productId);
}

/**
 * Removes a unit in stock (entered by mistake, lost): its stock goes with it, refused
 * (409) when every unit in stock is promised to an order not yet packed. The row goes;
 * the audit line (product.unit_remove) keeps what it was.
 */
export async function removeUnit(database: OpenedDatabase, staff: StaffMember, unitId: number, clientIp: string): Promise<ProductUnits> {
  const productId = await writeTransaction(database, async (tx) => {
    const unit = await tx.selectFrom('product_units').selectAll().where('store_id', '=', store.storeId).where('id', '=', unitId).executeTakeFirst();
    if (!unit) throw new ShopError('not_found', t.unitNotFound);
    if (unit.status !== 'in_stock') throw new ShopError('conflict', t.unitNotInStock(unit.serial));
    if (unit.order_item_id !== null) throw new ShopError('conflict', t.unitReserved(unit.serial));
    const product = await productOf(tx, Number(unit.product_id));
    if ((await takeStock(tx, [{ productId: Number(unit.product_id), quantity: 1 }])) !== undefined) throw new ShopError('conflict', t.unitPromised(unit.serial));
    const gone = await tx.deleteFrom('product_units').where('id', '=', unitId).where('status', '=', 'in_stock').where('order_item_id', 'is', null).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw new ShopError('conflict', t.unitNotInStock(unit.serial));
    await recordAudit(tx, {
      staff, action: 'product.unit_remove', objectType: 'product', objectId: Number(unit.product_id),
      before: { stock: Number(product.stock), unit: { unit_id: unitId, serial: unit.serial, kind: unit.kind, grade: unit.grade, note: unit.note, status: unit.status } },
      after: { stock: Number(product.stock) - 1 }, clientIp,
    });
    return Number(unit.product_id);
  });
  return productUnits(database.db, productId);
}

export interface PickRequest {
  order_item_id: number;
  serial: string;
}

/** What a packing recorded, per item (the order.transition audit line's after). */
export type PackedUnits = { order_item_id: number; units: UnitPick[] }[];

/**
 * The packer's picks when an order is packed, inside the move's transaction
 * (docs/rules/seller.md#packing-with-a-unit): every live item of a product sold by unit
 * needs one in-stock unit of that product per piece. Each unit moves to `sold` with a
 * conditional update, so of two packers picking one unit for two orders exactly one
 * wins; the other's move rolls back with a 409. Stock does not change: the order took it
 * when it was placed. Picks for other items are refused (400).
 */
export async function pickUnits(tx: Tx, orderId: number, picks: readonly PickRequest[]): Promise<PackedUnits> {
  const items = await tx
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.id', 'order_items.product_id', 'order_items.product_name', 'order_items.quantity', 'order_items.unit_id', 'order_items.unit_grade', 'products.sold_by_unit'])
    .where('order_items.order_id', '=', orderId)
    .where('order_items.cancel_status', '=', 0)
    .orderBy('order_items.id')
    .execute();
  const tracked = items.filter((i) => Number(i.sold_by_unit) === 1);
  for (const pick of picks) {
    if (!tracked.some((i) => Number(i.id) === pick.order_item_id)) throw invalidField(`units.${pick.order_item_id}`, t.pickNotNeeded(pick.order_item_id));
  }
  // The unit a shopper chose is the pick when the packer names none (docs/rules/units.md#packing).
  const chosenIds = tracked.map((i) => (i.unit_id === null ? null : Number(i.unit_id))).filter((id): id is number => id !== null);
  const chosen = chosenIds.length === 0 ? [] : await tx.selectFrom('product_units').select(['id', 'serial']).where('id', 'in', chosenIds).execute();
  const chosenSerial = (unitId: number | null) => chosen.find((c) => Number(c.id) === unitId)?.serial;
  const serials = new Set<string>();
  const wanted: { itemId: number; productId: number; name: string; serial: string; unitId: number | null; grade: string | null }[] = [];
  for (const item of tracked) {
    const itemId = Number(item.id);
    let own = picks.filter((p) => p.order_item_id === itemId).map((p) => p.serial.trim()).filter(Boolean);
    const reservedSerial = chosenSerial(item.unit_id === null ? null : Number(item.unit_id));
    if (own.length === 0 && reservedSerial) own = [reservedSerial];
    if (own.length === 0) throw invalidField(`units.${itemId}`, t.pickMissing(item.product_name));
    if (own.length !== Number(item.quantity)) throw invalidField(`units.${itemId}`, t.pickCount(item.product_name, Number(item.quantity)));
    for (const serial of own) {
      if (serials.has(serial)) throw invalidField(`units.${itemId}`, t.pickTwice(serial));
      serials.add(serial);
      wanted.push({ itemId, productId: Number(item.product_id), name: item.product_name, serial, unitId: item.unit_id === null ? null : Number(item.unit_id), grade: item.unit_grade });
    }
  }
  if (wanted.length === 0) return [];
  // A scanned or typed IMEI may carry spaces or dashes; units keep it without them.
  const found = await tx
    .selectFrom('product_units')
    .select(['id', 'product_id', 'serial', 'kind', 'status', 'grade', 'order_item_id'])
    .where('store_id', '=', store.storeId)
    .where('serial', 'in', [...new Set(wanted.flatMap((w) => [w.serial, normaliseImei(w.serial)]))])
    .execute();
  const resolved = wanted.map((w) => {
    const unit = found.find((u) => u.serial === w.serial) ?? found.find((u) => u.serial === normaliseImei(w.serial));
    if (!unit) throw invalidField(`units.${w.itemId}`, t.pickUnknown(w.serial));
    if (Number(unit.product_id) !== w.productId) throw invalidField(`units.${w.itemId}`, t.pickOtherProduct(unit.serial, w.name));
    if (unit.status !== 'in_stock') throw new ShopError('conflict', t.pickNotInStock(unit.serial), { errors: { [`units.${w.itemId}`]: t.pickNotInStock(unit.serial) } });
    // docs/rules/units.md#packing: a chosen unit is the pick; a grade restricts it; a unit reserved for another item is not free.
    if (w.unitId !== null && Number(unit.id) !== w.unitId) throw invalidField(`units.${w.itemId}`, t.pickNotChosen(unit.serial, chosenSerial(w.unitId) ?? String(w.unitId)));
    if (unit.order_item_id !== null && Number(unit.order_item_id) !== w.itemId) {
      throw new ShopError('conflict', t.pickReservedElsewhere(unit.serial), { errors: { [`units.${w.itemId}`]: t.pickReservedElsewhere(unit.serial) } });
    }
    if (w.grade !== null && unitGradeOf(unit.grade)?.key !== w.grade) throw invalidField(`units.${w.itemId}`, t.pickWrongGrade(unit.serial, unitGradeOf(w.grade)?.name ?? w.grade));
    return { ...w, unitId: Number(unit.id), serial: unit.serial, kind: unit.kind };
  });
  if (new Set(resolved.map((r) => r.unitId)).size !== resolved.length) {
    const twice = resolved.find((r, index) => resolved.findIndex((o) => o.unitId === r.unitId) !== index)!;
    throw invalidField(`units.${twice.itemId}`, t.pickTwice(twice.serial));
  }
  // Units in id order, as the stock module orders products, so concurrent packings lock alike.
  for (const r of [...resolved].sort((a, b) => a.unitId - b.unitId)) {
    const moved = await tx
      .updateTable('product_units')
      .set({ status: 'sold', order_item_id: r.itemId, updated_at: now() })
      .where('id', '=', r.unitId)
      .where('status', '=', 'in_stock')
      .where((eb) => eb.or([eb('order_item_id', 'is', null), eb('order_item_id', '=', r.itemId)]))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ShopError('conflict', t.pickRaced(r.serial), { errors: { [`units.${r.itemId}`]: t.pickRaced(r.serial) } });
  }
  const packed: PackedUnits = tracked.map((item) => ({
    order_item_id: Number(item.id),
    units: resolved.filter((r) => r.itemId === Number(item.id)).map((r) => ({ serial: r.serial, kind: r.kind })),
  }));
  for (const p of packed) await tx.updateTable('order_items').set({ unit_picks: JSON.stringify(p.units) }).where('id', '=', p.order_item_id).execute();
  return packed;
}

/**
 * The units picked for these order items come back: in stock (a cancel after packing,
 * an RTO, a return put back on sale; the caller gives the stock back beside it) or
 * written off (a return not fit to sell again). The item keeps its picks for its history.
 */
export async function freeUnits(tx: Tx, orderItemIds: readonly number[], to: 'in_stock' | 'written_off' = 'in_stock'): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  await releaseUnits(tx, orderItemIds); // units reserved and not yet picked are free again
  const ids = await tx.selectFrom('product_units').select('id').where('order_item_id', 'in', [...orderItemIds]).where('status', '=', 'sold').orderBy('id').execute();
  for (const { id } of ids) {
    await tx
      .updateTable('product_units')
      .set(to === 'in_stock' ? { status: to, order_item_id: null, updated_at: now() } : { status: to, updated_at: now() })
      .where('id', '=', Number(id))
      .execute();
  }
  return ids.length;
}
