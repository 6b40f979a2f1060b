// The console's grievance desk (/seller/grievances; docs/rules/grievances.md): complaints
// with their age against the 48-hour acknowledgement and 30-day resolution limits, and
// the staff's actions on one: acknowledge, reply (e-mailed to the shopper), resolve with
// a resolution (e-mailed), close. Each action is one transaction: a conditional update on
// the complaint's state (two members acting at once make one move), its message through
// the job queue, and its audit line.
import 'server-only';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { Selectable } from 'kysely';
import type { GrievanceState, GrievanceTable } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { enqueueMessage } from '@/lib/notify/messages';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { resolveBy } from './grievances';
import {
  ACKNOWLEDGE_HOURS, GRIEVANCE_PAGE_SIZE, GRIEVANCE_STATES, UNRESOLVED_STATES,
  type DeskGrievanceDetail, type DeskGrievanceRow, type GrievanceLimit, type GrievancesPage,
} from './types';

const t = sellerTexts.grievancesPage;
const stateWord = (state: string) => (t.states[state] ?? state).toLowerCase();

/** A limit as it stands at `now`. */
function limit(dueAt: string, metAt: string | null, now: Date): GrievanceLimit {
  return { due_at: dueAt, met_at: metAt, minutes_left: metAt ? null : Math.floor((new Date(dueAt).getTime() - now.getTime()) / 60_000) };
}
export const acknowledgeBy = (createdAt: string) => new Date(new Date(createdAt).getTime() + ACKNOWLEDGE_HOURS * 3_600_000).toISOString();

function baseQuery(db: DB | Tx) {
  return db
    .selectFrom('grievances as g')
    .leftJoin('orders as o', 'o.id', 'g.order_id')
    .selectAll('g')
    .select('o.order_string')
    .where('g.store_id', '=', store.storeId);
}
type Row = Selectable<GrievanceTable> & { order_string: string | null };

function toRow(r: Row, now: Date): DeskGrievanceRow {
  return {
    grievance_id: Number(r.id), ticket: r.ticket, state: r.state, name: r.name, phone: r.phone, email: r.email, category: r.category,
    subject: r.subject, order_id: r.order_id === null ? null : Number(r.order_id), order_string: r.order_string ?? null, created_at: r.created_at,
    acknowledge: limit(acknowledgeBy(r.created_at), r.acknowledged_at, now),
    resolve: limit(resolveBy(r.created_at), r.resolved_at, now),
  };
}

async function countsOf(db: DB | Tx): Promise<GrievancesPage['counts']> {
  const rows = await db
    .selectFrom('grievances')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', store.storeId)
    .groupBy('state')
    .execute();
  const counts = Object.fromEntries(GRIEVANCE_STATES.map((s) => [s, 0])) as GrievancesPage['counts'];
  for (const r of rows) counts[r.state as GrievanceState] = Number(r.n);
  counts.unresolved = counts.open + counts.acknowledged;
  return counts;
}

/**
 * A page of complaints. Without a state, those not resolved yet, the oldest (the most
 * urgent) first; a state's tab, newest first.
 */
export async function listGrievances(db: DB, filter: { state?: GrievanceState; page: number }, now: Date = new Date()): Promise<GrievancesPage> {
  const states: readonly GrievanceState[] = filter.state ? [filter.state] : UNRESOLVED_STATES;
  const query = baseQuery(db).where('g.state', 'in', states);
  const [rows, total, counts] = await Promise.all([
    query.orderBy('g.id', filter.state ? 'desc' : 'asc').limit(GRIEVANCE_PAGE_SIZE).offset((filter.page - 1) * GRIEVANCE_PAGE_SIZE).execute(),
    db.selectFrom('grievances').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', store.storeId).where('state', 'in', states).executeTakeFirstOrThrow(),
    countsOf(db),
  ]);
  return { grievances: (rows as Row[]).map((r) => toRow(r, now)), total: Number(total.n), page: filter.page, page_size: GRIEVANCE_PAGE_SIZE, counts };
}

/** One complaint with its text and replies. */
export async function grievanceDetail(db: DB | Tx, grievanceId: number, now: Date = new Date()): Promise<DeskGrievanceDetail> {
  const row = (await baseQuery(db).where('g.id', '=', grievanceId).executeTakeFirst()) as Row | undefined;
  if (!row) throw new ShopError('not_found', t.notFound);
  const replies = await db.selectFrom('grievance_messages').selectAll().where('grievance_id', '=', grievanceId).orderBy('id').execute();
  return {
    ...toRow(row, now), text: row.text, resolution: row.resolution, closed_at: row.closed_at,
    replies: replies.map((m) => ({ reply_id: Number(m.id), staff_name: m.staff_name, text: m.text, at: m.created_at })),
  };
}

interface Action {
  staff: StaffMember;
  clientIp: string;
  now?: Date;
}

/** Moves the complaint from one of `from` (else 409 with `refusal`), with its audit line; answers it as it was. */
async function move(
  tx: Tx, grievanceId: number, from: readonly GrievanceState[], refusal: (state: string) => string,
  values: Partial<Pick<GrievanceTable, 'acknowledged_at' | 'resolved_at' | 'closed_at' | 'resolution'>> & { state?: GrievanceState },
  { staff, clientIp }: Action, audit: { action: string; after?: Record<string, unknown> }, at: string,
): Promise<Row> {
  const row = (await baseQuery(tx).where('g.id', '=', grievanceId).executeTakeFirst()) as Row | undefined;
  if (!row) throw new ShopError('not_found', t.notFound);
  if (!from.includes(row.state)) throw new ShopError('conflict', refusal(stateWord(row.state)));
  const moved = await tx
    .updateTable('grievances')
    .set({ ...values, updated_at: at })
    .where('id', '=', grievanceId)
    .where('state', '=', row.state)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ShopError('conflict', refusal(stateWord(row.state)));
  await recordAudit(tx, {
    staff, action: audit.action, objectType: 'grievance', objectId: grievanceId,
    before: { ticket: row.ticket, state: row.state }, after: { ticket: row.ticket, state: values.state ?? row.state, ...audit.after }, clientIp,
  });
  return row;
}

/** Open → acknowledged. */
export async function acknowledgeGrievance(database: OpenedDatabase, grievanceId: number, action: Action): Promise<DeskGrievanceDetail> {
  const now = action.now ?? new Date();
  const at = now.toISOString();
  return writeTransaction(database, async (tx) => {
    await move(tx, grievanceId, ['open'], t.cannotAcknowledge, { state: 'acknowledged', acknowledged_at: at }, action, { action: 'grievance.acknowledge' }, at);
    return grievanceDetail(tx, grievanceId, now);
  });
}

/** A reply, e-mailed to the shopper; it acknowledges an open complaint. A closed one takes no more. */
export async function replyToGrievance(database: OpenedDatabase, grievanceId: number, text: string, action: Action): Promise<DeskGrievanceDetail> {
  const now = action.now ?? new Date();
  const at = now.toISOString();
  return writeTransaction(database, async (tx) => {
    const current = await tx.selectFrom('grievances').select('state').where('id', '=', grievanceId).where('store_id', '=', store.storeId).executeTakeFirst();
    const values = current?.state === 'open' ? { state: 'acknowledged' as const, acknowledged_at: at } : {};
    const row = await move(tx, grievanceId, ['open', 'acknowledged', 'resolved'], () => t.cannotReply, values, action, { action: 'grievance.reply', after: { reply: text } }, at);
    const reply = await tx
      .insertInto('grievance_messages')
      .values({ grievance_id: grievanceId, staff_id: action.staff.staffId, staff_name: action.staff.name, text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMessage(tx, {
      orderId: row.order_id, event: 'grievanceReply', channel: 'email', recipient: row.email,
      vars: { ticket: row.ticket, reply: text }, key: `grievance:${row.ticket}:reply:${reply.id}`,
    }, now);
    return grievanceDetail(tx, grievanceId, now);
  });
}

/** Open or acknowledged → resolved, with what was done (e-mailed to the shopper). */
export async function resolveGrievance(database: OpenedDatabase, grievanceId: number, resolution: string, action: Action): Promise<DeskGrievanceDetail> {
  const now = action.now ?? new Date();
  const at = now.toISOString();
  return writeTransaction(database, async (tx) => {
    const current = await tx.selectFrom('grievances').select('acknowledged_at').where('id', '=', grievanceId).where('store_id', '=', store.storeId).executeTakeFirst();
    const row = await move(
      tx, grievanceId, ['open', 'acknowledged'], t.cannotResolve,
      { state: 'resolved', resolved_at: at, resolution, acknowledged_at: current?.acknowledged_at ?? at }, action, { action: 'grievance.resolve', after: { resolution } }, at,
    );
    await enqueueMessage(tx, {
      orderId: row.order_id, event: 'grievanceResolved', channel: 'email', recipient: row.email,
      vars: { ticket: row.ticket, resolution }, key: `grievance:${row.ticket}:resolved`,
    }, now);
    return grievanceDetail(tx, grievanceId, now);
  });
}

/** Resolved → closed: nothing more to do on it. */
export async function closeGrievance(database: OpenedDatabase, grievanceId: number, action: Action): Promise<DeskGrievanceDetail> {
  const now = action.now ?? new Date();
  const at = now.toISOString();
  return writeTransaction(database, async (tx) => {
    await move(tx, grievanceId, ['resolved'], t.cannotClose, { state: 'closed', closed_at: at }, action, { action: 'grievance.close' }, at);
    return grievanceDetail(tx, grievanceId, now);
  });
}
