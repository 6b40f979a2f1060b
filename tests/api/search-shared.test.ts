// Search reads the database's own index, so a product written through one database
// handle (another app instance, the seed, a console) is found through another at once,
// with no index of its own to rebuild: added, renamed, its brand renamed, deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, writeTransaction, type OpenedDatabase } from '@/lib/db';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { post } from './request';

let database: TestDatabase;
let other: OpenedDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, file: true });
  other = await openDatabase(database.url!);
});
afterAll(async () => {
  await other?.db.destroy();
  await database?.close();
});

const names = async (keyword: string) => {
  const { status, body } = await post(database, 'store/searchAI', { keyword, result_per_page: 100 });
  expect(status).toBe(200);
  return (body.payload_searchAI as { name: string }[]).map((p) => p.name);
};

async function addProduct(name: string, slug: string): Promise<number> {
  const model = await other.db.selectFrom('products').selectAll().where('store_id', '=', 139).orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, ...row } = model;
  return writeTransaction(other, async (tx) => {
    const added = await tx.insertInto('products').values({ ...row, name, name_url: slug, sku_no: slug }).returning('id').executeTakeFirstOrThrow();
    return Number(added.id);
  });
}

describe('search across database handles', () => {
  it('finds a product saved through another handle at once, by word, prefix and typo', async () => {
    expect(await names('zorblax')).toEqual([]);
    await addProduct('Zorblax Quantum Kettle', 'zorblax-quantum-kettle');
    expect(await names('zorblax')).toEqual(['Zorblax Quantum Kettle']);
    expect(await names('zorbl')).toContain('Zorblax Quantum Kettle');
    expect(await names('zorblux')).toContain('Zorblax Quantum Kettle');
  });

  it('follows a rename, a brand rename and a delete made through another handle', async () => {
    const id = await addProduct('Quibbleton Air Fryer', 'quibbleton-air-fryer');
    expect(await names('quibbleton')).toEqual(['Quibbleton Air Fryer']);

    await other.db.updateTable('products').set({ name: 'Wobblestone Air Fryer' }).where('id', '=', id).execute();
    expect(await names('quibbleton')).toEqual([]);
    expect(await names('wobblestone')).toEqual(['Wobblestone Air Fryer']);

    // A stock change leaves the entry as it was.
    await other.db.updateTable('products').set({ stock: 3 }).where('id', '=', id).execute();
    expect(await names('wobblestone')).toEqual(['Wobblestone Air Fryer']);

    const product = await other.db.selectFrom('products').select('brand_id').where('id', '=', id).executeTakeFirstOrThrow();
    const brand = await other.db.selectFrom('brands').select('name').where('id', '=', product.brand_id!).executeTakeFirstOrThrow();
    await other.db.updateTable('brands').set({ name: 'Frobnicorp' }).where('id', '=', product.brand_id!).execute();
    expect(await names('frobnicorp')).toContain('Wobblestone Air Fryer');
    await other.db.updateTable('brands').set({ name: brand.name }).where('id', '=', product.brand_id!).execute();
    expect(await names('frobnicorp')).toEqual([]);

    await other.db.deleteFrom('products').where('id', '=', id).execute();
    expect(await names('wobblestone')).toEqual([]);
  });
});
