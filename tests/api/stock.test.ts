// The stock module (lib/stock/moves.ts), against a real database: rows are updated in
// product id order whatever order the lines come in, stock is taken only while there is
// enough (all lines or none), a rolled-back transaction leaves stock as it was and
// expires nothing, the stock cache is expired once after the commit, and of concurrent
// takers of the last unit exactly one wins.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireStockCache } from '@/lib/cache';
import { writeTransaction } from '@/lib/db';
import { giveBackStock, takeStock } from '@/lib/stock/moves';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { plainProducts, stockOf } from './session';

vi.mock('@/lib/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cache')>()),
  expireStockCache: vi.fn(async () => {}),
}));
const expired = vi.mocked(expireStockCache);

let database: TestDatabase;
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ids = (await plainProducts(database, 4)).map((p) => p.id).sort((a, b) => a - b);
  // Every stock update, in the order the database saw them.
  if (database.dialect === 'postgres') {
    await sql`CREATE TABLE stock_log (n serial PRIMARY KEY, product_id integer NOT NULL)`.execute(database.db);
    await sql`CREATE FUNCTION log_stock() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO stock_log (product_id) VALUES (NEW.id); RETURN NEW; END $$`.execute(database.db);
    await sql`CREATE TRIGGER stock_logged AFTER UPDATE OF stock ON products FOR EACH ROW EXECUTE FUNCTION log_stock()`.execute(database.db);
  } else {
    await sql`CREATE TABLE stock_log (n integer PRIMARY KEY AUTOINCREMENT, product_id integer NOT NULL)`.execute(database.db);
    await sql`CREATE TRIGGER stock_logged AFTER UPDATE OF stock ON products BEGIN INSERT INTO stock_log (product_id) VALUES (NEW.id); END`.execute(database.db);
  }
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  expired.mockClear();
  for (const id of ids) await setStock(id, 10);
  await sql`DELETE FROM stock_log`.execute(database.db);
});

async function setStock(productId: number, stock: number) {
  await database.db.updateTable('products').set({ stock }).where('id', '=', productId).execute();
}

async function updatesLogged(): Promise<number[]> {
  const rows = await sql<{ product_id: number }>`SELECT product_id FROM stock_log ORDER BY n`.execute(database.db);
  return rows.rows.map((r) => Number(r.product_id));
}

const stocks = () => Promise.all(ids.map((id) => stockOf(database, id)));

describe('stock module', () => {
  it('takes and gives back in product id order, whatever order the lines come in', async () => {
    const [a, b, c, d] = ids;
    const lines = [{ productId: d, quantity: 1 }, { productId: b, quantity: 2 }, { productId: a, quantity: 1 }, { productId: c, quantity: 3 }];
    expect(await writeTransaction(database, (tx) => takeStock(tx, lines))).toBeUndefined();
    expect(await updatesLogged()).toEqual([a, b, c, d]);
    expect(await stocks()).toEqual([9, 8, 7, 9]);

    await sql`DELETE FROM stock_log`.execute(database.db);
    await writeTransaction(database, (tx) => giveBackStock(tx, [...lines].reverse()));
    expect(await updatesLogged()).toEqual([a, b, c, d]);
    expect(await stocks()).toEqual([10, 10, 10, 10]);
  });

  it('adds up two lines of one product and updates its row once', async () => {
    const [a] = ids;
    await writeTransaction(database, (tx) => takeStock(tx, [{ productId: a, quantity: 4 }, { productId: a, quantity: 6 }]));
    expect(await updatesLogged()).toEqual([a]);
    expect(await stockOf(database, a)).toBe(0);
    const short = await writeTransaction(database, (tx) => takeStock(tx, [{ productId: a, quantity: 1 }]));
    expect(short).toBe(a);
    expect(await stockOf(database, a)).toBe(0);
  });

  it('takes all the lines or none: the product short of stock is named and what was taken goes back', async () => {
    const [a, b, c] = ids;
    await setStock(c, 2);
    const short = await writeTransaction(database, (tx) => takeStock(tx, [{ productId: a, quantity: 5 }, { productId: b, quantity: 10 }, { productId: c, quantity: 3 }]));
    expect(short).toBe(c);
    expect(await stocks()).toEqual([10, 10, 2, 10]);
    // Exactly what is left can be taken, never more: stock reaches 0, not below.
    expect(await writeTransaction(database, (tx) => takeStock(tx, [{ productId: c, quantity: 2 }]))).toBeUndefined();
    expect(await stockOf(database, c)).toBe(0);
  });

  it('a transaction that rolls back leaves stock as it was and expires nothing', async () => {
    const [a, b] = ids;
    await expect(
      writeTransaction(database, async (tx) => {
        await takeStock(tx, [{ productId: a, quantity: 3 }]);
        await giveBackStock(tx, [{ productId: b, quantity: 5 }]);
        throw new Error('the order could not be written');
      }),
    ).rejects.toThrow('the order could not be written');
    expect(await stocks()).toEqual([10, 10, 10, 10]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('expires the stock cache once, after the commit, when stock moved', async () => {
    const [a, b] = ids;
    // Read through the database handle, not the transaction: on SQLite the one connection
    // is free again only after the commit, on PostgreSQL another connection sees only
    // committed rows.
    let seen: number | undefined;
    expired.mockImplementationOnce(async () => {
      seen = await stockOf(database, a);
    });
    await writeTransaction(database, async (tx) => {
      await takeStock(tx, [{ productId: a, quantity: 2 }]);
      await giveBackStock(tx, [{ productId: b, quantity: 1 }]);
      expect(expired).not.toHaveBeenCalled();
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(seen).toBe(8);

    // Nothing taken (not enough stock): nothing to expire.
    expired.mockClear();
    await writeTransaction(database, (tx) => takeStock(tx, [{ productId: a, quantity: 99 }]));
    expect(expired).not.toHaveBeenCalled();
  });

  it('refuses a transaction it cannot expire the cache after (not opened by writeTransaction)', async () => {
    const [a] = ids;
    await expect(database.db.transaction().execute((tx) => takeStock(tx, [{ productId: a, quantity: 1 }]))).rejects.toThrow(/writeTransaction/);
    expect(await stockOf(database, a)).toBe(10);
  });

  it('of 20 transactions taking the last unit at once, exactly one gets it', async () => {
    const [, , , d] = ids;
    await setStock(d, 1);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => writeTransaction(database, (tx) => takeStock(tx, [{ productId: d, quantity: 1 }]))));
    const values = results.map((r) => {
      expect(r.status).toBe('fulfilled');
      return (r as PromiseFulfilledResult<number | undefined>).value;
    });
    expect(values.filter((v) => v === undefined)).toHaveLength(1);
    expect(values.filter((v) => v === d)).toHaveLength(19);
    expect(await stockOf(database, d)).toBe(0);
  });
});
