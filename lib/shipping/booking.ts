// Booking an order's parcel with the courier from the desk (docs/rules/shipping.md#booking).
// - At `packed` only, with every product's package facts (./package.ts). The rates for this
//   parcel come from the courier; the seller's rule (shipping_settings.courier_rule: cheapest,
//   fastest or a preferred courier) picks one unless staff choose.
// - A booking is a shipment row keyed "order:<id>" (unique: never twice for one order) and a
//   `shipping.book` job with the same key, written in one transaction with its audit line.
//   The request then runs that job at once, for a bounded time: a crash mid-way leaves the job
//   to a worker, and a slow courier leaves the shipment in `booking` for the desk to poll.
// - The job: create the order at the courier → assign the AWB → request the pickup → label,
//   saving each step's result as it comes, so a retry starts where the last attempt stopped.
//   Shiprocket has no idempotency key, so a retry first asks the courier whether our order
//   number is already there (findOrder) before creating it again.
// - The AWB goes on the order (orders.courier, orders.awb) as soon as it exists; the order
//   stays `packed` until the courier's "picked up" event moves it (the tracking module).
// - A cancelled order's booked shipment, not yet picked up, is cancelled at the courier by a job.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { CourierRule, ShipmentStatus } from '@/lib/db/schema';
import { store } from '@/lib/config';
import { envNumber } from '@/lib/env';
import { ShopError } from '@/lib/errors';
import { enqueue, failJob, finishJob, type ClaimedJob } from '@/lib/jobs/queue';
import { jobSettings } from '@/lib/jobs/settings';
import { JobCannotSucceed, type JobContext } from '@/lib/jobs/worker';
import { statusLabel } from '@/lib/orders/display';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { screenTexts } from '@/lib/texts/screens';
import { shippingTexts as t } from '@/lib/texts/seller/shipping';
import { activeCourier, CourierNotConfigured, courierNamed } from './active-courier';
import { courierDay } from './courier-dates';
import { courierForName } from './couriers';
import { ewayBillForShipping } from '@/lib/documents/eway-bill';
import { parcelOf, type Parcel } from './package';
import type { BookingInput, CourierProvider, CourierRate } from './provider';

export const BOOK_SHIPMENT_JOB = 'shipping.book';
export const CANCEL_SHIPMENT_JOB = 'shipping.cancel';

/** How long a booking request waits for its job before answering the shipment in `booking` (SHIPPING_BOOK_WAIT_MS). */
const bookWaitMs = () => envNumber('SHIPPING_BOOK_WAIT_MS', 12_000);

const now = () => new Date().toISOString();
export const orderBookingKey = (orderId: number) => `order:${orderId}`;

// ---------------------------------------------------------------- settings

export interface ShippingSettingsView {
  courier_rule: CourierRule;
  preferred_courier: string | null;
  pickup_location: string;
  pickup_pincode: string | null;
  poll_after_hours: number;
  /** Which courier account books: shiprocket, test (demo) or none (by hand). */
  provider: 'shiprocket' | 'test' | 'none';
}

/** The store's pickup pincode when none is set: the six digits of its address, if it has them. */
const addressPincode = () => store.address.match(/\b\d{6}\b/)?.[0] ?? null;

export async function shippingSettings(database: OpenedDatabase): Promise<ShippingSettingsView> {
  const row = await database.db.selectFrom('shipping_settings').selectAll().where('store_id', '=', store.storeId).executeTakeFirst();
  return {
    courier_rule: row?.courier_rule ?? 'cheapest',
    preferred_courier: row?.preferred_courier ?? null,
    // Shiprocket names a new account's first pickup location "Primary".
    pickup_location: row?.pickup_location || 'Primary',
    pickup_pincode: row?.pickup_pincode || addressPincode(),
    poll_after_hours: Number(row?.poll_after_hours ?? 12),
    provider: activeCourier(database)?.name ?? 'none',
  };
}

export interface ShippingSettingsInput {
  courier_rule: CourierRule;
  preferred_courier: string | null;
  pickup_location: string | null;
  pickup_pincode: string | null;
  poll_after_hours: number;
}

export async function saveShippingSettings(database: OpenedDatabase, staff: StaffMember, input: ShippingSettingsInput, clientIp: string): Promise<ShippingSettingsView> {
  if (input.courier_rule === 'preferred' && !input.preferred_courier?.trim()) {
    throw new ShopError('invalid', t.preferredRequired, { errors: { preferred_courier: t.preferredRequired } });
  }
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('shipping_settings').selectAll().where('store_id', '=', store.storeId).executeTakeFirst();
    const values = {
      courier_rule: input.courier_rule,
      preferred_courier: input.preferred_courier?.trim() || null,
      pickup_location: input.pickup_location?.trim() || null,
      pickup_pincode: input.pickup_pincode?.trim() || null,
      poll_after_hours: input.poll_after_hours,
      updated_at: now(),
    };
    await tx
      .insertInto('shipping_settings')
      .values({ store_id: store.storeId, company_id: store.companyId, ...values })
      .onConflict((oc) => oc.column('store_id').doUpdateSet(values))
      .execute();
    await recordAudit(tx, { staff, action: 'shipping.settings', objectType: 'shipping', objectId: store.storeId, before: before ?? null, after: values, clientIp });
  });
  return shippingSettings(database);
}

// ---------------------------------------------------------------- rates

export interface RateView {
  courier_id: string;
  courier_name: string;
  /** Rupees, COD charges included. */
  rate: number;
  cod_charges: number;
  estimated_days: number;
  etd: string | null;
}

export interface RatesView {
  order_id: number;
  parcel: Parcel;
  rule: CourierRule;
  /** The courier the rule picks (null: none offered). */
  pick: string | null;
  rates: RateView[];
}

/** The rule's courier among the rates: cheapest (then fastest), fastest (then cheapest), or the preferred one by id or name (else cheapest). */
export function pickByRule(rates: CourierRate[], rule: CourierRule, preferred: string | null): CourierRate | null {
  if (rates.length === 0) return null;
  const cheapest = [...rates].sort((a, b) => a.ratePaise - b.ratePaise || a.estimatedDays - b.estimatedDays)[0]!;
  if (rule === 'fastest') return [...rates].sort((a, b) => a.estimatedDays - b.estimatedDays || a.ratePaise - b.ratePaise)[0]!;
  if (rule === 'preferred' && preferred) {
    const wanted = preferred.trim().toLowerCase();
    return (
      rates.find((r) => r.courierCompanyId === preferred.trim()) ??
      rates.find((r) => r.courierName.toLowerCase() === wanted) ??
      rates.find((r) => r.courierName.toLowerCase().startsWith(wanted)) ??
      cheapest
    );
  }
  return cheapest;
}

const rateView = (r: CourierRate): RateView => ({
  courier_id: r.courierCompanyId, courier_name: r.courierName, rate: r.ratePaise / 100, cod_charges: r.codChargesPaise / 100, estimated_days: r.estimatedDays, etd: courierDay(r.etd),
});

interface OrderForBooking {
  id: number;
  order_string: string;
  status: string;
  paymentmode: 'cash' | 'online';
  total_paid_paise: number;
  cod_upfront_paise: number;
  delivered_pincode: string;
  eway_bill_no: string | null;
}

async function orderForBooking(db: DB | Tx, orderId: number): Promise<OrderForBooking> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_string', 'status', 'paymentmode', 'total_paid_paise', 'cod_upfront_paise', 'delivered_pincode', 'eway_bill_no'])
    .where('id', '=', orderId)
    .where('store_id', '=', store.storeId)
    .executeTakeFirst();
  if (!order) throw new ShopError('not_found', screenTexts.orderNotFound);
  return { ...order, id: Number(order.id), total_paid_paise: Number(order.total_paid_paise), cod_upfront_paise: Number(order.cod_upfront_paise) };
}

const codAmountOf = (order: OrderForBooking) => (order.paymentmode === 'cash' ? order.total_paid_paise - order.cod_upfront_paise : 0);

function courierOrRefuse(database: OpenedDatabase): CourierProvider {
  const courier = activeCourier(database);
  if (!courier) throw new ShopError('conflict', t.noCourier);
  return courier;
}

async function refuseUnlessBookable(db: DB | Tx, order: OrderForBooking): Promise<void> {
  if (order.status !== 'packed') throw new ShopError('conflict', t.notPacked(statusLabel(order.status).toLowerCase()));
  const existing = await db.selectFrom('shipments').select(['status', 'awb']).where('booking_key', '=', orderBookingKey(order.id)).executeTakeFirst();
  if (existing && existing.status !== 'cancelled' && existing.status !== 'failed') throw new ShopError('conflict', t.alreadyBooked(existing.awb));
}

async function quote(database: OpenedDatabase, courier: CourierProvider, order: OrderForBooking, parcel: Parcel, settings: ShippingSettingsView): Promise<CourierRate[]> {
  if (!settings.pickup_pincode) throw new ShopError('conflict', t.noPickupPincode);
  return courier.rates({
    pickupPincode: settings.pickup_pincode,
    deliveryPincode: order.delivered_pincode,
    weightKg: parcel.weightKg,
    cod: order.paymentmode === 'cash' && codAmountOf(order) > 0,
    declaredValuePaise: order.total_paid_paise,
  });
}

/** The couriers' rates for a packed order's parcel, and the one the seller's rule picks. */
export async function ratesForOrder(database: OpenedDatabase, orderId: number): Promise<RatesView> {
  const order = await orderForBooking(database.db, orderId);
  await refuseUnlessBookable(database.db, order);
  const parcel = await parcelOf(database.db, orderId);
  const courier = courierOrRefuse(database);
  const settings = await shippingSettings(database);
  const rates = await quote(database, courier, order, parcel, settings);
  const pick = pickByRule(rates, settings.courier_rule, settings.preferred_courier);
  return { order_id: orderId, parcel, rule: settings.courier_rule, pick: pick?.courierCompanyId ?? null, rates: rates.map(rateView) };
}

// ---------------------------------------------------------------- the shipment as the desk sees it

export interface ShipmentView {
  shipment_id: number;
  order_id: number;
  direction: 'forward' | 'return';
  return_id: number | null;
  provider: string;
  status: ShipmentStatus;
  awb: string | null;
  courier: string | null;
  courier_id: string | null;
  rate: number | null;
  cod_charges: number | null;
  etd: string | null;
  label_url: string | null;
  manifest_url: string | null;
  pickup_requested_at: string | null;
  pickup_scheduled_date: string | null;
  booking_error: string | null;
}

type ShipmentRow = Awaited<ReturnType<typeof shipmentRow>>;
function shipmentRow(db: DB | Tx, where: { id?: number; key?: string }) {
  let query = db.selectFrom('shipments').selectAll();
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.key !== undefined) query = query.where('booking_key', '=', where.key);
  return query.executeTakeFirst();
}

export function shipmentView(row: NonNullable<ShipmentRow>): ShipmentView {
  return {
    shipment_id: Number(row.id),
    order_id: Number(row.order_id),
    direction: row.direction,
    return_id: row.return_id === null ? null : Number(row.return_id),
    provider: row.provider,
    status: row.status,
    awb: row.awb,
    courier: row.courier_name,
    courier_id: row.courier_company_id,
    rate: row.rate_paise === null ? null : Number(row.rate_paise) / 100,
    cod_charges: row.cod_charges_paise === null ? null : Number(row.cod_charges_paise) / 100,
    etd: courierDay(row.etd),
    label_url: row.label_url,
    manifest_url: row.manifest_url,
    pickup_requested_at: row.pickup_requested_at,
    pickup_scheduled_date: row.pickup_scheduled_date,
    booking_error: row.booking_error,
  };
}

/** The order's forward shipment, if it has one. */
export async function shipmentOfOrder(db: DB | Tx, orderId: number): Promise<ShipmentView | null> {
  const row = await shipmentRow(db, { key: orderBookingKey(orderId) });
  return row ? shipmentView(row) : null;
}

// ---------------------------------------------------------------- booking

export interface BookRequest {
  orderId: number;
  /** The courier staff chose from the rates; else the rule's pick. */
  courierId?: string;
  /** The e-way bill of an order above the threshold, when the order has none yet. */
  ewayBillNo?: string;
}

/**
 * Books an order's parcel: refusals first (not packed, package facts missing, already booked,
 * a courier not offered), then the shipment row, its job and the audit line in one
 * transaction; then the job runs at once for up to SHIPPING_BOOK_WAIT_MS. Answers the shipment
 * as it stands then (`booked`, or `booking` while the courier is slow; the job carries on).
 */
export async function requestBooking(database: OpenedDatabase, staff: StaffMember, request: BookRequest, clientIp: string): Promise<ShipmentView> {
  const order = await orderForBooking(database.db, request.orderId);
  await refuseUnlessBookable(database.db, order);
  const parcel = await parcelOf(database.db, order.id);
  const courier = courierOrRefuse(database);
  const settings = await shippingSettings(database);
  const rates = await quote(database, courier, order, parcel, settings);
  if (rates.length === 0) throw new ShopError('unprocessable', t.noRates);
  const chosen = request.courierId ? rates.find((r) => r.courierCompanyId === request.courierId) : pickByRule(rates, settings.courier_rule, settings.preferred_courier);
  if (!chosen) throw new ShopError('invalid', t.unknownCourier, { errors: { courier_id: t.unknownCourier } });

  const key = orderBookingKey(order.id);
  const { shipmentId, jobId } = await writeTransaction(database, async (tx) => {
    const current = await orderForBooking(tx, order.id);
    await refuseUnlessBookable(tx, current);
    // A consignment above the threshold travels with its e-way bill from the pickup on, so it is
    // asked for here, not when the courier's "picked up" event ships the order.
    const ewayBillNo = await ewayBillForShipping(tx, order.id, request.ewayBillNo ?? current.eway_bill_no ?? undefined);
    if (ewayBillNo !== null && ewayBillNo !== current.eway_bill_no) await tx.updateTable('orders').set({ eway_bill_no: ewayBillNo, updated_at: now() }).where('id', '=', order.id).execute();
    const values = {
      provider: courier.name,
      provider_order_id: null,
      provider_shipment_id: null,
      awb: null,
      courier_company_id: chosen.courierCompanyId,
      courier_name: chosen.courierName,
      rate_paise: chosen.ratePaise,
      cod_charges_paise: chosen.codChargesPaise,
      etd: chosen.etd,
      label_url: null,
      manifest_url: null,
      pickup_requested_at: null,
      pickup_scheduled_date: null,
      status: 'booking' as const,
      booking_error: null,
      updated_at: now(),
    };
    // A cancelled or failed booking's row is used again: the key stays one row per order.
    const inserted = await tx
      .insertInto('shipments')
      .values({ company_id: store.companyId, store_id: store.storeId, order_id: order.id, direction: 'forward', booking_key: key, ...values })
      .onConflict((oc) => oc.column('booking_key').doUpdateSet(values).where('shipments.status', 'in', ['cancelled', 'failed']))
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ShopError('conflict', t.alreadyBooked(null));
    const shipmentId = Number(inserted.id);
    // The job's key carries the shipment row's booking round, so a booking made again after a cancel gets its own job.
    const jobKey = `${BOOK_SHIPMENT_JOB}:${key}`;
    const round = await tx
      .selectFrom('jobs')
      .select(sql<number>`count(*)`.as('n'))
      .where((eb) => eb.or([eb('unique_key', '=', jobKey), eb('unique_key', 'like', `${jobKey}:%`)]))
      .executeTakeFirstOrThrow();
    const jobId = await enqueue(tx, { kind: BOOK_SHIPMENT_JOB, payload: { shipmentId }, key: Number(round.n) > 0 ? `${jobKey}:${Number(round.n) + 1}` : jobKey });
    await recordAudit(tx, {
      staff, action: 'shipment.book', objectType: 'order', objectId: order.id,
      before: { status: current.status },
      after: { order_id: order.id, shipment_id: shipmentId, provider: courier.name, courier: chosen.courierName, courier_id: chosen.courierCompanyId, rate: chosen.ratePaise / 100, chosen_by: request.courierId ? 'staff' : settings.courier_rule },
      clientIp,
    });
    return { shipmentId, jobId };
  });

  if (jobId !== null) await runJobNow(database, jobId, bookWaitMs(), shipmentId);
  const row = await shipmentRow(database.db, { id: shipmentId });
  return shipmentView(row!);
}

export interface BulkBookResult {
  order_id: number;
  booked: boolean;
  shipment: ShipmentView | null;
  message: string;
}

/** Books each order by the seller's rule, one after another; a refusal of one does not stop the others. */
export async function requestBookings(database: OpenedDatabase, staff: StaffMember, orderIds: number[], clientIp: string): Promise<BulkBookResult[]> {
  const results: BulkBookResult[] = [];
  for (const orderId of orderIds) {
    try {
      const shipment = await requestBooking(database, staff, { orderId }, clientIp);
      results.push({ order_id: orderId, booked: true, shipment, message: '' });
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      results.push({ order_id: orderId, booked: false, shipment: null, message: error.message });
    }
  }
  return results;
}

/**
 * Runs a queued job in this request, holding it as a worker would (its lease, its attempt), for
 * up to `waitMs`; a worker that took it first runs it instead, and the request waits for the
 * shipment to leave `booking` as long. Either way the job is the guarantee: this only saves the
 * desk a wait for the next poll.
 */
async function runJobNow(database: OpenedDatabase, jobId: number, waitMs: number, shipmentId: number): Promise<void> {
  const workerId = `request:${randomUUID().slice(0, 8)}`;
  const at = new Date();
  const claimed = await database.db
    .updateTable('jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), locked_by: workerId, locked_until: new Date(at.getTime() + jobSettings().leaseMs).toISOString(), updated_at: at.toISOString() }))
    .where('id', '=', jobId)
    .where('state', '=', 'queued')
    .returning(['id', 'kind', 'payload', 'unique_key', 'attempts', 'max_attempts'])
    .executeTakeFirst();
  const deadline = Date.now() + waitMs;
  if (claimed) {
    const job: ClaimedJob = { id: Number(claimed.id), kind: claimed.kind, payload: JSON.parse(claimed.payload), uniqueKey: claimed.unique_key, attempt: Number(claimed.attempts), maxAttempts: Number(claimed.max_attempts) };
    const run = (async () => {
      try {
        await bookShipmentJob(job.payload as { shipmentId: number }, { database, job, now: at });
        await finishJob(database.db, job, workerId);
      } catch (error) {
        await failJob(database.db, error instanceof JobCannotSucceed ? { ...job, attempt: job.maxAttempts } : job, workerId, error).catch(() => undefined);
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([run, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return;
  }
  // A worker has it: wait for the shipment to leave `booking`, as long as the request may.
  while (Date.now() < deadline) {
    const row = await database.db.selectFrom('shipments').select('status').where('id', '=', shipmentId).executeTakeFirst();
    if (row?.status !== 'booking') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the courier is sent for an order's parcel. */
async function bookingInputOf(db: DB, orderId: number, pickupLocation: string, parcel: Parcel): Promise<BookingInput> {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.order_string', 'o.created_at', 'o.paymentmode', 'o.total_paid_paise', 'o.cod_upfront_paise', 'o.subtotal_paise', 'o.eway_bill_no',
      'o.delivered_name', 'o.delivered_house_no', 'o.delivered_street', 'o.delivered_city', 'o.delivered_state', 'o.delivered_pincode', 'o.delivered_contact', 'c.email',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_name', 'i.quantity', 'i.unit_price_paise', 'p.sku_no', 'p.hsn_code', 'p.id as product_id'])
    .where('i.order_id', '=', orderId)
    .where('i.cancel_status', '=', 0)
    .orderBy('i.id')
    .execute();
  const cash = order.paymentmode === 'cash';
  const total = Number(order.total_paid_paise);
  return {
    channelOrderId: order.order_string,
    orderDate: order.created_at,
    pickupLocation,
    customer: {
      name: order.delivered_name,
      phone: order.delivered_contact.replace(/\D/g, '').slice(-10),
      email: order.email ?? null,
      address: [order.delivered_house_no, order.delivered_street].filter(Boolean).join(', '),
      address2: null,
      city: order.delivered_city,
      state: order.delivered_state,
      pincode: order.delivered_pincode,
      country: 'India',
    },
    items: items.map((i) => ({ name: i.product_name, sku: i.sku_no || `P${i.product_id}`, units: Number(i.quantity), sellingPricePaise: Number(i.unit_price_paise), hsn: i.hsn_code })),
    paymentMethod: cash ? 'COD' : 'Prepaid',
    subTotalPaise: total,
    codAmountPaise: cash ? total - Number(order.cod_upfront_paise) : 0,
    lengthCm: parcel.lengthCm,
    breadthCm: parcel.breadthCm,
    heightCm: parcel.heightCm,
    weightKg: parcel.weightKg,
    ewayBillNo: order.eway_bill_no ?? null,
  };
}

async function saveShipment(db: DB, shipmentId: number, changes: Record<string, string | number | null>): Promise<void> {
  await db.updateTable('shipments').set({ ...changes, updated_at: now() }).where('id', '=', shipmentId).execute();
}

/** Shiprocket's words for a pickup it already has (a retry of a request whose answer was lost). */
const pickupAlreadyAsked = (error: unknown) => error instanceof ShopError && /already in pickup queue|already.*pickup/i.test(error.message);

/** The `shipping.book` job: one step after another, each saved as it comes back (see the header). */
export async function bookShipmentJob(payload: { shipmentId: number }, context: JobContext): Promise<void> {
  const { database, job } = context;
  const db = database.db;
  const shipmentId = Number(payload.shipmentId);
  let row = await shipmentRow(db, { id: shipmentId });
  if (!row) throw new JobCannotSucceed(`shipment ${shipmentId} does not exist`);
  if (row.status !== 'booking') return; // booked already, or cancelled

  const order = await orderForBooking(db, Number(row.order_id));
  if (order.status !== 'packed') {
    // Cancelled (or moved by hand) while the booking waited: nothing more is booked, and what exists at the courier is cancelled.
    await writeTransaction(database, async (tx) => {
      await tx.updateTable('shipments').set({ status: 'cancelled', booking_error: null, updated_at: now() }).where('id', '=', shipmentId).where('status', '=', 'booking').execute();
      if (row!.provider_order_id) await enqueue(tx, { kind: CANCEL_SHIPMENT_JOB, payload: { shipmentId }, key: `${CANCEL_SHIPMENT_JOB}:${shipmentId}:${row!.provider_order_id}` });
    });
    return;
  }
  const courier = courierNamed(row.provider, database);

  try {
    // A retry may follow an attempt whose answer was lost: ask the courier what it holds first.
    if (job.attempt > 1 && (!row.provider_order_id || !row.awb)) {
      const found = await courier.findOrder(order.order_string);
      if (found) {
        await saveShipment(db, shipmentId, {
          provider_order_id: found.providerOrderId,
          provider_shipment_id: found.providerShipmentId,
          ...(found.awb ? { awb: found.awb, courier_company_id: found.courierCompanyId ?? row.courier_company_id, courier_name: found.courierName ?? row.courier_name } : {}),
        });
        row = (await shipmentRow(db, { id: shipmentId }))!;
      }
    }

    if (!row.provider_order_id) {
      const settings = await shippingSettings(database);
      const parcel = await parcelOf(db, order.id).catch((error) => {
        throw new JobCannotSucceed(error instanceof Error ? error.message : String(error));
      });
      const created = await courier.createOrder(await bookingInputOf(db, order.id, settings.pickup_location, parcel));
      await saveShipment(db, shipmentId, { provider_order_id: created.providerOrderId, provider_shipment_id: created.providerShipmentId });
      row = (await shipmentRow(db, { id: shipmentId }))!;
    }

    if (!row.awb) {
      const assigned = await courier.assignAwb({ providerShipmentId: row.provider_shipment_id!, courierCompanyId: row.courier_company_id ?? undefined });
      await saveShipment(db, shipmentId, { awb: assigned.awb, courier_company_id: assigned.courierCompanyId, courier_name: assigned.courierName });
      row = (await shipmentRow(db, { id: shipmentId }))!;
    }
    // The AWB is on the order as soon as it exists (the order stays packed until the courier picks it up).
    // The courier is spelt as the seller's list spells it (added when new), so the COD ledger
    // and remittances see one courier, not two spellings of it.
    const booked = row;
    await writeTransaction(database, async (tx) => {
      const courierName = booked.courier_name ? (await courierForName(tx, store, booked.courier_name)).name : null;
      await tx.updateTable('shipments').set({ courier_name: courierName, updated_at: now() }).where('id', '=', shipmentId).execute();
      await tx.updateTable('orders').set({ courier: courierName, awb: booked.awb, updated_at: now() }).where('id', '=', order.id).where('status', '=', 'packed').execute();
    });
    row = (await shipmentRow(db, { id: shipmentId }))!;

    if (!row.pickup_requested_at) {
      let scheduled: string | null = null;
      try {
        scheduled = (await courier.requestPickup([row.provider_shipment_id!])).pickupScheduledDate;
      } catch (error) {
        if (!(job.attempt > 1 && pickupAlreadyAsked(error))) throw error;
      }
      await saveShipment(db, shipmentId, { pickup_requested_at: now(), pickup_scheduled_date: scheduled });
      row = (await shipmentRow(db, { id: shipmentId }))!;
    }

    const { labelUrl } = await courier.label([row.provider_shipment_id!]);
    await saveShipment(db, shipmentId, { label_url: labelUrl, status: 'booked', booking_error: null });
  } catch (error) {
    // A booking that can never succeed (its parcel's facts gone) is failed: staff may book it again once fixed.
    await saveShipment(db, shipmentId, { booking_error: (error instanceof Error ? error.message : String(error)).slice(0, 500), ...(error instanceof JobCannotSucceed ? { status: 'failed' } : {}) });
    throw error;
  }
}

// ---------------------------------------------------------------- cancelling

/**
 * In the transaction that cancels an order: its booked shipment, not yet picked up, is
 * cancelled at the courier by a job (one still being booked stops itself when its job sees
 * the order cancelled). Answers whether a cancel was queued.
 */
export async function cancelShipmentOfOrder(tx: Tx, orderId: number): Promise<boolean> {
  const row = await tx.selectFrom('shipments').select(['id', 'status', 'provider', 'provider_order_id']).where('booking_key', '=', orderBookingKey(orderId)).executeTakeFirst();
  if (!row || row.provider === 'manual' || row.status !== 'booked') return false;
  await enqueue(tx, { kind: CANCEL_SHIPMENT_JOB, payload: { shipmentId: Number(row.id) }, key: `${CANCEL_SHIPMENT_JOB}:${row.id}:${row.provider_order_id}` });
  return true;
}

/** The `shipping.cancel` job: the courier cancels the booking; the shipment is cancelled. */
export async function cancelShipmentJob(payload: { shipmentId: number }, { database }: JobContext): Promise<void> {
  const row = await shipmentRow(database.db, { id: Number(payload.shipmentId) });
  if (!row) throw new JobCannotSucceed(`shipment ${payload.shipmentId} does not exist`);
  if (row.status !== 'booked' && row.status !== 'cancelled' && row.status !== 'booking') return; // picked up meanwhile: the courier brings it back (RTO)
  if (row.provider_order_id) await courierNamed(row.provider, database).cancel([row.provider_order_id]);
  await saveShipment(database.db, Number(row.id), { status: 'cancelled' });
}

// ---------------------------------------------------------------- the day's manifest

/**
 * The manifests of the shipments booked with a pickup requested and not yet picked up, one
 * per courier account (a shipment of an account no longer set up is left out: its courier
 * cannot be asked). A refusal when there is none.
 */
export async function manifestForPickup(database: OpenedDatabase): Promise<{ manifest_url: string; manifests: { provider: string; manifest_url: string; count: number }[]; shipments: ShipmentView[] }> {
  const rows = await database.db
    .selectFrom('shipments')
    .selectAll()
    .where('store_id', '=', store.storeId)
    .where('direction', '=', 'forward')
    .where('status', '=', 'booked')
    .where('pickup_requested_at', 'is not', null)
    .orderBy('id')
    .execute();
  const byProvider = new Map<string, typeof rows>();
  for (const row of rows) byProvider.set(row.provider, [...(byProvider.get(row.provider) ?? []), row]);
  const manifests: { provider: string; manifest_url: string; count: number }[] = [];
  const included: number[] = [];
  for (const [provider, list] of byProvider) {
    let courier: CourierProvider;
    try {
      courier = courierNamed(provider, database);
    } catch (error) {
      if (error instanceof CourierNotConfigured) continue;
      throw error;
    }
    const { manifestUrl } = await courier.manifest(list.map((r) => r.provider_shipment_id!));
    const ids = list.map((r) => Number(r.id));
    await database.db.updateTable('shipments').set({ manifest_url: manifestUrl, updated_at: now() }).where('id', 'in', ids).execute();
    manifests.push({ provider, manifest_url: manifestUrl, count: list.length });
    included.push(...ids);
  }
  if (manifests.length === 0) throw new ShopError('conflict', t.noShipments);
  const fresh = await database.db.selectFrom('shipments').selectAll().where('id', 'in', included).orderBy('id').execute();
  return { manifest_url: manifests[0]!.manifest_url, manifests, shipments: fresh.map(shipmentView) };
}
