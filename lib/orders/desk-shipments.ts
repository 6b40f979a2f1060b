// An order's shipments as the console's order page shows them (docs/rules/shipping.md#tracking):
// the courier, the AWB, where the parcel is, a failed delivery waiting for a decision, and
// every event the courier sent (with where it came from and whether it moved the order) and
// its scan timeline, newest first.
import 'server-only';
import type { DB } from '@/lib/db';
import { parseCourierDay } from '@/lib/shipping/courier-dates';
import type { DeskShipment } from './desk-types';

export async function shipmentsOfOrder(db: DB, orderId: number): Promise<DeskShipment[]> {
  const shipments = await db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  if (shipments.length === 0) return [];
  const ids = shipments.map((s) => Number(s.id));
  const [events, scans] = await Promise.all([
    db.selectFrom('shipment_events').select(['shipment_id', 'status_id', 'status', 'event_at', 'source', 'applied', 'created_at'])
      .where('shipment_id', 'in', ids).orderBy('event_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('shipment_scans').select(['shipment_id', 'scan_at', 'activity', 'location'])
      .where('shipment_id', 'in', ids).orderBy('scan_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return shipments.map((s) => ({
    shipment_id: Number(s.id),
    direction: s.direction,
    provider: s.provider,
    awb: s.awb,
    courier: s.courier_name,
    status: s.status,
    current_status: s.current_status,
    etd: parseCourierDay(s.etd),
    label_url: s.label_url,
    last_event_at: s.last_event_at,
    ndr: s.status === 'undelivered' ? { reason: s.ndr_reason, attempts: Number(s.ndr_attempts), deadline: s.ndr_deadline, action: s.ndr_action } : null,
    events: events.filter((e) => Number(e.shipment_id) === Number(s.id)).map((e) => ({
      at: e.event_at, status_id: e.status_id === null ? null : Number(e.status_id), status: e.status, source: e.source as 'webhook' | 'poll' | 'test',
      applied: Number(e.applied) === 1, received_at: e.created_at,
    })),
    scans: scans.filter((c) => Number(c.shipment_id) === Number(s.id)).map((c) => ({ at: c.scan_at, activity: c.activity, location: c.location })),
  }));
}
