// The demo's built-in courier (docs/rules/shipping.md#booking): the same interface and flow as
// Shiprocket without leaving the machine, used in demo mode when no Shiprocket account is set.
// Its own records (test_courier_shipments, migration 029) are the courier's side of each booking,
// so a retried booking finds the earlier one as it would at Shiprocket. Rates come from a small
// fixed table of couriers (./demo-couriers.ts); its label is the shop's own label PDF for the
// order, its manifest the shop's manifest PDF. A shipment moves only when its test page (or a
// test) calls advanceTestShipment, which answers the webhook body Shiprocket would send, for
// the one ingestion path to take.
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import type { OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { courierWebhookBody, scanDate, scanFor } from './courier-statuses';
import { DEMO_COURIERS, demoAwb, demoQuote, etdText } from './demo-couriers';
import type { CourierOrder, CourierProvider, CourierScan, CourierTracking } from './provider';
import type { CourierWebhookBody, CourierWebhookScan } from './webhook-body';

type Row = Database['test_courier_shipments'] extends infer T ? { [K in keyof T]: any } : never;

/** A return's channel order id is its order's number, "-R", and the return's id. */
export const returnChannelOrderId = (orderString: string, returnId: number) => `${orderString}-R${returnId}`;

/** The shop's own PDF of a manifest for these AWBs (app/(console)/seller/shipping/manifest.pdf). */
export const manifestPath = (awbs: string[]) => `/seller/shipping/manifest.pdf?awbs=${awbs.map(encodeURIComponent).join(',')}`;

const nowIso = () => new Date().toISOString();
const fromScanDate = (date: string) => new Date(`${date.replace(' ', 'T')}+05:30`).toISOString();

function courierOrder(row: Row): CourierOrder {
  return {
    providerOrderId: String(row.id),
    providerShipmentId: String(row.id),
    awb: row.awb ?? null,
    courierCompanyId: row.courier_company_id ?? null,
    courierName: row.courier_name ?? null,
  };
}

async function rowOf(db: Kysely<Database>, id: string): Promise<Row> {
  const row = await db.selectFrom('test_courier_shipments').selectAll().where('id', '=', Number(id)).executeTakeFirst();
  if (!row) throw new ShopError('upstream_failed', `the test courier has no shipment ${id}`);
  return row;
}

async function orderIdOf(db: Kysely<Database>, channelOrderId: string): Promise<number | null> {
  const orderString = channelOrderId.replace(/-R\d+$/, '');
  const order = await db.selectFrom('orders').select('id').where('order_string', '=', orderString).executeTakeFirst();
  return order ? Number(order.id) : null;
}

export function testCourier(database: OpenedDatabase): CourierProvider {
  const db = database.db;

  async function create(input: { channelOrderId: string }, request: unknown, isReturn: boolean): Promise<CourierOrder> {
    const at = nowIso();
    const inserted = await db
      .insertInto('test_courier_shipments')
      .values({ channel_order_id: input.channelOrderId, order_id: await orderIdOf(db, input.channelOrderId), is_return: isReturn ? 1 : 0, request: JSON.stringify(request), updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return courierOrder(await rowOf(db, String(inserted.id)));
  }

  return {
    name: 'test',

    async rates(query) {
      const now = new Date();
      return DEMO_COURIERS.map((c) => {
        const quote = demoQuote(c, query.weightKg, query.cod, query.declaredValuePaise / 100);
        return {
          courierCompanyId: String(c.id),
          courierName: c.name,
          ratePaise: Math.round(quote.rate * 100),
          codChargesPaise: Math.round(quote.codCharges * 100),
          estimatedDays: c.days,
          etd: etdText(now, c.days),
        };
      });
    },

    async findOrder(channelOrderId) {
      const row = await db
        .selectFrom('test_courier_shipments')
        .selectAll()
        .where('channel_order_id', '=', channelOrderId)
        .where('cancelled_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      return row ? courierOrder(row) : null;
    },

    createOrder: (input) => create(input, input, false),
    createReturn: (input) => create(input, input, true),

    async assignAwb({ providerShipmentId, courierCompanyId }) {
      const row = await rowOf(db, providerShipmentId);
      if (row.awb) return { awb: row.awb, courierCompanyId: row.courier_company_id, courierName: row.courier_name };
      const courier = courierCompanyId ? DEMO_COURIERS.find((c) => String(c.id) === String(courierCompanyId)) : DEMO_COURIERS[0];
      if (!courier) throw new ShopError('upstream_failed', `the test courier has no courier ${courierCompanyId}`);
      const awb = demoAwb(courier, 700_000 + Number(row.id));
      await db
        .updateTable('test_courier_shipments')
        .set({ awb, courier_company_id: String(courier.id), courier_name: courier.name, awb_assigned_at: nowIso(), status_id: 1, etd: etdText(new Date(), courier.days), updated_at: nowIso() })
        .where('id', '=', Number(row.id))
        .execute();
      return { awb, courierCompanyId: String(courier.id), courierName: courier.name };
    },

    async requestPickup(providerShipmentIds) {
      const tomorrow = scanDate(new Date(Date.now() + 24 * 60 * 60_000)).slice(0, 10);
      const date = `${tomorrow} 10:00:00`;
      for (const id of providerShipmentIds) {
        const row = await rowOf(db, id);
        if (!row.awb) throw new ShopError('upstream_failed', `the test courier's shipment ${id} has no AWB yet`);
        if (!row.pickup_scheduled_date) {
          await db.updateTable('test_courier_shipments').set({ pickup_scheduled_date: date, status_id: 4, updated_at: nowIso() }).where('id', '=', Number(id)).execute();
        }
      }
      return { pickupScheduledDate: fromScanDate(date) };
    },

    async label(providerShipmentIds) {
      const rows = await Promise.all(providerShipmentIds.map((id) => rowOf(db, id)));
      const orderIds = [...new Set(rows.map((r) => r.order_id).filter((id): id is number => id !== null))];
      if (orderIds.length === 0) throw new ShopError('upstream_failed', 'the test courier cannot find the orders of these shipments');
      return { labelUrl: orderIds.length === 1 ? `/seller/orders/${orderIds[0]}/label.pdf` : `/seller/documents/labels.pdf?order_ids=${orderIds.join(',')}` };
    },

    async manifest(providerShipmentIds) {
      const rows = await Promise.all(providerShipmentIds.map((id) => rowOf(db, id)));
      return { manifestUrl: manifestPath(rows.map((r) => r.awb).filter(Boolean)) };
    },

    async cancel(providerOrderIds) {
      for (const id of providerOrderIds) {
        const row = await rowOf(db, id);
        if ([6, 7, 17, 18, 38, 42].includes(Number(row.status_id))) throw new ShopError('upstream_failed', `the test courier's shipment ${id} is already picked up`);
        await db.updateTable('test_courier_shipments').set({ cancelled_at: nowIso(), status_id: 8, updated_at: nowIso() }).where('id', '=', Number(id)).execute();
      }
    },

    async track(awb): Promise<CourierTracking> {
      const row = await db.selectFrom('test_courier_shipments').selectAll().where('awb', '=', awb).executeTakeFirst();
      if (!row) throw new ShopError('upstream_failed', `the test courier has no AWB ${awb}`);
      const scans = JSON.parse(row.scans) as CourierWebhookScan[];
      const mapped: CourierScan[] = scans.map((s) => ({ at: fromScanDate(s.date), activity: s.activity, location: s.location ?? null, srStatus: s['sr-status'] === undefined || s['sr-status'] === null ? null : String(s['sr-status']), srStatusLabel: s['sr-status-label'] ?? null }));
      const body = bodyOfRow(row);
      return { awb, currentStatusId: Number(row.status_id), currentStatus: body.current_status, at: mapped.at(-1)?.at ?? row.updated_at, etd: row.etd ?? null, scans: mapped };
    },

    async ndrList() {
      const rows = await db.selectFrom('test_courier_shipments').selectAll().where('status_id', '=', 21).where('awb', 'is not', null).orderBy('id').execute();
      return rows.map((row) => {
        const scans = JSON.parse(row.scans) as CourierWebhookScan[];
        return { awb: row.awb!, channelOrderId: row.channel_order_id, reason: scans.at(-1)?.activity ?? '', attempts: scans.filter((s) => String(s['sr-status']) === '21').length };
      });
    },

    async ndrAction(awb, action) {
      const row = await db.selectFrom('test_courier_shipments').selectAll().where('awb', '=', awb).executeTakeFirst();
      if (!row) throw new ShopError('upstream_failed', `the test courier has no AWB ${awb}`);
      if (Number(row.status_id) !== 21) throw new ShopError('upstream_failed', `the test courier's shipment ${awb} is not undelivered`);
      const actions = [...JSON.parse(row.ndr_actions), { ...action, at: nowIso() }];
      await db.updateTable('test_courier_shipments').set({ ndr_actions: JSON.stringify(actions), updated_at: nowIso() }).where('id', '=', Number(row.id)).execute();
    },
  };
}

function bodyOfRow(row: Row, at?: Date): CourierWebhookBody {
  const scans = JSON.parse(row.scans) as CourierWebhookScan[];
  const latest = scans.at(-1);
  return courierWebhookBody({
    awb: row.awb,
    statusId: Number(row.status_id),
    at: at ?? (latest ? new Date(fromScanDate(latest.date)) : new Date()),
    orderId: row.channel_order_id,
    srOrderId: Number(row.id),
    courierName: row.courier_name ?? '',
    etd: row.etd,
    scans,
    isReturn: Number(row.is_return) === 1,
    awbAssignedDate: row.awb_assigned_at ? scanDate(new Date(row.awb_assigned_at)) : null,
    pickupScheduledDate: row.pickup_scheduled_date,
  });
}

export interface AdvanceExtras {
  /** The courier's time of the event (default now). */
  at?: Date;
  /** The scan's words (an undelivered event's reason). */
  activity?: string;
  location?: string;
}

/**
 * Moves the test courier's shipment with this AWB to `currentStatusId` (a Shiprocket status id)
 * and answers the webhook body Shiprocket would send for it; the caller feeds it to the
 * ingestion (the test page, or a test). An AWB it does not know is a refusal.
 */
export async function advanceTestShipment(database: OpenedDatabase, awb: string, currentStatusId: number, extras: AdvanceExtras = {}): Promise<CourierWebhookBody> {
  const db = database.db;
  const row = await db.selectFrom('test_courier_shipments').selectAll().where('awb', '=', awb).executeTakeFirst();
  if (!row) throw new ShopError('not_found', `The test courier has no shipment with AWB ${awb}.`);
  if (row.cancelled_at) throw new ShopError('conflict', `The test courier's shipment ${awb} was cancelled.`);
  const at = extras.at ?? new Date();
  const scans = [...(JSON.parse(row.scans) as CourierWebhookScan[]), scanFor(currentStatusId, at, extras.activity, extras.location ?? 'Gurugram Hub')];
  await db.updateTable('test_courier_shipments').set({ status_id: currentStatusId, scans: JSON.stringify(scans), updated_at: nowIso() }).where('id', '=', Number(row.id)).execute();
  return bodyOfRow({ ...row, status_id: currentStatusId, scans: JSON.stringify(scans) }, at);
}
