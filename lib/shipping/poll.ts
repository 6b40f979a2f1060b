// Asking the courier about quiet shipments (docs/rules/shipping.md#tracking): the schedule
// `shipping.poll` (lib/jobs/kinds.ts) finds every shipment of a courier that is not in a final
// state and has had no event for shipping_settings.poll_after_hours, asks its own courier
// (courierNamed(shipment.provider)) for its tracking, and feeds the answer to the same
// ingestion as the webhook (source 'poll'). A lost webhook then costs a delay, never a wrong
// state: the ingestion stores each event once and walks the order through what it missed.
import 'server-only';
import { sql } from 'kysely';
import { store } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/db';
import { logLine } from '@/lib/server/log';
import { courierNamed } from './active-courier';
import { ingestCourierEvent, type IngestResult } from './events';
import type { CourierProvider, CourierTracking } from './provider';
import { FINAL_SHIPMENT_STATUSES } from './status-map';
import type { CourierWebhookBody } from './webhook-body';

export const POLL_JOB = 'shipping.poll';

/** Without a shipping settings row, a shipment is asked about after this many hours without an event. */
export const DEFAULT_POLL_AFTER_HOURS = 12;

/** How many shipments one run asks about at most (the rest wait for the next run). */
export const POLL_BATCH = 200;

const HOUR_MS = 60 * 60_000;

export interface PollReport {
  asked: number;
  moved: number;
  errors: string[];
}

/** The courier's tracking answer as the webhook's body, so one ingestion takes both. */
export function bodyOfTracking(tracking: CourierTracking): CourierWebhookBody {
  return {
    awb: tracking.awb,
    current_status: tracking.currentStatus,
    current_status_id: tracking.currentStatusId,
    current_timestamp: tracking.at,
    etd: tracking.etd,
    scans: tracking.scans.map((s) => ({ date: s.at, activity: s.activity, location: s.location, 'sr-status': s.srStatus, 'sr-status-label': s.srStatusLabel })),
  };
}

/** The shipments quiet for longer than the store's setting at `now`, oldest quiet first. */
export async function quietShipments(database: OpenedDatabase, now: Date): Promise<{ id: number; awb: string; provider: string }[]> {
  const db = database.db;
  const settings = await db.selectFrom('shipping_settings').select('poll_after_hours').where('store_id', '=', store.storeId).executeTakeFirst();
  const hours = Number(settings?.poll_after_hours ?? DEFAULT_POLL_AFTER_HOURS);
  const before = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  // Quiet since the latest of: the last event received, the last time we asked, the booking.
  const rows = await db
    .selectFrom('shipments')
    .select(['shipments.id', 'shipments.awb', 'shipments.provider', 'shipments.last_checked_at', 'shipments.created_at',
      sql<string | null>`(select max(e.created_at) from shipment_events e where e.shipment_id = shipments.id)`.as('last_received_at')])
    .where('shipments.store_id', '=', store.storeId)
    .where('shipments.provider', 'in', ['shiprocket', 'test'])
    .where('shipments.awb', 'is not', null)
    .where('shipments.status', 'not in', [...FINAL_SHIPMENT_STATUSES, 'booking'])
    .execute();
  return rows
    .map((r) => ({ id: Number(r.id), awb: r.awb!, provider: r.provider, quietSince: [r.last_received_at, r.last_checked_at, r.created_at].filter((t): t is string => Boolean(t)).map((t) => new Date(t).toISOString()).sort().at(-1)! }))
    .filter((r) => r.quietSince < before)
    .sort((a, b) => a.quietSince.localeCompare(b.quietSince))
    .slice(0, POLL_BATCH)
    .map(({ id, awb, provider }) => ({ id, awb, provider }));
}

/**
 * One run of the schedule: each quiet shipment asked once. A courier that cannot be asked
 * (not configured, an error) is reported and asked again at the next run; the others go on.
 */
export async function pollQuietShipments(
  database: OpenedDatabase,
  now: Date = new Date(),
  courierFor: (provider: string) => CourierProvider = (provider) => courierNamed(provider, database),
): Promise<PollReport> {
  const report: PollReport = { asked: 0, moved: 0, errors: [] };
  for (const shipment of await quietShipments(database, now)) {
    let result: IngestResult;
    try {
      const tracking = await courierFor(shipment.provider).track(shipment.awb);
      report.asked++;
      // A booked shipment with no scan yet has nothing to tell.
      result = tracking.currentStatusId > 0 ? await ingestCourierEvent(database, bodyOfTracking(tracking), 'poll') : { outcome: 'stored', moves: [] };
    } catch (error) {
      const message = `${shipment.awb}: ${error instanceof Error ? error.message : String(error)}`;
      report.errors.push(message);
      console.warn(logLine('warn', 'courier poll failed for a shipment', { awb: shipment.awb, provider: shipment.provider, error: message }));
      continue;
    }
    if (result.outcome === 'invalid') report.errors.push(`${shipment.awb}: the courier's answer is no event (${Object.keys(result.errors ?? {}).join(', ')})`);
    if (result.moves.length > 0) report.moved++;
    await database.db.updateTable('shipments').set({ last_checked_at: now.toISOString() }).where('id', '=', shipment.id).execute();
  }
  return report;
}
