// Pincode ranges and cash on delivery per rule (docs/rules/delivery.md#pincode-ranges,
// #cash-on-delivery-by-pincode). A zone (serviceability_rules) gains whether cash on
// delivery is taken there (1 by default, so every existing zone keeps it). Ranges get
// a table of their own: from and to are 6-digit pincodes, compared as text (same
// length, so text order is number order), ranges never overlap (checked on save), and
// the index on (store_id, from_pincode) finds the one range a pincode can be in with
// one step. Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function deliveryCod(dialect: DialectName) {
  const { table, owned } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('serviceability_rules').addColumn('cod', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await owned(table(db, 'pincode_ranges'))
        .addColumn('from_pincode', 'text', (c) => c.notNull())
        .addColumn('to_pincode', 'text', (c) => c.notNull())
        .addColumn('serviceable', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('min_days', 'integer', (c) => c.notNull())
        .addColumn('max_days', 'integer', (c) => c.notNull())
        .addColumn('cod', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('pincode_ranges_from', ['store_id', 'from_pincode'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('pincode_ranges').execute();
      await db.schema.alterTable('serviceability_rules').dropColumn('cod').execute();
    },
  };
}
