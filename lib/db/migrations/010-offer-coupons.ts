// The cart offers the /offers page lists are coupons shown there (docs/rules/coupons.md#offers):
// one discount the checkout really gives, priced by the coupon rules, instead of a second
// table of offers that nothing applied. A coupon gains the title and description the page
// shows and whether the page shows it. An existing database's offers become such coupons
// (codes OFFER<id>, whole percents, once per customer) before the offers table goes.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function offerCoupons(dialect: DialectName) {
  const { money, real, table, owned } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('coupons').addColumn('title', 'text').execute();
      await db.schema.alterTable('coupons').addColumn('description', 'text').execute();
      await db.schema.alterTable('coupons').addColumn('on_offers_page', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      const offers = await db.selectFrom('offers').selectAll().execute();
      for (const o of offers) {
        const code = `OFFER${o.id}`;
        const taken = await db.selectFrom('coupons').select('id').where('store_id', '=', o.store_id).where('code', '=', code).executeTakeFirst();
        if (taken) continue;
        await db
          .insertInto('coupons')
          .values({
            company_id: o.company_id, store_id: o.store_id, code, kind: 'percent',
            value: Math.min(100, Math.max(1, Math.round(Number(o.discount_percent)))),
            min_order_paise: Number(o.min_cart_paise), max_discount_paise: Number(o.max_discount_paise),
            active: Number(o.active), title: o.title, description: o.description, on_offers_page: 1,
          })
          .execute();
      }
      await db.schema.dropTable('offers').execute();
    },
    async down(db: Kysely<any>) {
      await owned(table(db, 'offers'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('min_cart_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('discount_percent', real, (c) => c.notNull().defaultTo(0))
        .addColumn('max_discount_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('coupons').dropColumn('on_offers_page').execute();
      await db.schema.alterTable('coupons').dropColumn('description').execute();
      await db.schema.alterTable('coupons').dropColumn('title').execute();
    },
  };
}
