// The shopper's choice of a unit, from the cart to the packing (docs/rules/units.md#choosing):
// one unit (`unit_id`) or any unit of a grade (`unit_grade`) of a product sold by unit.
// The price is always the server's, from the unit row (its own price, else the product's
// selling price; "any unit of a grade" costs the grade's lowest price). Placing an order
// reserves a chosen unit for its order item with a conditional update in the order's
// transaction (docs/rules/units.md#reserving), as takeStock takes stock: of two shoppers
// buying one unit exactly one wins, and the other's order rolls back whole.
//
// A reserved unit stays `in_stock` with its `order_item_id` set, so the stock invariant
// of lib/products/units.ts holds unchanged: the unit counts as in stock and its item as
// ordered and not yet picked until the packer picks it (that very unit).
import 'server-only';
import type { DB, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { unitTexts } from '@/lib/texts/units';
import { unitPricePaise } from './unit-details';
import { isUnitGrade, unitGradeOf } from './unit-grades';
import { HOLDING_BEFORE_PACKING } from '@/lib/orders/status-machine';

/** What a cart line or an order item may carry of a unit choice. */
export interface UnitChoice {
  unit_id?: number | null;
  unit_grade?: string | null;
}

/** A choice as the server prices it: the unit or grade, its price in paise and how many pieces it allows. */
export interface PricedChoice {
  unit_id: number | null;
  unit_grade: string | null;
  pricePaise: number;
  /** 1 for a unit; the free units of the grade for a grade. */
  available: number;
}

const freeUnits = (db: DB | Tx, productId: number) =>
  db
    .selectFrom('product_units as u')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['u.id', 'u.grade', 'u.price_paise', 'p.selling_price_paise'])
    .where('u.product_id', '=', productId)
    .where('p.sold_by_unit', '=', 1)
    .where('u.status', '=', 'in_stock')
    .where('u.order_item_id', 'is', null);

/**
 * Prices a choice for a product, or null when there is none. A unit no longer free, or a
 * grade with no free unit, answers `gone` (the cart drops the line; an add is refused).
 */
export async function priceChoice(db: DB | Tx, productId: number, choice: UnitChoice): Promise<PricedChoice | null | 'gone'> {
  if (choice.unit_id) {
    const unit = await freeUnits(db, productId).where('u.id', '=', choice.unit_id).executeTakeFirst();
    if (!unit) return 'gone';
    return { unit_id: Number(unit.id), unit_grade: unitGradeOf(unit.grade)?.key ?? null, pricePaise: unitPricePaise(unit, unit.selling_price_paise), available: 1 };
  }
  if (choice.unit_grade) {
    if (!isUnitGrade(choice.unit_grade)) return 'gone';
    const units = await freeUnits(db, productId).where('u.grade', '=', choice.unit_grade).execute();
    if (units.length === 0) return 'gone';
    const pricePaise = Math.min(...units.map((u) => unitPricePaise(u, u.selling_price_paise)));
    return { unit_id: null, unit_grade: choice.unit_grade, pricePaise, available: units.length };
  }
  return null;
}

/** The refusal of an add (or an order) whose unit or grade is no longer there. */
export function choiceGone(choice: UnitChoice, name: string): ShopError {
  return new ShopError('conflict', choice.unit_id ? unitTexts.unitGone(name) : unitTexts.gradeGone(name));
}

/**
 * Reserves each chosen unit for its order item, in unit-id order (as the stock module orders
 * products, so concurrent orders lock alike): a conditional update on a unit still in
 * stock and free. Throws the loser's refusal (409) when another order got there first;
 * the caller's transaction then rolls back whole.
 */
export async function reserveUnits(tx: Tx, items: readonly { itemId: number; productId: number; unitId: number; name: string }[]): Promise<void> {
  for (const item of [...items].sort((a, b) => a.unitId - b.unitId)) {
    const reserved = await tx
      .updateTable('product_units')
      .set({ order_item_id: item.itemId, updated_at: new Date().toISOString() })
      .where('id', '=', item.unitId)
      .where('product_id', '=', item.productId)
      .where('status', '=', 'in_stock')
      .where('order_item_id', 'is', null)
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) !== 1) throw new ShopError('conflict', unitTexts.unitGone(item.name));
  }
}

/**
 * After an order's items are written: every grade asked for ("any unit of grade G") has at
 * least as many free units of G as pieces of G ordered and not yet picked. Run after
 * takeStock, whose update holds the product's row until commit, so two orders for the
 * last unit of a grade count one after the other.
 */
export async function checkGradesHold(tx: Tx, lines: readonly { productId: number; grade: string; name: string }[]): Promise<void> {
  for (const line of lines) {
    const free = await tx
      .selectFrom('product_units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', line.productId)
      .where('status', '=', 'in_stock')
      .where('order_item_id', 'is', null)
      .where('grade', '=', line.grade)
      .executeTakeFirstOrThrow();
    const waiting = await tx
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
      .where('order_items.product_id', '=', line.productId)
      .where('order_items.unit_grade', '=', line.grade)
      .where('order_items.unit_id', 'is', null)
      .where('order_items.cancel_status', '=', 0)
      .where('order_items.packed_action', '=', 0)
      .where('orders.status', 'in', [...HOLDING_BEFORE_PACKING])
      .executeTakeFirstOrThrow();
    if (Number(free.n) < Number(waiting.n)) throw new ShopError('conflict', unitTexts.gradeGone(line.name));
  }
}

/**
 * An order's chosen units, reserved again (an online order paid after its hold was given
 * up). False when one of them has gone meanwhile; nothing is then reserved.
 */
export async function reserveAgain(tx: Tx, orderId: number): Promise<boolean> {
  const items = await tx
    .selectFrom('order_items')
    .select(['id', 'product_id', 'unit_id', 'product_name'])
    .where('order_id', '=', orderId)
    .where('cancel_status', '=', 0)
    .where('unit_id', 'is not', null)
    .execute();
  try {
    await reserveUnits(tx, items.map((i) => ({ itemId: Number(i.id), productId: Number(i.product_id), unitId: Number(i.unit_id), name: i.product_name })));
    return true;
  } catch (error) {
    if (error instanceof ShopError) {
      await releaseUnits(tx, items.map((i) => Number(i.id)));
      return false;
    }
    throw error;
  }
}

/** The units reserved (in stock, not yet picked) for these order items are free again: a cancel, a failed payment. */
export async function releaseUnits(tx: Tx, orderItemIds: readonly number[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await tx
    .updateTable('product_units')
    .set({ order_item_id: null, updated_at: new Date().toISOString() })
    .where('order_item_id', 'in', [...orderItemIds])
    .where('status', '=', 'in_stock')
    .execute();
}
