// The logged-in shopper's cart on the server (docs/rules/cart.md#the-server-cart): one cart per
// customer and store, one line per product (unique (cart_id, product_id)). Prices,
// names and stock always come from the products table, never from the client; the
// client only says which products and how many. Every change runs in one write
// transaction that first locks the cart row, so two merges at login cannot interleave.
import 'server-only';
import type { Selection } from 'kysely';
import { ShopError } from '@/lib/errors';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { texts } from '@/lib/texts';
import { screenTexts } from '@/lib/texts/screens';
import { choiceGone, priceChoice, type UnitChoice } from '@/lib/products/unit-choice';
import { unitGradeOf } from '@/lib/products/unit-grades';
import { unitTexts } from '@/lib/texts/units';
import { clampLines } from './clamp';
import type { CartLine } from './rules';
import type { ServerCartLine } from './types';

export interface ServerCart {
  cartId: number;
  lines: ServerCartLine[];
}

export interface Owner {
  companyId: number;
  storeId: number;
  customerId: number;
}

/** A wanted line: which product and how many, and for a product sold by unit which unit or grade (docs/rules/units.md#choosing). */
export interface WantedLine extends UnitChoice {
  product_id: number;
  quantity: number;
}

const productColumns = [
  'products.id', 'products.company_id', 'products.store_id', 'products.name', 'products.name_url', 'products.image',
  'products.mrp_paise', 'products.selling_price_paise', 'products.deal_price_paise', 'products.stock',
  'products.no_of_quantity_allowed', 'products.is_deal', 'products.deal_type_id',
] as const;

/** What a cart line needs of its product, typed from the schema (lib/db/schema.ts). */
type ProductRow = Selection<Database, 'products', (typeof productColumns)[number]>;

function toLine(product: ProductRow, quantity: number): CartLine {
  return {
    company_id: Number(product.company_id),
    store_id: Number(product.store_id),
    product_id: Number(product.id),
    image: product.image,
    product_name: product.name,
    name_url: product.name_url,
    no_of_quantity_allowed: Number(product.no_of_quantity_allowed),
    is_hot_deals: Number(product.is_deal),
    stock: Number(product.stock),
    mrp: rupeesFromPaise(product.mrp_paise),
    selling_price: rupeesFromPaise(product.selling_price_paise),
    deal_price: product.deal_price_paise === null ? null : rupeesFromPaise(product.deal_price_paise),
    quantity,
    deal_type_id: product.deal_type_id === null ? null : Number(product.deal_type_id),
  };
}

/**
 * A line with the shopper's unit choice priced by the server: the unit's (or the grade's
 * lowest) price, and at most the pieces the choice allows. A choice no longer there
 * answers 'gone'.
 */
async function withChoice(db: DB | Tx, line: CartLine, choice: UnitChoice): Promise<CartLine | 'gone'> {
  if (!choice.unit_id && !choice.unit_grade) return line;
  const priced = await priceChoice(db, line.product_id, choice);
  if (priced === 'gone') return 'gone';
  if (priced === null) return line;
  const grade = unitGradeOf(priced.unit_grade)?.name ?? null;
  return {
    ...line,
    selling_price: rupeesFromPaise(priced.pricePaise),
    deal_price: null,
    stock: Math.min(line.stock, priced.available),
    unit_id: priced.unit_id,
    unit_grade: priced.unit_grade,
    unit_label: priced.unit_id !== null ? unitTexts.cartChoiceUnit(priced.unit_id, grade) : unitTexts.cartChoiceGrade(grade ?? priced.unit_grade ?? ''),
  };
}

async function productsOf(db: DB | Tx, storeId: number, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(productColumns).where('store_id', '=', storeId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

async function cartIdOf(db: DB | Tx, owner: Owner): Promise<number | null> {
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('store_id', '=', owner.storeId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The customer's cart id, creating the cart when there is none, and locks its row. */
async function lockedCart(tx: Tx, owner: Owner): Promise<number> {
  await tx
    .insertInto('carts')
    .values({ company_id: owner.companyId, store_id: owner.storeId, customer_id: owner.customerId, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['store_id', 'customer_id']).doNothing())
    .execute();
  // Touching the row takes its lock on PostgreSQL (SQLite already holds the write lock).
  await tx
    .updateTable('carts')
    .set({ updated_at: new Date().toISOString() })
    .where('store_id', '=', owner.storeId)
    .where('customer_id', '=', owner.customerId)
    .execute();
  const id = await cartIdOf(tx, owner);
  if (id === null) throw new Error('cart row missing right after insert');
  return id;
}

/** The lines of a cart with today's prices and stock, in the order they were added. */
async function linesOf(db: DB | Tx, cartId: number, storeId: number): Promise<ServerCartLine[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .select([...productColumns, 'cart_lines.quantity', 'cart_lines.unit_id', 'cart_lines.unit_grade'])
    .where('cart_lines.cart_id', '=', cartId)
    .where('products.store_id', '=', storeId)
    .orderBy('cart_lines.id')
    .execute();
  const lines: ServerCartLine[] = [];
  for (const r of rows) {
    const line = toLine(r as ProductRow, Number(r.quantity));
    const choice = { unit_id: r.unit_id === null ? null : Number(r.unit_id), unit_grade: r.unit_grade };
    const priced = await withChoice(db, line, choice);
    // A chosen unit bought by someone else stays in the cart as sold out, so the shopper sees why.
    lines.push({ ...(priced === 'gone' ? { ...line, stock: 0, ...choice, unit_label: null } : priced), cart_id: cartId });
  }
  return lines;
}

export async function readCart(db: DB | Tx, owner: Owner): Promise<ServerCart | null> {
  const cartId = await cartIdOf(db, owner);
  return cartId === null ? null : { cartId, lines: await linesOf(db, cartId, owner.storeId) };
}

/** Writes exactly these lines into the cart (others are deleted). */
async function writeLines(tx: Tx, cartId: number, lines: CartLine[]): Promise<void> {
  const keep = lines.map((l) => l.product_id);
  let remove = tx.deleteFrom('cart_lines').where('cart_id', '=', cartId);
  if (keep.length > 0) remove = remove.where('product_id', 'not in', keep);
  await remove.execute();
  for (const line of lines) {
    await tx
      .insertInto('cart_lines')
      .values({ cart_id: cartId, product_id: line.product_id, quantity: line.quantity, unit_id: line.unit_id ?? null, unit_grade: line.unit_grade ?? null })
      .onConflict((oc) =>
        oc.columns(['cart_id', 'product_id']).doUpdateSet({
          quantity: (eb) => eb.ref('excluded.quantity'), unit_id: (eb) => eb.ref('excluded.unit_id'), unit_grade: (eb) => eb.ref('excluded.unit_grade'),
        }),
      )
      .execute();
  }
}

async function change(
  database: OpenedDatabase,
  owner: Owner,
  compute: (current: CartLine[], tx: Tx) => Promise<CartLine[]>,
): Promise<ServerCart> {
  return writeTransaction(database, async (tx) => {
    const cartId = await lockedCart(tx, owner);
    const current = await linesOf(tx, cartId, owner.storeId);
    const next = await compute(current, tx);
    await writeLines(tx, cartId, next);
    return { cartId, lines: await linesOf(tx, cartId, owner.storeId) };
  });
}

/**
 * Lines for wanted products, priced from the table; unknown products are left out, and so
 * are unit choices no longer there (`refuse`: the add is refused with the reason instead).
 */
async function linesFor(tx: Tx, storeId: number, wanted: WantedLine[], gone: 'drop' | 'refuse' = 'drop'): Promise<CartLine[]> {
  const products = await productsOf(tx, storeId, [...new Set(wanted.map((w) => w.product_id))]);
  const lines: CartLine[] = [];
  for (const w of wanted) {
    const product = products.get(w.product_id);
    if (!product) continue;
    const priced = await withChoice(tx, toLine(product, w.quantity), w);
    if (priced === 'gone') {
      if (gone === 'refuse') throw choiceGone(w, product.name);
      continue;
    }
    lines.push(priced);
  }
  return lines;
}

/** One entry per product (the last one wins), in first-seen order. */
function distinct(wanted: WantedLine[]): WantedLine[] {
  const byProduct = new Map<number, WantedLine>();
  for (const w of wanted) byProduct.set(w.product_id, w);
  return [...byProduct.values()];
}

/**
 * store/addTocart and store/updateTocart: sets one product's quantity. `strict` refuses
 * a quantity over the limits (the shopper's plus button); otherwise it is clamped.
 */
export async function setLine(database: OpenedDatabase, owner: Owner, wanted: WantedLine, strict: boolean): Promise<ServerCart> {
  return change(database, owner, async (current, tx) => {
    // A quantity change without a choice keeps the line's unit choice.
    const held = current.find((l) => l.product_id === wanted.product_id);
    const choice = wanted.unit_id || wanted.unit_grade ? wanted : { unit_id: held?.unit_id ?? null, unit_grade: held?.unit_grade ?? null };
    const [line] = await linesFor(tx, owner.storeId, [{ ...wanted, ...choice }], 'refuse');
    if (!line) throw new ShopError('not_found', screenTexts.productUnavailable);
    const others = current.filter((l) => l.product_id !== wanted.product_id);
    const next = clampLines([...others, line]);
    const placed = next.find((l) => l.product_id === wanted.product_id);
    if (!placed || (strict && placed.quantity < wanted.quantity)) throw new ShopError('conflict', texts.quantityLimit);
    // Keep the other lines as they were (clamping is only for the line being set).
    return current.some((l) => l.product_id === wanted.product_id)
      ? current.map((l) => (l.product_id === wanted.product_id ? placed : l))
      : [...current, placed];
  });
}

/** store/removeTocart: removing a product that is not in the cart changes nothing. */
export async function removeLine(database: OpenedDatabase, owner: Owner, productId: number): Promise<ServerCart> {
  return change(database, owner, async (current) => current.filter((l) => l.product_id !== productId));
}

/**
 * store/addTocartMultiple (the guest cart at login): each product ends at the larger of
 * the server's and the guest's quantity, so merging the same guest cart twice, or twice
 * at once, gives the same cart. Then everything is clamped to stock and allowance.
 */
export async function mergeLines(database: OpenedDatabase, owner: Owner, wanted: WantedLine[]): Promise<ServerCart> {
  return change(database, owner, async (current, tx) => {
    const incoming = await linesFor(tx, owner.storeId, distinct(wanted));
    const merged = current.map((l) => {
      const guest = incoming.find((i) => i.product_id === l.product_id);
      // The server's line keeps its unit choice; a guest's choice fills one it lacks.
      const chosen = guest && !l.unit_id && !l.unit_grade && (guest.unit_id || guest.unit_grade) ? guest : l;
      return guest && guest.quantity > l.quantity ? { ...chosen, quantity: guest.quantity } : chosen;
    });
    for (const line of incoming) if (!current.some((l) => l.product_id === line.product_id)) merged.push(line);
    return clampLines(merged);
  });
}

/** store/updateTocartMultiple (checkout's full cart): the cart becomes these lines, clamped. */
export async function replaceLines(database: OpenedDatabase, owner: Owner, wanted: WantedLine[]): Promise<ServerCart> {
  return change(database, owner, async (_current, tx) => clampLines(await linesFor(tx, owner.storeId, distinct(wanted))));
}

/** Empties the customer's cart (after an order is placed or paid). */
export async function emptyCart(tx: Tx, owner: Pick<Owner, 'storeId' | 'customerId'>): Promise<void> {
  await tx
    .deleteFrom('cart_lines')
    .where('cart_id', 'in', (eb) =>
      eb.selectFrom('carts').select('id').where('store_id', '=', owner.storeId).where('customer_id', '=', owner.customerId),
    )
    .execute();
}

/** Reads the client's cartJson (text of a list of lines) into wanted lines, or a 400. */
export function parseCartJson(text: string): WantedLine[] {
  const fail = (why: string) => new ShopError('invalid', `Invalid request: cartJson: ${why}`, { errors: { cartJson: why } });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail('must be the text of a JSON list');
  }
  if (!Array.isArray(value)) throw fail('must be a list of cart lines');
  if (value.length > 200) throw fail('at most 200 lines');
  return value.map((item, index) => {
    const productId = Number(item?.product_id ?? item?.id);
    const quantity = item?.quantity === undefined ? 1 : Number(item.quantity);
    if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) throw fail(`line ${index + 1} has no valid product_id`);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) throw fail(`line ${index + 1} has no valid quantity`);
    // docs/rules/units.md#choosing: a unit or grade choice travels with the line; its price never does.
    const unitId = item?.unit_id == null ? null : Number(item.unit_id);
    if (unitId !== null && (!Number.isInteger(unitId) || unitId < 1 || unitId > 2_147_483_647)) throw fail(`line ${index + 1} has no valid unit_id`);
    const unitGrade = item?.unit_grade == null || item.unit_grade === '' ? null : String(item.unit_grade).slice(0, 40);
    return { product_id: productId, quantity, unit_id: unitId, unit_grade: unitId === null ? unitGrade : null };
  });
}
