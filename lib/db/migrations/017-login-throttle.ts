// Throttling that an attacker cannot turn against the account's owner (docs/rules/seller.md#logging-in,
// docs/rules/login.md#rate-limits):
// - login_addresses: the addresses each staff member and customer logged in from
//   ("staff:<id>", "customer:<id>"), kept as they are (an IPv6 address by its /64), so
//   a login from one of them is not held back by a lock an attacker caused elsewhere;
// - staff_login_failures: each failed (or still running) staff login, by the e-mail tried
//   and the address it came from, counted per account and per address over a window;
// - staff.attack_alerted_at: when the owners were last told the account is attacked (one
//   mail per account per alert window);
// - otp_challenges.foreign_attempts: wrong tries at an OTP from other addresses than the
//   one that asked for it, counted apart, so a stranger cannot void someone else's OTP.
// staff.failed_logins is no longer read (the failures table counts instead); it stays,
// unused, so a rollback to 016 keeps working. Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function loginThrottle(dialect: DialectName) {
  const { table, created, now } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(table(db, 'login_addresses'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('last_login_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('login_addresses_account_address', ['account', 'address'])
        .execute();

      await table(db, 'staff_login_failures')
        .addColumn('email', 'text', (c) => c.notNull()) // as tried, trimmed and lower-cased; known or not
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull()) // the app's clock, as the windows are counted
        .execute();
      await db.schema.createIndex('staff_login_failures_email').on('staff_login_failures').columns(['email', 'created_at']).execute();
      await db.schema.createIndex('staff_login_failures_address').on('staff_login_failures').columns(['address', 'created_at']).execute();
      await db.schema.createIndex('staff_login_failures_time').on('staff_login_failures').column('created_at').execute();

      await db.schema.alterTable('staff').addColumn('attack_alerted_at', 'text').execute();
      await db.schema.alterTable('otp_challenges').addColumn('foreign_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('otp_challenges').dropColumn('foreign_attempts').execute();
      await db.schema.alterTable('staff').dropColumn('attack_alerted_at').execute();
      await db.schema.dropTable('staff_login_failures').execute();
      await db.schema.dropTable('login_addresses').execute();
    },
  };
}
