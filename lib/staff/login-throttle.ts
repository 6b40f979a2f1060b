// Staff login throttling (docs/rules/seller.md#logging-in), built so that strangers who
// fail on purpose cannot lock the owner out of the console (OWASP ASVS V6: throttling
// must not let an attacker lock out the real user).
//
// Failures are rows of staff_login_failures (the e-mail tried, known or not, and the
// address), counted over seller.staffLockMs, in the database so every instance and the
// `npm run staff -- unlock` command see the same counts:
// - per address: after staffAddressSlowAfter failures each next try waits twice as long
//   as the one before, and at staffAddressMaxFailures the address is refused (429);
// - per account: staffMaxFailedLogins failures lock the account for addresses it never
//   logged in from (lib/auth/known-addresses.ts); from an address it did, the right
//   password and code still get in, so an attack from many addresses leaves the owner a
//   way in. The owners are mailed when an account locks, at most once per
//   staffAttackAlertMs.
// A try is counted as a failure before its password is checked (and the row removed when
// it succeeds), so a burst of tries at once gets no more checks than the limits allow.
import 'server-only';
import { sql } from 'kysely';
import { seller, store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { addressKey } from '@/lib/auth/known-addresses';
import { nowIso } from '@/lib/auth/tokens';
import { enqueueMessage } from '@/lib/notify/messages';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { recordAudit, type AuditEntry } from './audit';

const WINDOW_MS = seller.staffLockMs;
/** Serialises the counting on PostgreSQL (SQLite's BEGIN IMMEDIATE already does): count, then add, as one step. */
const THROTTLE_LOCK = 730_017;

const iso = (ms: number) => new Date(ms).toISOString();
const wholeMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

async function serialise(database: OpenedDatabase, tx: Tx): Promise<void> {
  if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${THROTTLE_LOCK})`.execute(tx);
}

/** When the newest failures (at most `limit`) of an e-mail or an address within the window happened, newest first. */
async function recentFailures(tx: Tx, by: 'email' | 'address', value: string, limit: number, now: number): Promise<number[]> {
  const rows = await tx
    .selectFrom('staff_login_failures')
    .select('created_at')
    .where(by, '=', value)
    .where('created_at', '>', iso(now - WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Date.parse(r.created_at));
}

/** The address's refusal, if it must wait (slowed down) or is over its limit (refused). */
function addressRefusal(times: number[], now: number): ShopError | null {
  if (times.length >= seller.staffAddressMaxFailures) {
    // Refused until the oldest of those failures leaves the window.
    const ms = times[times.length - 1]! + WINDOW_MS - now;
    return new ShopError('rate_limited', sellerTexts.loginAddressRefused(wholeMinutes(ms)), {}, wholeSeconds(ms));
  }
  if (times.length >= seller.staffAddressSlowAfter) {
    const delay = 2 ** (times.length - seller.staffAddressSlowAfter + 1) * 1000;
    const ms = times[0]! + delay - now;
    if (ms > 0) return new ShopError('rate_limited', sellerTexts.loginSlowDown(wholeSeconds(ms)), {}, wholeSeconds(ms));
  }
  return null;
}

/** Until when the account is locked for new addresses (null: it is not): till the oldest of its last staffMaxFailedLogins failures is a window old. */
function lockEnd(times: number[]): number | null {
  return times.length < seller.staffMaxFailedLogins ? null : times[seller.staffMaxFailedLogins - 1]! + WINDOW_MS;
}

const lockedRefusal = (end: number, now: number) =>
  new ShopError('rate_limited', sellerTexts.loginLocked(wholeMinutes(end - now)), {}, wholeSeconds(end - now));

export type Reservation = { ok: true; id: number } | { ok: false; refusal: ShopError; reason: 'throttled' | 'locked' };

/**
 * Counts a login try as a failure before its password is checked, or refuses it (429):
 * its address must wait or is over its limit, or the account is locked and the address
 * is not one the member logged in from (`known`).
 */
export async function reserveTry(database: OpenedDatabase, attempt: { email: string; clientIp: string; known: boolean }, at?: number): Promise<Reservation> {
  const address = addressKey(attempt.clientIp);
  return writeTransaction(database, async (tx): Promise<Reservation> => {
    await serialise(database, tx);
    // The clock is read once the try holds the lock: read before, a try that waited would
    // count itself older than the tries that went first, and name a lock of 16 minutes.
    const now = at ?? Date.now();
    await tx.deleteFrom('staff_login_failures').where('created_at', '<=', iso(now - WINDOW_MS)).execute();
    const throttled = addressRefusal(await recentFailures(tx, 'address', address, seller.staffAddressMaxFailures, now), now);
    if (throttled) return { ok: false, refusal: throttled, reason: 'throttled' };
    if (!attempt.known) {
      const end = lockEnd(await recentFailures(tx, 'email', attempt.email, seller.staffMaxFailedLogins, now));
      if (end !== null) return { ok: false, refusal: lockedRefusal(end, now), reason: 'locked' };
    }
    const row = await tx.insertInto('staff_login_failures').values({ email: attempt.email, address, created_at: iso(now) }).returning('id').executeTakeFirstOrThrow();
    return { ok: true, id: Number(row.id) };
  });
}

/** The try was not a guess after all (it succeeded, or the account has no password yet): it no longer counts. */
export async function releaseTry(db: DB | Tx, id: number): Promise<void> {
  await db.deleteFrom('staff_login_failures').where('id', '=', id).execute();
}

/**
 * Keeps a reserved try as a failure (audited); when it locks the member's account, that
 * is audited and the owners are mailed (once per alert window). Answers the lock's end
 * when the account is locked for this address (not a known one), else null.
 */
export async function settleFailure(
  database: OpenedDatabase,
  attempt: { email: string; staffId: number | null; clientIp: string; known: boolean; reason: string },
  at?: number,
): Promise<ShopError | null> {
  const who: AuditEntry['staff'] = { staffId: attempt.staffId, email: attempt.email };
  const objectId = attempt.staffId ?? undefined;
  return writeTransaction(database, async (tx) => {
    await serialise(database, tx);
    const now = at ?? Date.now(); // after the lock, as in reserveTry
    await recordAudit(tx, { staff: who, action: 'staff.login_failed', objectType: 'staff', objectId, after: { reason: attempt.reason }, clientIp: attempt.clientIp });
    const end = lockEnd(await recentFailures(tx, 'email', attempt.email, seller.staffMaxFailedLogins, now));
    if (end === null) return null;
    if (attempt.staffId !== null) {
      const fresh = await tx
        .updateTable('staff')
        .set({ locked_until: iso(end), updated_at: nowIso() })
        .where('id', '=', attempt.staffId)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]))
        .executeTakeFirst();
      if (Number(fresh.numUpdatedRows) === 1) {
        await recordAudit(tx, { staff: who, action: 'staff.locked', objectType: 'staff', objectId, after: { minutes: wholeMinutes(end - now) }, clientIp: attempt.clientIp });
        await alertOwners(tx, { staffId: attempt.staffId, email: attempt.email, end }, now);
      } else {
        await tx.updateTable('staff').set({ locked_until: iso(end) }).where('id', '=', attempt.staffId).execute();
      }
    }
    return attempt.known ? null : lockedRefusal(end, now);
  });
}

/** Mails every active owner that the account is attacked, unless they were told within the alert window. */
async function alertOwners(tx: Tx, account: { staffId: number; email: string; end: number }, now: number): Promise<void> {
  const claimed = await tx
    .updateTable('staff')
    .set({ attack_alerted_at: iso(now) })
    .where('id', '=', account.staffId)
    .where((eb) => eb.or([eb('attack_alerted_at', 'is', null), eb('attack_alerted_at', '<=', iso(now - seller.staffAttackAlertMs))]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const counts = await tx
    .selectFrom('staff_login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.count<number>('address').distinct().as('addresses')])
    .where('email', '=', account.email)
    .where('created_at', '>', iso(now - WINDOW_MS))
    .executeTakeFirstOrThrow();
  const owners = await tx.selectFrom('staff').select('email').where('company_id', '=', store.companyId).where('role', '=', 'owner').where('active', '=', 1).execute();
  // In the lock's transaction: the owners are told once the lock commits, by the job queue.
  for (const owner of owners) {
    await enqueueMessage(tx, {
      orderId: null,
      event: 'staffLoginAttack',
      channel: 'email',
      recipient: owner.email,
      key: `staff-attack:${account.staffId}:${iso(now)}`,
      vars: {
        account: account.email,
        failures: String(Number(counts.failures)),
        addresses: String(Number(counts.addresses)),
        until: showMoment(iso(account.end)),
        minutes: String(WINDOW_MS / 60_000),
      },
    });
  }
}

/**
 * `npm run staff -- unlock --email …`: forgets the member's failed logins (so the lock
 * and what they counted against their addresses go) and clears the lock, audited.
 */
export async function unlockStaff(
  database: OpenedDatabase,
  email: string,
  by: AuditEntry['staff'] & { clientIp?: string },
  now = Date.now(),
): Promise<{ email: string; failures: number; lockedUntil: string | null }> {
  const normal = email.trim().toLowerCase();
  return writeTransaction(database, async (tx) => {
    await serialise(database, tx);
    const member = await tx.selectFrom('staff').select(['id', 'email', 'locked_until']).where('company_id', '=', store.companyId).where('email', '=', normal).executeTakeFirst();
    if (!member) throw new ShopError('not_found', sellerTexts.staffNotFound);
    const counted = await tx
      .selectFrom('staff_login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', normal)
      .where('created_at', '>', iso(now - WINDOW_MS))
      .executeTakeFirstOrThrow();
    const failures = Number(counted.n);
    const lockedUntil = member.locked_until && Date.parse(member.locked_until) > now ? member.locked_until : null;
    await tx.deleteFrom('staff_login_failures').where('email', '=', normal).execute();
    await tx.updateTable('staff').set({ locked_until: null, updated_at: nowIso() }).where('id', '=', member.id).execute();
    await recordAudit(tx, {
      staff: by, action: 'staff.unlock', objectType: 'staff', objectId: Number(member.id),
      before: { email: member.email, locked_until: lockedUntil, failures }, after: { email: member.email, locked_until: null, failures: 0 }, clientIp: by.clientIp,
    });
    return { email: member.email, failures, lockedUntil };
  });
}
