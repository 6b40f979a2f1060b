// GSTR-1 filing (docs/rules/gst.md#filing-a-period): one row per tax period the owner
// marked as filed, with who did it and the figures the return held then. A period is
// filed once (unique company + period). Documents themselves need no lock: an issued
// invoice or credit note is never changed (tax_documents is append-only), and a later
// change to an order issues a new credit note dated in the current period.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function gstFiling(dialect: DialectName) {
  const { table, owned, created } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'gst_periods')))
        .addColumn('period', 'text', (c) => c.notNull()) // MMYYYY
        .addColumn('filed_by', 'integer') // staff id
        .addColumn('figures', 'text', (c) => c.notNull()) // JSON: the reconciliation when filed
        .addUniqueConstraint('gst_periods_company_period', ['company_id', 'period'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('gst_periods').execute();
    },
  };
}
