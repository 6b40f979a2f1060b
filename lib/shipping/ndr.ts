// Failed deliveries (docs/rules/shipping.md#failed-deliveries): a shipment the courier could
// not deliver (status `undelivered`, its order `delivery_failed`, filled by the tracking
// events) waits for a decision: a re-attempt on a date within the courier's window (with a
// phone or a landmark added), or the parcel's return to the seller, which cannot be undone.
// Owners and managers decide on the desk; the order's own shopper may ask for a re-attempt
// from the order page (they know best when they are home). One decision per failed attempt,
// whoever makes it first; it is sent to the courier by a job (provider.ndrAction, retried,
// never lost), recorded on the shipment, in the order's history and, for staff, in the audit
// log, all in one transaction. A return moves the order to `rto` through the order moves.
// Staff are told by e-mail once per failed attempt that waits for them.
import 'server-only';
import { seller, store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { enqueue } from '@/lib/jobs/queue';
import { enqueueMessage } from '@/lib/notify/messages';
import { showDate, showMoment } from '@/lib/orders/display';
import { isCalendarDate } from '@/lib/orders/dates';
import type { OrderOwner } from '@/lib/orders/types';
import { moveOrderIn } from '@/lib/orders/transition';
import { roleMayMove } from '@/lib/orders/status-machine';
import { sellerTexts } from '@/lib/texts/seller';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { screenTexts } from '@/lib/texts/screens';
import { sellerNdrTexts } from '@/lib/texts/seller/ndr';
import { trackingTexts } from '@/lib/texts/tracking';
import { JobCannotSucceed, type JobContext } from '@/lib/jobs/worker';
import type { CourierProvider, NdrAction } from './provider';
import { CourierNotConfigured, courierNamed } from './active-courier';
import { ndrDecided, ndrWindowOpen, reattemptWindow } from './ndr-window';
import type { NdrDecision, NdrDesk, NdrDeskRow } from './ndr-types';

export const NDR_ACTION_JOB = 'shipping.ndr-action';
export const NDR_WAITING_JOB = 'shipping.ndr-waiting';
/** Attempts the courier's request gets (the backoff doubling: about a day at the defaults). */
const NDR_ACTION_ATTEMPTS = 20;

const t = sellerNdrTexts;

/** Who decides: a staff member on the desk, or the order's own shopper. */
export type NdrActor = { kind: 'staff'; staff: StaffMember; clientIp: string } | { kind: 'shopper'; owner: OrderOwner };

export interface NdrRequest {
  orderId: number;
  action: 'reattempt' | 'rto';
  /** The re-attempt's date (YYYY-MM-DD, India). */
  date?: string;
  phone?: string;
  landmark?: string;
}

/** The job's payload: everything the courier is asked, so a later decision cannot change it. */
export interface NdrActionJob {
  shipmentId: number;
  provider: string;
  awb: string;
  attempt: number;
  action: NdrAction;
}

/** The order's current forward shipment (the newest one not cancelled). */
async function forwardShipment(db: DB | Tx, orderId: number) {
  return db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('direction', '=', 'forward')
    .where('status', 'not in', ['cancelled', 'failed'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const clean = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/** What the courier is asked: Shiprocket's action, with the landmark added to the address line. */
function courierAction(request: NdrRequest): NdrAction {
  if (request.action === 'rto') return { action: 'return' };
  const phone = clean(request.phone);
  const landmark = clean(request.landmark);
  return { action: 're-attempt', date: request.date!, ...(phone ? { phone } : {}), ...(landmark ? { address: landmark } : {}) };
}

/** Refuses a re-attempt date outside the window, naming the field (400). */
function checkDate(date: string | undefined, now: Date): void {
  const window = reattemptWindow(now);
  const message = t.dateOutside(showDate(window.from), showDate(window.to));
  if (!date) throw new ShopError('invalid', t.dateRequired, { errors: { date: t.dateRequired } });
  if (!isCalendarDate(date) || date < window.from || date > window.to) throw new ShopError('invalid', message, { errors: { date: message } });
}

/**
 * Takes a decision for an order's failed delivery: checks it (404 for an order that is not
 * the shopper's; 409 when nothing waits for a decision, the window closed or a decision was
 * taken; 400 for a date outside the window), records it and enqueues its request to the
 * courier. A return also moves the order to `rto`.
 */
export async function decideNdr(database: OpenedDatabase, actor: NdrActor, request: NdrRequest, now: Date = new Date()): Promise<void> {
  if (actor.kind === 'shopper' && request.action !== 'reattempt') throw new ShopError('forbidden', t.shopperReattemptOnly);
  if (request.action === 'reattempt') checkDate(request.date, now);

  if (request.action === 'rto' && actor.kind === 'staff' && !roleMayMove(actor.staff.role, 'rto')) throw new ShopError('forbidden', sellerTexts.roleRefused);

  await writeTransaction(database, async (tx) => {
    const { shipment } = await preflight(tx, actor, request, now);
    // A return moves the order to rto (RTO initiated) through the order moves, in this transaction.
    if (request.action === 'rto' && actor.kind === 'staff') await moveOrderIn(tx, { kind: 'staff', staff: actor.staff, clientIp: actor.clientIp }, { orderId: request.orderId, to: 'rto' });
    const action = courierAction(request);
    const attempt = Number(shipment.ndr_attempts);
    const note = { date: request.action === 'reattempt' ? request.date! : null, phone: clean(request.phone) ?? null, landmark: clean(request.landmark) ?? null };
    const at = now.toISOString();
    const taken = await tx
      .updateTable('shipments')
      .set({
        ndr_action: action.action,
        ndr_action_at: at,
        ndr_action_attempt: attempt,
        ndr_action_by: actor.kind,
        ndr_action_note: JSON.stringify(note),
        ...(actor.kind === 'shopper' ? { ndr_requested_date: request.date! } : {}),
        updated_at: at,
      })
      .where('id', '=', shipment.id)
      .where('ndr_attempts', '=', attempt)
      .where((eb) => eb.or([eb('ndr_action_attempt', 'is', null), eb('ndr_action_attempt', '<>', attempt)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new ShopError('conflict', t.alreadyDecided);

    const job: NdrActionJob = { shipmentId: Number(shipment.id), provider: shipment.provider, awb: shipment.awb!, attempt, action };
    await enqueue(tx, { kind: NDR_ACTION_JOB, payload: job, key: `ndr:${shipment.id}:${attempt}`, maxAttempts: NDR_ACTION_ATTEMPTS }, now);

    if (request.action === 'reattempt') {
      // The order does not move (the courier's next event does); its history says what was asked.
      const history = { ndr: 're-attempt', date: request.date!, ...(note.phone ? { phone: note.phone } : {}), ...(note.landmark ? { landmark: note.landmark } : {}) };
      await tx
        .insertInto('order_events')
        .values({
          order_id: request.orderId, actor: actor.kind === 'staff' ? 'staff' : 'customer',
          staff_id: actor.kind === 'staff' ? actor.staff.staffId : null, staff_email: actor.kind === 'staff' ? actor.staff.email : null,
          from_status: 'delivery_failed', to_status: 'delivery_failed', note: JSON.stringify(history),
        })
        .execute();
    }
    if (actor.kind === 'staff') {
      await recordAudit(tx, {
        staff: actor.staff, action: 'shipping.ndr', objectType: 'order', objectId: request.orderId,
        before: { reason: shipment.ndr_reason, attempts: attempt }, after: { action: action.action, awb: shipment.awb, ...note }, clientIp: actor.clientIp,
      });
    }
  });
}

/** Reads and checks the order and its undelivered shipment (see decideNdr). */
async function preflight(db: DB | Tx, actor: NdrActor, request: NdrRequest, now: Date) {
  let orderQuery = db.selectFrom('orders').select(['id', 'status', 'order_string']).where('id', '=', request.orderId);
  orderQuery = actor.kind === 'shopper'
    ? orderQuery.where('customer_id', '=', actor.owner.customerId).where('store_id', '=', actor.owner.storeId)
    : orderQuery.where('store_id', '=', store.storeId);
  const order = await orderQuery.executeTakeFirst();
  if (!order) throw new ShopError('not_found', screenTexts.orderNotFound);
  const shipment = await forwardShipment(db, request.orderId);
  if (!shipment || shipment.status !== 'undelivered' || order.status !== 'delivery_failed') throw new ShopError('conflict', actor.kind === 'shopper' ? trackingTexts.notUndelivered : t.notUndelivered);
  if (shipment.provider === 'manual' || !shipment.awb) throw new ShopError('conflict', t.byHand);
  if (!ndrWindowOpen(shipment, now)) throw new ShopError('conflict', t.windowClosed(showMoment(shipment.ndr_deadline)));
  if (ndrDecided(shipment)) throw new ShopError('conflict', t.alreadyDecided);
  return { order, shipment };
}

/** A decision's request state, from its job. */
function sentState(jobState: string | undefined): NdrDecision['sent'] {
  if (jobState === 'done') return 'sent';
  if (jobState === 'dead' || jobState === 'cancelled') return 'failed';
  return 'waiting';
}

/** The desk: every undelivered shipment, the ones with the least time left first. */
export async function ndrDesk(db: DB, now: Date = new Date()): Promise<NdrDesk> {
  const rows = await db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select([
      'shipments.id', 'shipments.order_id', 'shipments.courier_name', 'shipments.awb', 'shipments.ndr_reason', 'shipments.ndr_attempts', 'shipments.ndr_deadline',
      'shipments.ndr_action', 'shipments.ndr_action_at', 'shipments.ndr_action_attempt', 'shipments.ndr_action_by', 'shipments.ndr_action_note', 'shipments.ndr_requested_date',
      'shipments.status', 'orders.order_string', 'orders.delivered_name', 'orders.delivered_contact', 'orders.delivered_city', 'orders.delivered_pincode',
      'orders.paymentmode', 'orders.total_paid_paise', 'orders.status as order_status',
    ])
    .where('shipments.direction', '=', 'forward')
    .where('shipments.provider', '<>', 'manual') // no courier account to act through
    .where('shipments.status', '=', 'undelivered')
    .where('shipments.store_id', '=', store.storeId)
    .orderBy('shipments.ndr_deadline')
    .orderBy('shipments.id')
    .execute();
  const keys = rows.filter((r) => ndrDecided(r)).map((r) => `ndr:${r.id}:${r.ndr_attempts}`);
  const jobs = keys.length === 0 ? [] : await db.selectFrom('jobs').select(['unique_key', 'state']).where('unique_key', 'in', keys).execute();
  const jobState = new Map(jobs.map((j) => [j.unique_key, j.state]));
  const window = reattemptWindow(now);
  const desk: NdrDeskRow[] = rows.map((r) => {
    const decided = ndrDecided(r);
    const note = decided && r.ndr_action_note ? (JSON.parse(r.ndr_action_note) as { date: string | null; phone: string | null; landmark: string | null }) : null;
    return {
      shipment_id: Number(r.id),
      order_id: Number(r.order_id),
      order_string: r.order_string,
      courier: r.courier_name,
      awb: r.awb ?? '',
      reason: r.ndr_reason,
      attempts: Number(r.ndr_attempts),
      act_by: r.ndr_deadline,
      open: !decided && ndrWindowOpen(r, now) && r.order_status === 'delivery_failed',
      window,
      // The customer's date for this attempt (an earlier attempt's request is history).
      requested_date: decided && r.ndr_action_by === 'shopper' ? r.ndr_requested_date : null,
      decision: decided && r.ndr_action
        ? { action: r.ndr_action, at: r.ndr_action_at ?? '', by: r.ndr_action_by ?? 'staff', date: note?.date ?? null, phone: note?.phone ?? null, landmark: note?.landmark ?? null, sent: sentState(jobState.get(`ndr:${r.id}:${r.ndr_attempts}`)) }
        : null,
      customer_name: r.delivered_name,
      customer_phone: r.delivered_contact,
      city: r.delivered_city,
      pincode: r.delivered_pincode,
      paymentmode: r.paymentmode,
      amount: rupeesFromPaise(Number(r.total_paid_paise)),
    };
  });
  return { rows: desk };
}

/** Undelivered shipments with no decision for their current attempt while the courier still takes one. */
async function waitingShipments(db: DB | Tx, now: Date, shipmentId?: number) {
  let query = db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select(['shipments.id', 'shipments.order_id', 'shipments.ndr_reason', 'shipments.ndr_attempts', 'shipments.ndr_deadline', 'shipments.ndr_action_attempt', 'orders.order_string'])
    .where('shipments.direction', '=', 'forward')
    .where('shipments.provider', '<>', 'manual') // no courier account to act through
    .where('shipments.status', '=', 'undelivered')
    .where('orders.status', '=', 'delivery_failed');
  if (shipmentId !== undefined) query = query.where('shipments.id', '=', shipmentId);
  const rows = await query.execute();
  return rows.filter((r) => !ndrDecided(r) && ndrWindowOpen(r, now));
}

/**
 * Tells the seller of each failed attempt waiting for a decision: one e-mail per shipment and
 * attempt (its message's key), whatever the number of runs. The schedule `shipping.ndr-waiting`
 * runs it; the tracking events may call it with their transaction for one shipment, so the
 * e-mail leaves with the event that caused it. Answers how many e-mails were enqueued.
 */
export async function tellSellerOfNdr(tx: Tx, now: Date = new Date(), shipmentId?: number): Promise<number> {
  let told = 0;
  for (const row of await waitingShipments(tx, now, shipmentId)) {
    const id = await enqueueMessage(tx, {
      orderId: Number(row.order_id),
      event: 'sellerNdrWaiting',
      channel: 'email',
      recipient: seller.ordersEmail,
      key: `ndr-waiting:${row.id}:${row.ndr_attempts}`,
      vars: {
        order: row.order_string,
        reason: row.ndr_reason ?? t.noReason,
        attempt: String(row.ndr_attempts),
        act_by: row.ndr_deadline ? showMoment(row.ndr_deadline) : t.noDeadline,
      },
    }, now);
    if (id !== null) told++;
  }
  return told;
}

/** The schedule's run: every waiting failed attempt told once. */
export async function tellSellerOfWaitingNdrs(database: OpenedDatabase, now: Date = new Date()): Promise<number> {
  if ((await waitingShipments(database.db, now)).length === 0) return 0;
  return writeTransaction(database, (tx) => tellSellerOfNdr(tx, now));
}

/**
 * The job: asks the shipment's courier for the decision (Shiprocket's ndr/{awb}/action). A
 * failure is retried with backoff; a courier that cannot be asked (its provider is not
 * configured any more) makes the job dead at once, shown on /seller/jobs.
 */
export async function sendNdrActionJob(payload: NdrActionJob, { database }: Pick<JobContext, 'database'>): Promise<void> {
  let courier: CourierProvider;
  try {
    courier = courierNamed(payload.provider, database);
  } catch (error) {
    if (error instanceof CourierNotConfigured) throw new JobCannotSucceed(`shipment ${payload.shipmentId}: ${error.message}`);
    throw error;
  }
  await courier.ndrAction(payload.awb, payload.action);
}
