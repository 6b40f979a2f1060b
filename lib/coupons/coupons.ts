// Coupons in the database (docs/rules/coupons.md): staff save them; the shopper's Apply
// asks what a code is worth against their cart now (quoteCoupon); placing an order
// prices it again inside the order's transaction (priceCoupon) and takes one use
// (takeCouponUse), a conditional update, so a coupon's last use goes to one order even
// when two shoppers check out at once. Cancelling the order gives the use back
// (releaseCouponUse). The rules themselves are lib/coupons/rules.ts. A coupon marked for
// the /offers page is listed there as a cart offer (lib/catalog/merchandising.ts).
import 'server-only';
import { sql } from 'kysely';
import { expireCacheTag, OFFERS_TAG } from '@/lib/cache';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { ORDER_STATUSES } from '@/lib/orders/status-machine';
import type { OrderOwner } from '@/lib/orders/types';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { couponProblems, couponVerdict, normaliseCouponCode, type CouponCartLine, type CouponRule } from './rules';
import type { CouponInput, CouponShelves, CouponView } from './types';

export type { CouponInput, CouponShelves, CouponView };

type CouponRow = Awaited<ReturnType<typeof couponByCode>>;
const now = () => new Date().toISOString();
const idList = (json: string | null): number[] | null => (json ? (JSON.parse(json) as number[]) : null);

function couponByCode(db: DB | Tx, code: string) {
  return db.selectFrom('coupons').selectAll().where('store_id', '=', store.storeId).where('code', '=', normaliseCouponCode(code)).executeTakeFirst();
}

function ruleOf(row: NonNullable<CouponRow>): CouponRule {
  return {
    code: row.code, kind: row.kind, value: Number(row.value), minOrderPaise: Number(row.min_order_paise),
    maxDiscountPaise: row.max_discount_paise === null ? null : Number(row.max_discount_paise), startsAt: row.starts_at, endsAt: row.ends_at,
    totalUses: row.total_uses === null ? null : Number(row.total_uses), usesPerCustomer: Number(row.uses_per_customer),
    firstOrderOnly: Number(row.first_order_only) === 1, categoryIds: idList(row.category_ids), brandIds: idList(row.brand_ids),
    active: Number(row.active) === 1, usedCount: Number(row.used_count),
  };
}

/** The customer's cart as the coupon rules weigh it (today's prices). */
export async function couponLinesOfCart(db: DB | Tx, owner: OrderOwner): Promise<CouponCartLine[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .innerJoin('carts', 'carts.id', 'cart_lines.cart_id')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .select(['products.category_id', 'products.brand_id', 'products.selling_price_paise', 'cart_lines.quantity'])
    .where('carts.store_id', '=', owner.storeId)
    .where('carts.customer_id', '=', owner.customerId)
    .execute();
  return rows.map((r) => ({ categoryId: Number(r.category_id), brandId: r.brand_id === null ? null : Number(r.brand_id), totalPaise: Number(r.quantity) * Number(r.selling_price_paise) }));
}

async function customerContext(db: DB | Tx, couponId: number, owner: OrderOwner) {
  const [uses, orders] = await Promise.all([
    db.selectFrom('coupon_uses').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_id', '=', couponId).where('customer_id', '=', owner.customerId).where('released_at', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('customer_id', '=', owner.customerId).where('store_id', '=', owner.storeId)
      .where('status', 'in', ORDER_STATUSES.filter((s) => s !== 'cancelled')).executeTakeFirstOrThrow(),
  ]);
  return { now: new Date(), customerUses: Number(uses.n), customerOrders: Number(orders.n) };
}

export interface PricedCoupon {
  couponId: number;
  code: string;
  discountPaise: number;
}

/** What `code` takes off these lines for this customer now; a refusal (422) says why. */
export async function priceCoupon(db: DB | Tx, owner: OrderOwner, code: string, lines: CouponCartLine[]): Promise<PricedCoupon> {
  if (lines.length === 0) throw new ShopError('unprocessable', screenTexts.coupons.cartEmpty);
  const row = await couponByCode(db, code);
  if (!row) throw new ShopError('unprocessable', screenTexts.coupons.unknown);
  const verdict = couponVerdict(ruleOf(row), lines, await customerContext(db, Number(row.id), owner));
  if (!verdict.ok) throw new ShopError('unprocessable', verdict.reason);
  return { couponId: Number(row.id), code: row.code, discountPaise: verdict.discountPaise };
}

/** The cart's Apply: what the code is worth against the session's cart now. */
export async function quoteCoupon(db: DB, owner: OrderOwner, code: string): Promise<PricedCoupon> {
  return priceCoupon(db, owner, code, await couponLinesOfCart(db, owner));
}

/**
 * Takes one use for the order, in its transaction: the count goes up only while uses are
 * left, so of two orders racing for the last use one is refused (409) and rolls back.
 */
export async function takeCouponUse(tx: Tx, priced: PricedCoupon, orderId: number, customerId: number): Promise<void> {
  const taken = await tx
    .updateTable('coupons')
    .set({ used_count: sql<number>`used_count + 1`, updated_at: now() })
    .where('id', '=', priced.couponId)
    .where((eb) => eb.or([eb('total_uses', 'is', null), eb('used_count', '<', eb.ref('total_uses'))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new ShopError('conflict', screenTexts.coupons.usedUp);
  await tx.insertInto('coupon_uses').values({ coupon_id: priced.couponId, order_id: orderId, customer_id: customerId, discount_paise: priced.discountPaise, released_at: null }).execute();
}

/** A cancelled (or never paid) order gives its coupon's use back, once. */
export async function releaseCouponUse(tx: Tx, orderId: number): Promise<void> {
  const use = await tx.selectFrom('coupon_uses').select(['id', 'coupon_id']).where('order_id', '=', orderId).where('released_at', 'is', null).executeTakeFirst();
  if (!use) return;
  const released = await tx.updateTable('coupon_uses').set({ released_at: now() }).where('id', '=', Number(use.id)).where('released_at', 'is', null).executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1) return;
  await tx.updateTable('coupons').set({ used_count: sql<number>`used_count - 1`, updated_at: now() }).where('id', '=', Number(use.coupon_id)).where('used_count', '>', 0).execute();
}

/**
 * An online order paid after its hold was given up, and filled after all: it was paid at
 * the coupon's price, so its released use counts again (even past the coupon's limit:
 * the money is already taken).
 */
export async function restoreCouponUse(tx: Tx, orderId: number): Promise<void> {
  const use = await tx.selectFrom('coupon_uses').select(['id', 'coupon_id']).where('order_id', '=', orderId).where('released_at', 'is not', null).executeTakeFirst();
  if (!use) return;
  await tx.updateTable('coupon_uses').set({ released_at: null }).where('id', '=', Number(use.id)).execute();
  await tx.updateTable('coupons').set({ used_count: sql<number>`used_count + 1`, updated_at: now() }).where('id', '=', Number(use.coupon_id)).execute();
}

// ---------- staff ----------

function viewOf(row: NonNullable<CouponRow>): CouponView {
  return {
    coupon_id: Number(row.id), code: row.code, kind: row.kind, value: row.kind === 'flat' ? rupeesFromPaise(row.value) : Number(row.value),
    min_order: rupeesFromPaise(row.min_order_paise), max_discount: row.max_discount_paise === null ? null : rupeesFromPaise(row.max_discount_paise),
    starts_at: row.starts_at, ends_at: row.ends_at, total_uses: row.total_uses === null ? null : Number(row.total_uses),
    uses_per_customer: Number(row.uses_per_customer), first_order_only: Number(row.first_order_only) === 1,
    category_ids: idList(row.category_ids), brand_ids: idList(row.brand_ids), active: Number(row.active) === 1, used_count: Number(row.used_count),
    on_offers_page: Number(row.on_offers_page) === 1, title: row.title, description: row.description, updated_at: row.updated_at,
  };
}

/** The categories and brands a coupon may be limited to, for the console's form and list. */
export async function couponShelves(db: DB): Promise<CouponShelves> {
  const [categories, brands] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).where('store_id', '=', store.storeId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'name']).where('store_id', '=', store.storeId).orderBy('name').orderBy('id').execute(),
  ]);
  const plain = (rows: { id: number; name: string }[]) => rows.map((r) => ({ id: Number(r.id), name: r.name }));
  return { categories: plain(categories), brands: plain(brands) };
}

/** Each id must be one of the shop's categories (brands): 400 naming the first that is not. */
async function checkLimits(tx: Tx, table: 'categories' | 'brands', field: 'category_ids' | 'brand_ids', ids: number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = new Set((await tx.selectFrom(table).select('id').where('store_id', '=', store.storeId).where('id', 'in', ids).execute()).map((r) => Number(r.id)));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing === -1) return;
  const message = table === 'categories' ? sellerTexts.couponsPage.noSuchCategory : sellerTexts.couponsPage.noSuchBrand;
  throw new ShopError('invalid', `${field} ${missing + 1}: ${message}.`, { errors: { [`${field}.${missing}`]: message } });
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /unique|duplicate key/i.test(error.message);
const isForeignKeyViolation = (error: unknown) => error instanceof Error && /foreign key/i.test(error.message);

/** 409 for a code already taken, on its field: the console asks before it overwrites. */
const codeTaken = (code: string) => new ShopError('conflict', sellerTexts.couponExists(code), { errors: { code: sellerTexts.couponExists(code) }, exists: true });

/**
 * Creates the coupon, or changes the one with this code when `overwrite` says so (else a
 * code that exists is refused, 409, so a new coupon never replaces another unasked);
 * audited (coupon.save). A coupon that breaks the rules (lib/coupons/rules.ts
 * couponProblems) is refused (400 naming each field) before anything is written.
 */
export async function saveCoupon(
  database: OpenedDatabase,
  staff: StaffMember,
  input: CouponInput,
  clientIp: string,
  { overwrite = false }: { overwrite?: boolean } = {},
): Promise<CouponView> {
  const problems = couponProblems(input);
  if (problems.length > 0) {
    const errors: Record<string, string> = {};
    for (const p of problems) errors[p.field] ??= p.message;
    throw new ShopError('invalid', `Invalid coupon: ${Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; ')}`, { errors });
  }
  const code = normaliseCouponCode(input.code);
  const values = {
    kind: input.kind,
    value: input.kind === 'flat' ? paiseFromRupees(input.value) : Math.round(input.value),
    min_order_paise: paiseFromRupees(input.minOrder ?? 0),
    max_discount_paise: input.maxDiscount === undefined ? null : paiseFromRupees(input.maxDiscount),
    starts_at: input.startsAt ?? null,
    ends_at: input.endsAt ?? null,
    total_uses: input.totalUses ?? null,
    uses_per_customer: input.usesPerCustomer ?? 1,
    first_order_only: input.firstOrderOnly ? 1 : 0,
    category_ids: input.categoryIds?.length ? JSON.stringify([...new Set(input.categoryIds)]) : null,
    brand_ids: input.brandIds?.length ? JSON.stringify([...new Set(input.brandIds)]) : null,
    active: input.active === false ? 0 : 1,
    on_offers_page: input.onOffersPage ? 1 : 0,
    title: input.title || null,
    description: input.description || null,
    updated_at: now(),
  };
  let saved: CouponView;
  try {
    saved = await writeTransaction(database, async (tx) => {
      await checkLimits(tx, 'categories', 'category_ids', input.categoryIds);
      await checkLimits(tx, 'brands', 'brand_ids', input.brandIds);
      const before = await couponByCode(tx, code);
      if (before && !overwrite) throw codeTaken(code);
      if (before) await tx.updateTable('coupons').set(values).where('id', '=', Number(before.id)).execute();
      else await tx.insertInto('coupons').values({ company_id: store.companyId, store_id: store.storeId, code, ...values }).execute();
      const after = (await couponByCode(tx, code))!;
      await recordAudit(tx, {
        staff, action: 'coupon.save', objectType: 'coupon', objectId: Number(after.id),
        before: before ? viewOf(before) : undefined, after: viewOf(after), clientIp,
      });
      return viewOf(after);
    });
  } catch (error) {
    // Two staff creating one new code at once: the database's one code per store refuses the second.
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
  await expireCacheTag(OFFERS_TAG);
  return saved;
}

/**
 * Deletes a coupon no order has used; audited (coupon.delete, with the coupon as it was).
 * A coupon an order used, even one cancelled since, stays: the orders and their invoices
 * name it and its uses point at it, so it is refused (409) with what to do instead (switch
 * it off). The offers page forgets a deleted coupon at once.
 */
export async function deleteCoupon(database: OpenedDatabase, staff: StaffMember, couponId: number, clientIp: string): Promise<CouponView> {
  let deleted: CouponView;
  let code = '';
  try {
    deleted = await writeTransaction(database, async (tx) => {
      const row = await tx.selectFrom('coupons').selectAll().where('store_id', '=', store.storeId).where('id', '=', couponId).executeTakeFirst();
      if (!row) throw new ShopError('not_found', sellerTexts.couponNotFound);
      code = row.code;
      const uses = await tx.selectFrom('coupon_uses').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_id', '=', couponId).executeTakeFirstOrThrow();
      if (Number(uses.n) > 0) throw new ShopError('conflict', sellerTexts.couponUsed(row.code, Number(uses.n)));
      await tx.deleteFrom('coupons').where('id', '=', couponId).execute();
      await recordAudit(tx, { staff, action: 'coupon.delete', objectType: 'coupon', objectId: couponId, before: viewOf(row), clientIp });
      return viewOf(row);
    });
  } catch (error) {
    // An order took a use while this was deleting: its use holds the coupon.
    if (isForeignKeyViolation(error)) throw new ShopError('conflict', sellerTexts.couponUsed(code, 1));
    throw error;
  }
  await expireCacheTag(OFFERS_TAG);
  return deleted;
}

export async function listCoupons(db: DB): Promise<CouponView[]> {
  const rows = await db.selectFrom('coupons').selectAll().where('store_id', '=', store.storeId).orderBy('id', 'desc').limit(500).execute();
  return rows.map(viewOf);
}
