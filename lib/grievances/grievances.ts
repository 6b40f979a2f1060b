// The shopper's side of the grievance desk (docs/rules/grievances.md): filing a complaint
// (from the contact page, or an order's page with the order attached), which answers its
// ticket number at once and, in the same transaction, enqueues the ticket by SMS and
// e-mail to the shopper and an e-mail to the grievance officer; and reading a complaint's
// state: the logged-in shopper's own list, or by ticket number and mobile number.
import 'server-only';
import { randomInt } from 'node:crypto';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { Selectable } from 'kysely';
import type { GrievanceTable } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { enqueueMessage } from '@/lib/notify/messages';
import { todayInIndia } from '@/lib/orders/dates';
import { screenTexts } from '@/lib/texts/screens';
import { RESOLVE_DAYS, type FiledGrievance, type GrievanceCategory, type ShopperGrievance } from './types';

const t = screenTexts.grievances;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewGrievance {
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  category: GrievanceCategory;
  subject: string;
  text: string;
  orderId?: number;
}

/** The resolution limit of a complaint filed at `createdAt`. */
export const resolveBy = (createdAt: string) => new Date(new Date(createdAt).getTime() + RESOLVE_DAYS * DAY_MS).toISOString();

// No 0/O, 1/I/L: a ticket is read out on the phone.
const TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** GRV-YYYYMMDD-XXXX: the India day it was filed, then four random characters (unguessable, so one ticket says nothing of another). */
export function newTicket(now: Date): string {
  let tail = '';
  for (let i = 0; i < 4; i++) tail += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return `GRV-${todayInIndia(now).replace(/-/g, '')}-${tail}`;
}

async function freeTicket(tx: Tx, now: Date): Promise<string> {
  for (let tries = 0; ; tries++) {
    const ticket = newTicket(now);
    const taken = await tx.selectFrom('grievances').select('id').where('ticket', '=', ticket).executeTakeFirst();
    if (!taken || tries >= 20) return ticket; // the unique index refuses a 21st clash
  }
}

/**
 * Files a complaint. `customerId` is the session's (null when logged out); an order can
 * be attached only by its own logged-in customer (else 401, or 404 for another's).
 */
export async function fileGrievance(database: OpenedDatabase, input: NewGrievance, customerId: number | null, now: Date = new Date()): Promise<FiledGrievance> {
  return writeTransaction(database, async (tx) => {
    let orderString = '';
    if (input.orderId !== undefined) {
      if (customerId === null) throw new ShopError('unauthenticated', t.loginForOrder);
      const order = await tx
        .selectFrom('orders')
        .select(['id', 'order_string'])
        .where('id', '=', input.orderId)
        .where('customer_id', '=', customerId)
        .where('store_id', '=', store.storeId)
        .executeTakeFirst();
      if (!order) throw new ShopError('not_found', t.orderNotYours);
      orderString = order.order_string;
    }
    const at = now.toISOString();
    const ticket = await freeTicket(tx, now);
    await tx
      .insertInto('grievances')
      .values({
        company_id: store.companyId, store_id: store.storeId, ticket, customer_id: customerId, order_id: input.orderId ?? null,
        name: input.name, email: input.email.toLowerCase(), phone: input.phone, category: input.category, subject: input.subject,
        text: input.text, state: 'open', created_at: at, updated_at: at,
      })
      .execute();
    const key = `grievance:${ticket}:received`;
    const vars = { ticket, days: String(RESOLVE_DAYS) };
    await enqueueMessage(tx, { orderId: input.orderId ?? null, event: 'grievanceReceived', channel: 'sms', recipient: input.phone, vars, key }, now);
    await enqueueMessage(tx, { orderId: input.orderId ?? null, event: 'grievanceReceived', channel: 'email', recipient: input.email, vars, key }, now);
    await enqueueMessage(tx, {
      orderId: input.orderId ?? null, event: 'sellerNewGrievance', channel: 'email', recipient: store.grievanceOfficer.email,
      vars: { ticket, name: input.name, subject: input.subject, order: orderString }, key: `grievance:${ticket}:new`,
    }, now);
    return { ticket, state: 'open', created_at: at, resolve_by: resolveBy(at) };
  });
}

type Row = Pick<Selectable<GrievanceTable>, 'id' | 'ticket' | 'state' | 'category' | 'subject' | 'order_id' | 'created_at' | 'acknowledged_at' | 'resolved_at' | 'resolution'> & {
  order_string: string | null;
};

function shopperQuery(db: DB) {
  return db
    .selectFrom('grievances as g')
    .leftJoin('orders as o', 'o.id', 'g.order_id')
    .select(['g.id', 'g.ticket', 'g.state', 'g.category', 'g.subject', 'g.order_id', 'g.created_at', 'g.acknowledged_at', 'g.resolved_at', 'g.resolution', 'o.order_string'])
    .where('g.store_id', '=', store.storeId);
}

async function withReplies(db: DB, rows: Row[]): Promise<ShopperGrievance[]> {
  const ids = rows.map((r) => Number(r.id));
  const replies = ids.length
    ? await db.selectFrom('grievance_messages').select(['grievance_id', 'text', 'created_at']).where('grievance_id', 'in', ids).orderBy('id').execute()
    : [];
  return rows.map((r) => ({
    ticket: r.ticket, state: r.state, category: r.category, subject: r.subject, order_id: r.order_id === null ? null : Number(r.order_id),
    order_string: r.order_string ?? null, created_at: r.created_at, acknowledged_at: r.acknowledged_at, resolved_at: r.resolved_at,
    resolve_by: resolveBy(r.created_at), resolution: r.resolution,
    replies: replies.filter((m) => Number(m.grievance_id) === Number(r.id)).map((m) => ({ text: m.text, at: m.created_at })),
  }));
}

/** The logged-in shopper's complaints, newest first; with `orderId`, those about that order. */
export async function grievancesOfCustomer(db: DB, customerId: number, orderId?: number): Promise<ShopperGrievance[]> {
  let query = shopperQuery(db).where('g.customer_id', '=', customerId);
  if (orderId !== undefined) query = query.where('g.order_id', '=', orderId);
  return withReplies(db, (await query.orderBy('g.id', 'desc').limit(100).execute()) as Row[]);
}

/** One complaint by its ticket and the mobile number given with it (both must match: 404 otherwise, the same either way). */
export async function grievanceByTicket(db: DB, ticket: string, phone: string): Promise<ShopperGrievance> {
  const row = await shopperQuery(db).where('g.ticket', '=', ticket.trim().toUpperCase()).where('g.phone', '=', phone).executeTakeFirst();
  if (!row) throw new ShopError('not_found', t.notFound);
  return (await withReplies(db, [row as Row]))[0]!;
}
