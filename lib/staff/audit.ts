// The audit log (docs/rules/seller.md#audit-log): every staff action, written in the
// same transaction as the change it records, so a change without its line (or a line
// without its change) cannot happen. The table is append-only in the database itself
// (migration 006): nothing in the app can edit or delete a line.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, Tx } from '@/lib/db';
import { addDays, indiaDayStart } from '@/lib/orders/dates';
import type { AuditLine, StaffMember } from './types';

export type { AuditLine };

export interface AuditEntry {
  /**
   * Who: the staff member (pass the StaffMember itself), or just the e-mail tried at a
   * failed login (staffId null).
   */
  staff: Pick<StaffMember, 'email'> & { staffId: StaffMember['staffId'] | null };
  /** What, as a dotted verb: staff.login, staff.login_failed, order.transition, refund.create, ... */
  action: string;
  objectType?: string;
  objectId?: string | number;
  before?: unknown;
  after?: unknown;
  clientIp?: string;
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Appends one line; pass the transaction of the change it records. */
export async function recordAudit(db: DB | Tx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      company_id: store.companyId,
      store_id: store.storeId,
      staff_id: entry.staff.staffId,
      staff_email: entry.staff.email,
      action: entry.action,
      object_type: entry.objectType ?? null,
      object_id: entry.objectId === undefined ? null : String(entry.objectId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      client_ip: entry.clientIp ?? null,
    })
    .execute();
}

export interface AuditFilter {
  staffEmail?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** Dates in India (YYYY-MM-DD), both ends included. */
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as unknown));

/** The owner's reading of the log: newest first, filtered, 50 a page. */
export async function listAudit(db: DB, filter: AuditFilter): Promise<{ lines: AuditLine[]; total: number }> {
  let query = db.selectFrom('audit_log').where('store_id', '=', store.storeId);
  if (filter.staffEmail) query = query.where('staff_email', '=', filter.staffEmail.trim().toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.from) query = query.where('created_at', '>=', indiaDayStart(filter.from));
  if (filter.to) query = query.where('created_at', '<', indiaDayStart(addDays(filter.to, 1)));
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((filter.page - 1) * AUDIT_PAGE_SIZE).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    lines: rows.map((r) => ({
      id: Number(r.id), at: r.created_at, staff_email: r.staff_email, action: r.action, object_type: r.object_type, object_id: r.object_id,
      before: parsed(r.before), after: parsed(r.after), client_ip: r.client_ip,
    })),
    total: Number(total.n),
  };
}
