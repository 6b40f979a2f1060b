// E-way bills (docs/rules/seller.md#e-way-bills): a consignment worth more than the
// threshold moves only with an e-way bill (CGST Rule 138); its 12-digit number is kept
// on the order when it ships and printed on the invoice. Null for an order that needed
// none. Runs unchanged on SQLite and PostgreSQL; moves no data.
import type { Kysely } from 'kysely';

export const ewayBills = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('orders').addColumn('eway_bill_no', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('orders').dropColumn('eway_bill_no').execute();
  },
};
