// Staff accounts from the command line (docs/rules/seller.md#staff-and-roles):
//   npm run staff -- add --email E --name N --role owner|manager|packer
//       adds a member and prints their one-time enrolment link (password and TOTP are
//       set by the member on that page; the link lasts 72 hours)
//   npm run staff -- remove-demo
//       deactivates the demo accounts (owner@demo.shop, ...) and ends their sessions,
//       as production requires
//   npm run staff -- unlock --email E
//       clears the lock that failed logins put on the account (audited); see
//       docs/rules/seller.md#logging-in
// Runs against DATABASE_URL (migrating it first), like the other database scripts.
import { parseArgs } from 'node:util';
import { seller } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { migrateToLatest } from '@/lib/db/migrate';
import { addStaff, DEMO_STAFF } from '@/lib/staff/accounts';
import { recordAudit } from '@/lib/staff/audit';
import { unlockStaff } from '@/lib/staff/login-throttle';
import { showMoment } from '@/lib/orders/display';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/types';

const USAGE = 'usage: npm run staff -- add --email E --name N --role owner|manager|packer\n       npm run staff -- remove-demo\n       npm run staff -- unlock --email E';
const CLI = { staffId: null, email: 'command line' };

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const opened = await getDatabase();
  await migrateToLatest(opened.db, opened.dialect);
  const command = positionals[0];
  if (command === 'add') {
    const { email, name, role } = values;
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`--email needs an e-mail address\n${USAGE}`);
    if (!name?.trim()) throw new Error(`--name is required\n${USAGE}`);
    if (!STAFF_ROLES.includes(role as StaffRole)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
    const { enrolLink } = await addStaff(opened, { email, name, role: role as StaffRole }, CLI);
    console.log(`Added ${email} (${role}). Their one-time enrolment link (valid 72 hours):\n${enrolLink}`);
  } else if (command === 'remove-demo') {
    const emails = DEMO_STAFF.map((d) => d.email);
    await opened.db.transaction().execute(async (tx) => {
      const rows = await tx.selectFrom('staff').select(['id', 'email']).where('email', 'in', emails).execute();
      for (const row of rows) {
        await tx.deleteFrom('staff_sessions').where('staff_id', '=', row.id).execute();
        // Renamed as well as deactivated, so the production check no longer finds it and the address can be reused.
        await tx.updateTable('staff').set({ active: 0, email: `removed-${row.id}-${row.email}`, password_hash: null, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
        await recordAudit(tx, { staff: CLI, action: 'staff.remove_demo', objectType: 'staff', objectId: row.id, before: { email: row.email, active: 1 }, after: { active: 0 } });
      }
      console.log(rows.length > 0 ? `Deactivated ${rows.map((r) => r.email).join(', ')}.` : 'No demo staff accounts.');
    });
  } else if (command === 'unlock') {
    const email = values.email?.trim();
    if (!email) throw new Error(`--email needs the member's e-mail address\n${USAGE}`);
    const done = await unlockStaff(opened, email, CLI).catch((error: unknown) => {
      if (error instanceof ShopError && error.kind === 'not_found') throw new Error(`no staff member has the e-mail ${email}`);
      throw error;
    });
    console.log(
      done.lockedUntil
        ? `Unlocked ${done.email} (it was locked until ${showMoment(done.lockedUntil)}; ${done.failures} failed logins forgotten).`
        : `${done.email} was not locked; ${done.failures} failed logins of the last ${seller.staffLockMs / 60_000} minutes forgotten.`,
    );
  } else {
    throw new Error(USAGE);
  }
  await opened.db.destroy();
}

main().catch((error: Error) => {
  console.error(`staff: ${error.message}`);
  process.exit(1);
});
