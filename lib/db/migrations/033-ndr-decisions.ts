// Failed deliveries' decisions (docs/rules/shipping.md#failed-deliveries): which failed
// attempt a decision answers (ndr_action_attempt, so one decision per attempt, whoever makes
// it first, and a new failed attempt opens the next one), who made it (staff or shopper), and
// what was asked of the courier (JSON: the re-attempt date, an added phone or landmark).
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';

export const ndrDecisions = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('shipments').addColumn('ndr_action_attempt', 'integer').execute();
    await db.schema.alterTable('shipments').addColumn('ndr_action_by', 'text').execute(); // staff | shopper
    await db.schema.alterTable('shipments').addColumn('ndr_action_note', 'text').execute();
  },
  async down(db: Kysely<any>) {
    for (const column of ['ndr_action_note', 'ndr_action_by', 'ndr_action_attempt']) await db.schema.alterTable('shipments').dropColumn(column).execute();
  },
};
