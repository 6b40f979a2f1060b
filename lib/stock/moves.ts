// Every change of a product's stock goes through this module, inside the caller's write
// transaction (writeTransaction in lib/db): an order taking its stock, an unpaid order's
// hold given back, a late payment taking it again, a cancelled order or item giving it
// back (and the seller's own moves, when they come). Two rules live here and nowhere else:
// - Rows are updated in product id order. Two transactions updating the same products in
//   different orders can each hold a row the other waits for; PostgreSQL ends such a
//   deadlock by failing one of them.
// - Stock is taken with a conditional update (`stock = stock - q WHERE stock >= q`): it
//   never goes below zero, and of concurrent buyers of the last unit exactly one wins.
// Once the transaction has committed, the cached answers and pages that show stock are
// expired (lib/cache.ts), so no caller has to remember it; a rollback expires nothing.
// Stock given back to a sold-out product wakes its back-in-stock alerts: the alerts' check
// is enqueued in the same transaction (docs/rules/alerts.md#when-alerts-fire).
import { afterCommit, type Tx } from '@/lib/db';
import { queueAlertCheck } from '@/lib/alerts/triggers';

export interface StockLine {
  productId: number;
  quantity: number;
}

/** One line per product (quantities added up), in product id order. */
function inProductOrder(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Error(`stock: quantity ${quantity} of product ${productId} is not a positive whole number`);
    totals.set(productId, (totals.get(productId) ?? 0) + quantity);
  }
  return [...totals].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

const now = () => new Date().toISOString();

// Loaded when first needed: the Next cache module is heavy for scripts and tests that
// never run inside Next (where expiring is a no-op anyway).
async function expireStock(): Promise<void> {
  const { expireStockCache } = await import('@/lib/cache');
  await expireStockCache();
}

/** Adds the line's stock; answers whether the product had none before (it is back in stock). */
async function addStock(tx: Tx, line: StockLine): Promise<boolean> {
  const row = await tx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: now() }))
    .where('id', '=', line.productId)
    .returning('stock')
    .executeTakeFirst();
  return row !== undefined && Number(row.stock) - line.quantity <= 0 && Number(row.stock) > 0;
}

/**
 * Takes the stock of every line, or of none. Answers the id of the first product (in id
 * order) without enough stock, after giving back what this call had taken, so the caller
 * may go on with its transaction; undefined when everything was taken.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<number | undefined> {
  const taken: StockLine[] = [];
  for (const line of inProductOrder(lines)) {
    const result = await tx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: now() }))
      .where('id', '=', line.productId)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      for (const back of taken) await addStock(tx, back);
      return line.productId;
    }
    taken.push(line);
  }
  if (taken.length > 0) afterCommit(tx, expireStock);
  return undefined;
}

/** Puts the stock of every line back on sale (a released hold, a cancelled order or item). */
export async function giveBackStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const ordered = inProductOrder(lines);
  for (const line of ordered) {
    if (await addStock(tx, line)) await queueAlertCheck(tx, line.productId);
  }
  if (ordered.length > 0) afterCommit(tx, expireStock);
}
