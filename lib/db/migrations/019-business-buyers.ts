// Business buyers (docs/rules/addresses.md#business-buyers): an address may carry the
// buyer's GSTIN and legal name; an order placed to it keeps a copy (buyer_gstin,
// buyer_legal_name), so a later edit of the address never changes whom the order's B2B
// invoice names. All nullable: a shopper buying for themselves has neither.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';

export const businessBuyers = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('addresses').addColumn('gstin', 'text').execute();
    await db.schema.alterTable('addresses').addColumn('company_name', 'text').execute();
    await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
    await db.schema.alterTable('orders').addColumn('buyer_legal_name', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('orders').dropColumn('buyer_legal_name').execute();
    await db.schema.alterTable('orders').dropColumn('buyer_gstin').execute();
    await db.schema.alterTable('addresses').dropColumn('company_name').execute();
    await db.schema.alterTable('addresses').dropColumn('gstin').execute();
  },
};
