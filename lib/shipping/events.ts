// A courier's tracking events taken in (docs/rules/shipping.md#tracking): Shiprocket's webhook
// (app/api/courier/events), the polling job (lib/shipping/poll.ts) and the demo's test courier
// page all hand the same body (lib/shipping/webhook-body.ts) to ingestCourierEvent.
// - Each event is stored once, by awb|status id|the courier's time; a repeat changes nothing.
// - An event older than the shipment's latest one is kept for the record and moves nothing;
//   a newer one never moves the order to a lower rank (lib/shipping/status-map.ts).
// - The order moves through the same code as a staff move (lib/orders/transition.ts), with
//   the courier as the mover; an event that skips steps (a lost webhook) walks the order
//   through the legal moves between, so each move's side effects happen once. The shopper
//   is told of where the walk ends, as a staff move would tell them.
// - All of it, for one event, is one transaction.
import 'server-only';
import { z } from 'zod';
import { writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import type { ShipmentStatus } from '@/lib/db/schema';
import { seller } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import { moveOrderIn } from '@/lib/orders/transition';
import { isOrderStatus, LEGAL_MOVES, type OrderStatus } from '@/lib/orders/status-machine';
import { logLine } from '@/lib/server/log';
import { safeEqual, sha256Hex } from '@/lib/auth/tokens';
import { orderRank, shipmentRank, statusMapping } from './status-map';
import type { CourierWebhookBody, CourierWebhookScan } from './webhook-body';

export type EventSource = 'webhook' | 'poll' | 'test';

export interface IngestResult {
  /**
   * invalid: not a courier event (errors name the fields); unknown: no shipment of ours has
   * this AWB; duplicate: taken before; late: older than the shipment's latest event, kept
   * only; stored: taken, nothing to move; applied: the order moved.
   */
  outcome: 'invalid' | 'unknown' | 'duplicate' | 'late' | 'stored' | 'applied';
  errors?: Record<string, string>;
  shipmentId?: number;
  orderId?: number;
  /** The order's moves this event made, in order. */
  moves: OrderStatus[];
}

const HOUR_MS = 60 * 60_000;
const INDIA_OFFSET = '+05:30';

/**
 * The courier's time as ISO. Shiprocket writes "23 05 2023 11:43:52" in its webhook and
 * "2023-05-23 11:43:52" in its scans, both in India's time; a time with a zone is read as given.
 */
export function parseCourierTime(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text.trim();
  const pad = (n: string | undefined) => (n ?? '00').padStart(2, '0');
  let match = /^(\d{1,2})[ ./-](\d{1,2})[ ./-](\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (match) return isoOf(`${match[3]}-${pad(match[2])}-${pad(match[1])}T${pad(match[4])}:${match[5]}:${pad(match[6])}${INDIA_OFFSET}`);
  match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (match) return isoOf(`${match[1]}-${match[2]}-${match[3]}T${pad(match[4])}:${match[5]}:${pad(match[6])}${INDIA_OFFSET}`);
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) return isoOf(value);
  return null;
}

function isoOf(text: string): string | null {
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

const scanSchema = z.looseObject({
  date: z.string(),
  activity: z.string().optional().nullable(),
  status: z.string().optional().nullable(),
  location: z.string().optional().nullable(),
  'sr-status': z.union([z.string(), z.number()]).optional().nullable(),
  'sr-status-label': z.string().optional().nullable(),
});

const bodySchema = z.looseObject({
  awb: z.union([z.string().trim().min(1), z.number()], 'must be the shipment\'s AWB'),
  current_status: z.string().optional().nullable(),
  current_status_id: z.coerce.number('must be the courier\'s status id').int('must be the courier\'s status id'),
  current_timestamp: z.string('must be the courier\'s time of the status').refine((t) => parseCourierTime(t) !== null, 'must be a time such as "23 05 2023 11:43:52"'),
  courier_name: z.string().optional().nullable(),
  etd: z.string().optional().nullable(),
  order_id: z.union([z.string(), z.number()]).optional().nullable(),
  scans: z.array(scanSchema).optional().nullable(),
});

/** The body as a courier event, or the fields that are wrong. */
export function readCourierEvent(body: unknown): { event: CourierWebhookBody } | { errors: Record<string, string> } {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return { errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message])) };
  }
  return { event: parsed.data as unknown as CourierWebhookBody };
}

/** Why the courier could not deliver: its latest scan's words, else its status. */
function failureReason(event: CourierWebhookBody): string {
  const scans = [...(event.scans ?? [])].sort((a, b) => (parseCourierTime(b.date) ?? '').localeCompare(parseCourierTime(a.date) ?? ''));
  const latest = scans.find((s) => String(s['sr-status'] ?? '') === String(event.current_status_id)) ?? scans[0];
  return (latest?.activity || latest?.status || event.current_status || 'Undelivered').trim();
}

/** The legal moves from `from` to `to`, shortest first (breadth-first over LEGAL_MOVES); null when none leads there. */
export function walkOf(from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  const cameFrom = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = [from];
  const seen = new Set<OrderStatus>([from]);
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) break;
    // Cancelling is a decision, never a step of a courier's walk.
    for (const next of LEGAL_MOVES[at]) {
      if (seen.has(next) || next === 'cancelled') continue;
      seen.add(next);
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  if (!seen.has(to) || from === to) return null;
  const path: OrderStatus[] = [];
  for (let at: OrderStatus = to; at !== from; at = cameFrom.get(at)!) path.unshift(at);
  return path;
}

async function storeScans(tx: Tx, shipmentId: number, scans: CourierWebhookScan[]): Promise<void> {
  for (const scan of scans) {
    const activity = (scan.activity ?? scan.status ?? '').trim();
    if (!activity) continue;
    await tx
      .insertInto('shipment_scans')
      .values({
        shipment_id: shipmentId,
        scan_at: parseCourierTime(scan.date) ?? scan.date,
        activity: activity.slice(0, 500),
        location: scan.location ?? null,
        sr_status: scan['sr-status'] === undefined || scan['sr-status'] === null ? null : String(scan['sr-status']),
        sr_status_label: scan['sr-status-label'] ?? null,
      })
      .onConflict((oc) => oc.columns(['shipment_id', 'scan_at', 'activity']).doNothing())
      .execute();
  }
}

/**
 * Takes one courier event. Answers what became of it; throws only when the database
 * fails (the webhook then answers 5xx and the courier sends it again).
 */
export async function ingestCourierEvent(database: OpenedDatabase, body: unknown, source: EventSource): Promise<IngestResult> {
  const read = readCourierEvent(body);
  if ('errors' in read) return { outcome: 'invalid', errors: read.errors, moves: [] };
  const event = read.event;
  const awb = String(event.awb).trim();
  const statusId = Number(event.current_status_id);
  const at = parseCourierTime(event.current_timestamp)!;
  const mapping = statusMapping(statusId);

  const result = await writeTransaction(database, async (tx): Promise<IngestResult> => {
    // The shipment's row first: two events of one shipment are weighed one after the other.
    await tx.updateTable('shipments').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('awb', '=', awb).execute();
    const shipment = await tx
      .selectFrom('shipments')
      .select(['id', 'order_id', 'direction', 'provider', 'awb', 'courier_name', 'status', 'last_event_at', 'etd'])
      .where('awb', '=', awb)
      .executeTakeFirst();
    if (!shipment) return { outcome: 'unknown', moves: [] };
    const shipmentId = Number(shipment.id);
    const orderId = Number(shipment.order_id);

    const stored = await tx
      .insertInto('shipment_events')
      .values({
        shipment_id: shipmentId, event_key: `${awb}|${statusId}|${at}`, source, status_id: statusId,
        status: event.current_status ?? mapping?.name ?? null, event_at: at, applied: 0, body: JSON.stringify(body),
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return { outcome: 'duplicate', shipmentId, orderId, moves: [] };
    await storeScans(tx, shipmentId, event.scans ?? []);

    const late = shipment.last_event_at !== null && at < shipment.last_event_at;
    if (late || mapping === null) {
      if (mapping === null) console.info(logLine('info', 'courier event with a status id we do not map: kept, nothing moved', { awb, statusId, status: event.current_status }));
      return { outcome: late ? 'late' : 'stored', shipmentId, orderId, moves: [] };
    }

    // The shipment follows the courier, never back to an earlier state.
    const current = shipment.status as ShipmentStatus;
    const shipmentChanges: Record<string, string | number | null> = {
      current_status_id: statusId, current_status: event.current_status ?? mapping.name, last_event_at: at,
      etd: event.etd ?? shipment.etd, courier_name: shipment.courier_name ?? event.courier_name ?? null, updated_at: new Date().toISOString(),
    };
    if (shipmentRank(mapping.shipment) >= shipmentRank(current)) shipmentChanges.status = mapping.shipment;
    const reason = mapping.shipment === 'undelivered' ? failureReason(event) : null;
    if (reason !== null) {
      const attempts = await tx.selectFrom('shipment_events').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shipment_id', '=', shipmentId).where('status_id', '=', statusId).executeTakeFirst();
      Object.assign(shipmentChanges, {
        ndr_reason: reason.slice(0, 500), ndr_attempts: Number(attempts?.n ?? 1),
        // Each failed attempt asks for a new decision, within the window from the courier's time.
        ndr_deadline: new Date(new Date(at).getTime() + seller.ndrActionHours * HOUR_MS).toISOString(),
        ndr_action: null, ndr_action_at: null,
      });
    }
    await tx.updateTable('shipments').set(shipmentChanges).where('id', '=', shipmentId).execute();

    // A return's pickup moves no order; the returns desk reads its shipment.
    if (shipment.direction !== 'forward' || mapping.order === null) return { outcome: 'stored', shipmentId, orderId, moves: [] };
    const order = await tx.selectFrom('orders').select(['status', 'eway_bill_no']).where('id', '=', orderId).executeTakeFirst();
    if (!order || !isOrderStatus(order.status)) return { outcome: 'stored', shipmentId, orderId, moves: [] };
    const from = order.status;
    const fromRank = orderRank(from);
    const toRank = orderRank(mapping.order);
    if (fromRank === null || toRank === null || toRank < fromRank) return { outcome: 'stored', shipmentId, orderId, moves: [] };
    const walk = walkOf(from, mapping.order);
    if (walk === null) return { outcome: 'stored', shipmentId, orderId, moves: [] };

    const courier = shipment.courier_name ?? event.courier_name ?? shipment.provider;
    const mover = { kind: 'courier' as const, courier, source };
    const moves: OrderStatus[] = [];
    for (const [index, to] of walk.entries()) {
      try {
        await moveOrderIn(tx, mover, {
          orderId, to, courier, awb, ewayBillNo: order.eway_bill_no ?? undefined,
          reason: to === 'delivery_failed' ? reason ?? mapping.name : undefined,
        }, { notify: index === walk.length - 1 });
      } catch (error) {
        // A refusal comes before the move writes anything (a held order, an e-way bill still
        // missing): the event and the moves before it stand, and staff see the order waiting.
        if (!(error instanceof ShopError)) throw error;
        console.warn(logLine('warn', 'courier event could not move the order', { awb, orderId, from: moves.at(-1) ?? from, to, why: error.message }));
        break;
      }
      moves.push(to);
    }
    if (moves.length > 0) await tx.updateTable('shipment_events').set({ applied: 1 }).where('id', '=', Number(stored.id)).execute();
    return { outcome: moves.length > 0 ? 'applied' : 'stored', shipmentId, orderId, moves };
  });
  if (result.outcome === 'unknown') console.info(logLine('info', 'courier event for an AWB that is no shipment of ours: ignored', { awb, statusId, source }));
  return result;
}

export interface CourierWebhookAnswer {
  status: number;
  body: { status: string; message?: string; errors?: Record<string, string> };
}

/**
 * POST /api/courier/events: Shiprocket's webhook, trusted only when its `x-api-key` is
 * COURIER_WEBHOOK_KEY (compared in constant time); with no key configured every call is
 * refused. Shiprocket wants a 200 for anything it may stop sending: an AWB that is not ours
 * is answered 200 and logged. A body that is not a tracking event is a 400 naming the field.
 */
export async function handleCourierWebhook(
  database: OpenedDatabase,
  raw: string,
  headers: Headers,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<CourierWebhookAnswer> {
  const key = env.COURIER_WEBHOOK_KEY?.trim();
  const given = headers.get('x-api-key') ?? '';
  if (!key || !safeEqual(sha256Hex(given), sha256Hex(key))) {
    return { status: 401, body: { status: 'rejected', message: 'Missing or wrong x-api-key.' } };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { status: 400, body: { status: 'invalid', message: 'The body is not JSON.', errors: { body: 'must be JSON' } } };
  }
  const result = await ingestCourierEvent(database, body, 'webhook');
  if (result.outcome === 'invalid') {
    return { status: 400, body: { status: 'invalid', message: `Not a tracking event: ${Object.keys(result.errors ?? {}).join(', ')}.`, errors: result.errors } };
  }
  return { status: 200, body: { status: result.outcome } };
}
