// The audit log (docs/rules/seller.md#audit-log): every staff action, written in the
// same transaction as the change it records, so a change without its line (or a line
// without its change) cannot happen. The table is append-only in the database itself
// (migration 006): nothing in the app can edit or delete a line.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, Tx } from '@/lib/db';
import { addDays, indiaDayStart } from '@/lib/orders/dates';
import { AUDIT_PAGE_SIZE, type AuditLine, type StaffMember } from './types';

export { AUDIT_PAGE_SIZE, type AuditLine };

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
  /** The object's id, or as staff know it: an order's number, a coupon's code. */
  objectId?: string;
  /** Dates in India (YYYY-MM-DD), both ends included. */
  from?: string;
  to?: string;
  page: number;
}

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as unknown));
const isId = (text: string) => /^\d+$/.test(text);

/**
 * The object a filter names: staff type an order's number or a coupon's code, the log
 * keeps their ids. Anything else is matched as it is.
 */
async function objectOfFilter(db: DB, type: string | undefined, id: string): Promise<{ type: string | undefined; id: string }> {
  if (isId(id)) return { type, id };
  const reference = id.trim().toUpperCase();
  if (type === undefined || type === 'order') {
    const order = await db.selectFrom('orders').select('id').where('company_id', '=', store.companyId).where('order_string', '=', reference).executeTakeFirst();
    if (order) return { type: 'order', id: String(order.id) };
  }
  if (type === undefined || type === 'coupon') {
    const coupon = await db.selectFrom('coupons').select('id').where('store_id', '=', store.storeId).where('code', '=', reference).executeTakeFirst();
    if (coupon) return { type: 'coupon', id: String(coupon.id) };
  }
  return { type, id };
}

type Row = { staff_id: number | null; object_type: string | null; object_id: string | null };
const idsOf = (rows: Row[], type: string) => [...new Set(rows.filter((r) => r.object_type === type && r.object_id !== null && isId(r.object_id)).map((r) => Number(r.object_id)))];

/** Each line's member and object as staff know them, read in one query per table (not per line). */
async function namesOf(db: DB, rows: Row[]) {
  const staffIds = [...new Set([...rows.flatMap((r) => (r.staff_id === null ? [] : [Number(r.staff_id)])), ...idsOf(rows, 'staff')])];
  const [staff, orders, products, brands, coupons, returns] = await Promise.all([
    staffIds.length ? db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute() : [],
    idsOf(rows, 'order').length ? db.selectFrom('orders').select(['id', 'order_string']).where('id', 'in', idsOf(rows, 'order')).execute() : [],
    idsOf(rows, 'product').length ? db.selectFrom('products').select(['id', 'name']).where('company_id', '=', store.companyId).where('id', 'in', idsOf(rows, 'product')).execute() : [],
    idsOf(rows, 'brand').length ? db.selectFrom('brands').select(['id', 'name']).where('id', 'in', idsOf(rows, 'brand')).execute() : [],
    idsOf(rows, 'coupon').length ? db.selectFrom('coupons').select(['id', 'code']).where('id', 'in', idsOf(rows, 'coupon')).execute() : [],
    idsOf(rows, 'return').length
      ? db
          .selectFrom('return_requests')
          .innerJoin('orders', 'orders.id', 'return_requests.order_id')
          .innerJoin('order_items', 'order_items.id', 'return_requests.order_item_id')
          .select(['return_requests.id', 'orders.order_string', 'order_items.product_name'])
          .where('return_requests.id', 'in', idsOf(rows, 'return'))
          .execute()
      : [],
  ]);
  const staffNames = new Map(staff.map((s) => [Number(s.id), s.name]));
  const objects = new Map<string, { name: string; order: string | null }>([
    ...staff.map((s) => [`staff:${s.id}`, { name: s.name, order: null }] as const),
    ...orders.map((o) => [`order:${o.id}`, { name: o.order_string, order: o.order_string }] as const),
    ...products.map((p) => [`product:${p.id}`, { name: p.name, order: null }] as const),
    ...brands.map((b) => [`brand:${b.id}`, { name: b.name, order: null }] as const),
    ...coupons.map((c) => [`coupon:${c.id}`, { name: c.code, order: null }] as const),
    ...returns.map((r) => [`return:${r.id}`, { name: r.product_name, order: r.order_string }] as const),
  ]);
  return {
    staffName: (row: Row) => (row.staff_id === null ? null : staffNames.get(Number(row.staff_id)) ?? null),
    object: (row: Row) => objects.get(`${row.object_type}:${row.object_id}`) ?? null,
  };
}

/** The owner's reading of the log: newest first, filtered, 50 a page, with names. */
export async function listAudit(db: DB, filter: AuditFilter): Promise<{ lines: AuditLine[]; total: number }> {
  const object = filter.objectId ? await objectOfFilter(db, filter.objectType, filter.objectId) : { type: filter.objectType, id: undefined };
  let query = db.selectFrom('audit_log').where('store_id', '=', store.storeId);
  if (filter.staffEmail) query = query.where('staff_email', '=', filter.staffEmail.trim().toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action);
  if (object.type) query = query.where('object_type', '=', object.type);
  if (object.id) query = query.where('object_id', '=', object.id);
  if (filter.from) query = query.where('created_at', '>=', indiaDayStart(filter.from));
  if (filter.to) query = query.where('created_at', '<', indiaDayStart(addDays(filter.to, 1)));
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((filter.page - 1) * AUDIT_PAGE_SIZE).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const names = await namesOf(db, rows);
  return {
    lines: rows.map((r) => ({
      id: Number(r.id), at: r.created_at, staff_email: r.staff_email, staff_name: names.staffName(r), action: r.action,
      object_type: r.object_type, object_id: r.object_id, object_name: names.object(r)?.name ?? null, order_number: names.object(r)?.order ?? null,
      before: parsed(r.before), after: parsed(r.after), client_ip: r.client_ip,
    })),
    total: Number(total.n),
  };
}
