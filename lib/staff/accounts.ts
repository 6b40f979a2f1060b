// Staff accounts (docs/rules/seller.md#staff-and-roles): adding a member with a one-time
// enrolment link (a random token, kept hashed, and the member's new TOTP secret, shown
// once on the enrolment page), enrolling through it, and the demo store's staff.
import 'server-only';
import { seller, store } from '@/lib/config';
import { writeTransaction, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { hashPassword } from '@/lib/auth/passwords';
import { nowIso, randomToken, sha256Hex } from '@/lib/auth/tokens';
import { sellerTexts } from '@/lib/texts/seller';
import type { RequestContext } from '@/lib/request-context';
import { recordAudit } from './audit';
import { startStaffSession } from './session';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import type { StaffRole, StaffRow } from './types';

export type { StaffRow };

export const ENROL_PATH = '/seller/enrol';
export const STAFF_PASSWORD_MIN = 10;

/**
 * The demo store's staff (demo mode only; production refuses to start while any exists,
 * lib/staff/demo-staff-check.ts). One documented TOTP secret, so QA can script the console.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_STAFF = [
  { email: 'owner@demo.shop', name: 'Demo Owner', role: 'owner', password: 'open-box-owner' },
  { email: 'manager@demo.shop', name: 'Demo Manager', role: 'manager', password: 'open-box-manager' },
  { email: 'packer@demo.shop', name: 'Demo Packer', role: 'packer', password: 'open-box-packer' },
] as const;

/** Staff e-mails are kept and looked up trimmed and lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Adds a member who is not enrolled yet; the one-time enrolment link to hand them. */
export async function addStaff(
  database: OpenedDatabase,
  member: { email: string; name: string; role: StaffRole },
  by: { staffId: number | null; email: string; clientIp?: string },
): Promise<{ staffId: number; enrolLink: string }> {
  const email = normalEmail(member.email);
  const token = randomToken(32);
  return writeTransaction(database, async (tx) => {
    const existing = await tx.selectFrom('staff').select('id').where('company_id', '=', store.companyId).where('email', '=', email).executeTakeFirst();
    if (existing) throw new ShopError('conflict', sellerTexts.staffExists);
    const row = await tx
      .insertInto('staff')
      .values({
        company_id: store.companyId, store_id: store.storeId, email, name: member.name.trim(), role: member.role,
        password_hash: null, totp_secret: newTotpSecret(), totp_last_step: null,
        enrol_token_hash: sha256Hex(token), enrol_expires_at: new Date(Date.now() + seller.staffEnrolLinkMs).toISOString(),
        locked_until: null, updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staffId = Number(row.id);
    await recordAudit(tx, { staff: by, action: 'staff.add', objectType: 'staff', objectId: staffId, after: { email, name: member.name.trim(), role: member.role }, clientIp: by.clientIp });
    return { staffId, enrolLink: `${store.siteUrl}${ENROL_PATH}?token=${token}` };
  });
}

async function memberOfEnrolToken(database: OpenedDatabase, token: string) {
  const row = await database.db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'totp_secret', 'enrol_expires_at'])
    .where('enrol_token_hash', '=', sha256Hex(token))
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row || !row.totp_secret || !row.enrol_expires_at || Date.parse(row.enrol_expires_at) <= Date.now()) {
    throw new ShopError('not_found', sellerTexts.enrolLinkInvalid);
  }
  return { ...row, totp_secret: row.totp_secret };
}

/** What the enrolment page shows: who, and the new secret (as text and as an otpauth URI for the QR code). */
export async function enrolmentInfo(database: OpenedDatabase, token: string) {
  const member = await memberOfEnrolToken(database, token);
  return { email: member.email, name: member.name, role: member.role, secret: member.totp_secret, otpauth_uri: totpUri(member.totp_secret, member.email) };
}

/** Sets the password, checks a first code against the secret, spends the link and logs the member in. */
export async function enrol(ctx: RequestContext, input: { token: string; password: string; totp: string }): Promise<{ email: string; name: string; role: StaffRole }> {
  const member = await memberOfEnrolToken(ctx.database, input.token);
  if (input.password.length < STAFF_PASSWORD_MIN) {
    throw new ShopError('invalid', sellerTexts.passwordTooShort(STAFF_PASSWORD_MIN), { errors: { password: sellerTexts.passwordTooShort(STAFF_PASSWORD_MIN) } });
  }
  const step = totpStepOf(member.totp_secret, input.totp.trim());
  if (step === null) throw new ShopError('invalid', sellerTexts.freshCodeWrong, { errors: { totp: sellerTexts.freshCodeWrong } });
  const passwordHash = await hashPassword(input.password);
  await writeTransaction(ctx.database, async (tx) => {
    const done = await tx
      .updateTable('staff')
      .set({ password_hash: passwordHash, totp_last_step: step, enrol_token_hash: null, enrol_expires_at: null, updated_at: nowIso() })
      .where('id', '=', member.id)
      .where('enrol_token_hash', '=', sha256Hex(input.token))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new ShopError('not_found', sellerTexts.enrolLinkInvalid);
    await recordAudit(tx, { staff: { staffId: Number(member.id), email: member.email }, action: 'staff.enrolled', objectType: 'staff', objectId: Number(member.id), clientIp: ctx.clientIp });
  });
  await startStaffSession(ctx, Number(member.id));
  return { email: member.email, name: member.name, role: member.role };
}

/** Creates the demo staff that are missing (demo mode), enrolled with DEMO_TOTP_SECRET. */
export async function seedDemoStaff(database: OpenedDatabase): Promise<number> {
  let added = 0;
  for (const demo of DEMO_STAFF) {
    const present = await database.db.selectFrom('staff').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (present) continue;
    await database.db
      .insertInto('staff')
      .values({
        company_id: store.companyId, store_id: store.storeId, email: demo.email, name: demo.name, role: demo.role,
        password_hash: await hashPassword(demo.password), totp_secret: DEMO_TOTP_SECRET, totp_last_step: null,
        enrol_token_hash: null, enrol_expires_at: null, locked_until: null, updated_at: nowIso(),
      })
      .execute();
    added++;
  }
  return added;
}

/** The demo accounts present in this database (production refuses to start while any is). */
export async function demoStaffPresent(database: OpenedDatabase): Promise<string[]> {
  const rows = await database.db.selectFrom('staff').select('email').where('email', 'in', DEMO_STAFF.map((d) => d.email)).execute();
  return rows.map((r) => r.email);
}

/** Every member of the store, owners first. */
export async function listStaff(database: OpenedDatabase): Promise<StaffRow[]> {
  const rows = await database.db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'active', 'password_hash', 'locked_until'])
    .where('company_id', '=', store.companyId)
    .orderBy('role', 'desc')
    .orderBy('email')
    .execute();
  return rows.map((r) => ({
    staff_id: Number(r.id), email: r.email, name: r.name, role: r.role, active: Number(r.active) === 1,
    enrolled: r.password_hash !== null, locked_until: r.locked_until && Date.parse(r.locked_until) > Date.now() ? r.locked_until : null,
  }));
}

/**
 * Changes a member's role or deactivates them (their sessions end at once). The last
 * active owner can be neither demoted nor deactivated: the shop would have nobody to run it.
 */
export async function updateStaff(
  database: OpenedDatabase,
  change: { staffId: number; role?: StaffRole; active?: boolean },
  by: { staffId: number; email: string; clientIp?: string },
): Promise<void> {
  await writeTransaction(database, async (tx) => {
    const member = await tx.selectFrom('staff').select(['id', 'email', 'role', 'active']).where('id', '=', change.staffId).where('company_id', '=', store.companyId).executeTakeFirst();
    if (!member) throw new ShopError('not_found', sellerTexts.staffNotFound);
    const before = { role: member.role, active: Number(member.active) === 1 };
    const after = { role: change.role ?? member.role, active: change.active ?? before.active };
    if (before.role === 'owner' && before.active && (after.role !== 'owner' || !after.active)) {
      // Locks the owners' rows (PostgreSQL; SQLite's write lock is taken by BEGIN IMMEDIATE),
      // so two owners cannot demote each other at once.
      let ownersQuery = tx.selectFrom('staff').select('id').where('company_id', '=', store.companyId).where('role', '=', 'owner').where('active', '=', 1);
      if (database.dialect === 'postgres') ownersQuery = ownersQuery.forUpdate();
      const owners = await ownersQuery.execute();
      if (owners.length <= 1) throw new ShopError('conflict', sellerTexts.lastOwner);
    }
    await tx.updateTable('staff').set({ role: after.role, active: after.active ? 1 : 0, updated_at: nowIso() }).where('id', '=', member.id).execute();
    if (!after.active) await tx.deleteFrom('staff_sessions').where('staff_id', '=', member.id).execute();
    await recordAudit(tx, { staff: by, action: 'staff.update', objectType: 'staff', objectId: Number(member.id), before: { email: member.email, ...before }, after: { email: member.email, ...after }, clientIp: by.clientIp });
  });
}
