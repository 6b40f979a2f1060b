// Migrations build every table on this run's database (SQLite by default, PostgreSQL
// with TEST_DATABASE_URL) and a second run changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { pgConnection } from './index';
import { migrateTo, migrateToLatest } from './migrate';

const tables = [
  'verticals', 'categories', 'subcategories', 'brands', 'brand_offers', 'age_groups', 'products', 'banners',
  'home_categories', 'store_locations', 'coupons', 'customers', 'sessions', 'otp_challenges', 'carts', 'cart_lines',
  'addresses', 'orders', 'order_items', 'payments', 'payment_events', 'reviews', 'contact_messages', 'outbox',
  'payment_fees', 'delivery_charge_rules', 'serviceability_rules', 'pincodes',
  'content_pages',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

/** This database's own tables: on PostgreSQL Kysely's introspector would list every schema's (and can fail while another is dropped). */
async function tableNames(): Promise<string[]> {
  const { db, dialect } = database;
  if (dialect !== 'postgres') return (await db.introspection.getTables()).map((t) => t.name);
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  return rows.map((row) => row.name);
}

describe('migrations', () => {
  it('create every table', async () => {
    const found = await tableNames();
    expect(found).toEqual(expect.arrayContaining(tables));
  });

  it('are idempotent', async () => {
    await expect(migrateToLatest(database.db, database.dialect)).resolves.toBeUndefined();
  });

  it("010 turns an existing database's cart offers into coupons shown on the offers page", async () => {
    const { db, dialect } = database;
    await migrateTo(db, dialect, '009-banner-dates');
    await db
      .insertInto('offers' as never)
      .values({ company_id: 191, store_id: 139, title: 'Old offer', description: '7.5% off above ₹999', min_cart_paise: 99_900, discount_percent: 7.5, max_discount_paise: 20_000, active: 1 } as never)
      .execute();
    await migrateToLatest(db, dialect);
    const coupons = await db.selectFrom('coupons').selectAll().where('title', '=', 'Old offer').execute();
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ kind: 'percent', value: 8, min_order_paise: 99_900, max_discount_paise: 20_000, on_offers_page: 1, active: 1, description: '7.5% off above ₹999' });
    expect(coupons[0].code).toMatch(/^OFFER\d+$/);
    expect(await tableNames()).not.toContain('offers');
  });

  it('refuse negative stock', async () => {
    const { db } = database;
    const [vertical] = await db.insertInto('verticals').values({ company_id: 191, store_id: 139, name: 'V', name_url: 'v', image: null, sort_order: 0 }).returning('id').execute();
    const [category] = await db.insertInto('categories').values({ company_id: 191, store_id: 139, vertical_id: vertical.id, name: 'C', name_url: 'c', image: null, sort_order: 0 }).returning('id').execute();
    const product = {
      company_id: 191, store_id: 139, vertical_id: vertical.id, category_id: category.id, subcategory_id: null, brand_id: null,
      age_group_id: null, gender: null, name: 'P', name_url: 'p', sku_no: 'S', description: null, image: '/x.webp',
      color_id: null, color: null, variant_group: null, mrp_paise: 1000, selling_price_paise: 900, stock: -1,
      deal_price_paise: null, deal_ends_at: null, deal_type_id: null, specifications: null, other_information: null,
      barcode: null, bank_offer: null, updated_at: new Date().toISOString(),
      gallery_images: '[]', is_deal: 0, is_featured: 0, no_of_quantity_allowed: 1, total_rating: 0, review_count: 0,
    };
    await expect(db.insertInto('products').values(product).execute()).rejects.toThrow();
    await expect(db.insertInto('products').values({ ...product, stock: 0 }).execute()).resolves.toBeDefined();
  });
});

// PostgreSQL only: test files run side by side, each in a schema of its own that it drops
// when done. Kysely's own introspector reads every schema's tables, so a schema dropped at
// that moment fails another file's migration; migrate.ts introspects its own schema only.
// Eight migrations while other schemas come and go hold it to that.
if (/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '')) {
  describe('migrations on PostgreSQL', () => {
    it('succeed while other schemas of the database are created and dropped', async () => {
      const pg = (await import('pg')).default;
      const other = new pg.Client(pgConnection(process.env.TEST_DATABASE_URL!));
      await other.connect();
      let stop = false;
      const churn = (async () => {
        for (let n = 0; !stop; n++) {
          const schema = `churn_${process.pid}_${n}`;
          await other.query(`create schema ${schema}; create table ${schema}.a (id serial primary key, b int); create table ${schema}.c (id serial primary key)`);
          await other.query(`drop schema ${schema} cascade`);
        }
      })();
      try {
        for (let i = 0; i < 8; i++) {
          const fresh = await createTestDatabase({ seed: false });
          await fresh.close();
        }
      } finally {
        stop = true;
        await churn;
        await other.end();
      }
    }, 120_000);
  });
}
