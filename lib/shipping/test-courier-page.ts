// The demo's test courier page (/seller/shipping/test-courier, demo mode only), as the test
// payment page is for payments: the test courier's shipments, each with a button per next
// status. A press moves the test courier's own record (advanceTestShipment) and hands the
// webhook body it answers to the one ingestion (source 'test'), so the order moves exactly as
// Shiprocket's webhook would move it, with the courier named in its history.
import 'server-only';
import { isDemoMode } from '@/lib/auth/mode';
import type { OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { courierStatusLabel } from './courier-statuses';
import { ingestCourierEvent } from './events';
import { COURIER_STATUS } from './status-map';
import { advanceTestShipment } from './test-courier';

const s = COURIER_STATUS;

/** From each status of the test courier, the events the page offers next. */
const NEXT: Record<number, number[]> = {
  0: [s.pickedUp], 1: [s.pickedUp], 3: [s.pickedUp], 4: [s.pickedUp], 5: [s.pickedUp],
  [s.pickedUp]: [s.inTransit, s.outForDelivery], [s.shipped]: [s.inTransit, s.outForDelivery],
  [s.inTransit]: [s.outForDelivery], [s.reachedDestinationHub]: [s.outForDelivery],
  [s.outForDelivery]: [s.delivered, s.undelivered],
  [s.undelivered]: [s.outForDelivery, s.rtoInitiated],
  [s.rtoInitiated]: [s.rtoDelivered],
};

export const TEST_COURIER_EVENTS: readonly number[] = [s.pickedUp, s.inTransit, s.outForDelivery, s.delivered, s.undelivered, s.rtoInitiated, s.rtoDelivered];

export interface TestCourierShipment {
  awb: string;
  order_id: number | null;
  order_string: string;
  courier: string | null;
  is_return: boolean;
  status_id: number;
  status: string;
  /** The events its buttons send. */
  next: number[];
}

function demoOnly(): void {
  if (!isDemoMode()) throw new ShopError('not_found', sellerTexts.testCourier.demoOnly);
}

export async function listTestCourierShipments(database: OpenedDatabase): Promise<{ shipments: TestCourierShipment[] }> {
  demoOnly();
  const rows = await database.db.selectFrom('test_courier_shipments')
    .select(['awb', 'order_id', 'channel_order_id', 'courier_name', 'is_return', 'status_id'])
    .where('awb', 'is not', null).where('cancelled_at', 'is', null)
    .orderBy('id', 'desc').limit(100).execute();
  return {
    shipments: rows.map((r) => ({
      awb: r.awb!, order_id: r.order_id === null ? null : Number(r.order_id), order_string: r.channel_order_id, courier: r.courier_name,
      is_return: Number(r.is_return) === 1, status_id: Number(r.status_id), status: courierStatusLabel(Number(r.status_id)),
      next: NEXT[Number(r.status_id)] ?? [],
    })),
  };
}

/** One button pressed: the courier's event for this parcel, taken as the webhook's would be. */
export async function advanceFromTestPage(
  database: OpenedDatabase, staff: StaffMember, input: { awb: string; status_id: number; reason?: string }, clientIp: string,
): Promise<{ shipments: TestCourierShipment[]; outcome: string; moves: string[] }> {
  demoOnly();
  const row = await database.db.selectFrom('test_courier_shipments').select(['status_id', 'order_id']).where('awb', '=', input.awb).where('cancelled_at', 'is', null).executeTakeFirst();
  if (!row) throw new ShopError('not_found', `The test courier has no shipment with AWB ${input.awb}.`);
  const next = NEXT[Number(row.status_id)] ?? [];
  if (!next.includes(input.status_id)) {
    throw new ShopError('conflict', `${courierStatusLabel(input.status_id)} cannot follow ${courierStatusLabel(Number(row.status_id))} for ${input.awb}.`, { errors: { status_id: 'not a next status of this parcel' } });
  }
  const reason = input.status_id === s.undelivered ? input.reason?.trim() || sellerTexts.testCourier.reasons[0] : undefined;
  const body = await advanceTestShipment(database, input.awb, input.status_id, { activity: reason });
  const result = await ingestCourierEvent(database, body, 'test');
  await recordAudit(database.db, {
    staff, action: 'shipping.test_courier', objectType: 'order', objectId: row.order_id ?? undefined,
    after: { awb: input.awb, status: courierStatusLabel(input.status_id), reason, outcome: result.outcome, moves: result.moves }, clientIp,
  });
  return { ...(await listTestCourierShipments(database)), outcome: result.outcome, moves: result.moves };
}
