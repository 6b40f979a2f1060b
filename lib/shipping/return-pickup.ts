// A return's pickup booked with the courier as a reverse shipment (docs/rules/shipping.md#returns-pickups):
// the return-approved message promises "our courier will collect it", so approving a return
// writes, in its own transaction, a return shipment keyed "return:<id>" and a
// `shipping.book-return` job. The job creates the courier's return order (Shiprocket's
// orders/create/return: picked up from the shopper, delivered to the seller's pickup
// location), assigns its AWB and asks for the pickup, each step saved as it comes; a retry
// asks the courier for our return's number first, as a forward booking does. With no
// courier set up (production without Shiprocket) nothing is booked: staff arrange it.
import 'server-only';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import { seller, store } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import { enqueue } from '@/lib/jobs/queue';
import { JobCannotSucceed, type JobContext } from '@/lib/jobs/worker';
import { shippingTexts as t } from '@/lib/texts/seller/shipping';
import { activeCourier, courierNamed } from './active-courier';
import { shippingSettings } from './booking';
import type { BookingInput } from './provider';
import { returnChannelOrderId } from './test-courier';

export const BOOK_RETURN_JOB = 'shipping.book-return';
export const returnBookingKey = (returnId: number) => `return:${returnId}`;

const now = () => new Date().toISOString();

/** The seller's city, read from the store's address: the part before its state ("…, Gurugram, Haryana 122015"). */
function sellerCity(): string {
  const parts = store.address.split(',').map((p) => p.trim());
  const stateAt = parts.findIndex((p) => p.startsWith(seller.state));
  return (stateAt > 0 ? parts[stateAt - 1] : undefined) ?? seller.state;
}

/** The return's pickup as its console row shows it. */
export interface ReturnPickup {
  status: string;
  awb: string | null;
  courier: string | null;
  pickup_scheduled_date: string | null;
  booking_error: string | null;
}

/**
 * In the transaction that approves a return: its reverse shipment and the job that books it
 * (none when no courier is set up). Answers whether a pickup was queued.
 */
export async function enqueueReturnPickup(database: OpenedDatabase, tx: Tx, returnId: number, orderId: number): Promise<boolean> {
  const courier = activeCourier(database);
  if (!courier) return false;
  const inserted = await tx
    .insertInto('shipments')
    .values({
      company_id: store.companyId, store_id: store.storeId, order_id: orderId, direction: 'return', return_id: returnId,
      booking_key: returnBookingKey(returnId), provider: courier.name, status: 'booking', updated_at: now(),
    })
    .onConflict((oc) => oc.column('booking_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await enqueue(tx, { kind: BOOK_RETURN_JOB, payload: { shipmentId: Number(inserted.id) }, key: `${BOOK_RETURN_JOB}:${returnBookingKey(returnId)}` });
  return true;
}

/** The pickups of these returns, by return id. */
export async function returnPickups(db: DB | Tx, returnIds: number[]): Promise<Map<number, ReturnPickup>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shipments')
    .select(['return_id', 'status', 'awb', 'courier_name', 'pickup_scheduled_date', 'booking_error'])
    .where('direction', '=', 'return')
    .where('return_id', 'in', returnIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.return_id), { status: r.status, awb: r.awb, courier: r.courier_name, pickup_scheduled_date: r.pickup_scheduled_date, booking_error: r.booking_error }]));
}

async function returnInput(db: DB, returnId: number, pickupLocation: string): Promise<BookingInput & { returnId: number }> {
  const row = await db
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'r.quantity', 'o.order_string', 'o.delivered_name', 'o.delivered_house_no', 'o.delivered_street', 'o.delivered_city', 'o.delivered_state',
      'o.delivered_pincode', 'o.delivered_contact', 'c.email', 'i.product_name', 'i.unit_price_paise', 'p.id as product_id', 'p.sku_no', 'p.hsn_code',
      'p.package_weight_kg', 'p.package_length_cm', 'p.package_breadth_cm', 'p.package_height_cm',
    ])
    .where('r.id', '=', returnId)
    .executeTakeFirst();
  if (!row) throw new JobCannotSucceed(`return ${returnId} does not exist`);
  const facts = [row.package_weight_kg, row.package_length_cm, row.package_breadth_cm, row.package_height_cm].map(Number);
  if (facts.some((f) => !(f > 0))) {
    const lacks = ['weight', 'length', 'breadth', 'height'].filter((_, i) => !(facts[i]! > 0));
    throw new JobCannotSucceed(t.addPackageFacts(row.product_name, lacks));
  }
  const quantity = Number(row.quantity);
  return {
    returnId,
    channelOrderId: returnChannelOrderId(row.order_string, returnId),
    orderDate: now(),
    pickupLocation,
    customer: {
      name: row.delivered_name, phone: row.delivered_contact.replace(/\D/g, '').slice(-10), email: row.email ?? null,
      address: [row.delivered_house_no, row.delivered_street].filter(Boolean).join(', '), address2: null,
      city: row.delivered_city, state: row.delivered_state, pincode: row.delivered_pincode, country: 'India',
    },
    items: [{ name: row.product_name, sku: row.sku_no || `P${row.product_id}`, units: quantity, sellingPricePaise: Number(row.unit_price_paise), hsn: row.hsn_code }],
    paymentMethod: 'Prepaid',
    subTotalPaise: Number(row.unit_price_paise) * quantity,
    codAmountPaise: 0,
    lengthCm: facts[1]!,
    breadthCm: facts[2]!,
    heightCm: facts[3]! * quantity,
    weightKg: Math.round(facts[0]! * quantity * 1000) / 1000,
  };
}

/** The `shipping.book-return` job: the courier's return order, its AWB and its pickup, each saved as it comes. */
export async function bookReturnPickupJob(payload: { shipmentId: number }, { database, job }: JobContext): Promise<void> {
  const db = database.db;
  const shipmentId = Number(payload.shipmentId);
  const load = () => db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirst();
  let row = await load();
  if (!row || row.direction !== 'return' || row.return_id === null) throw new JobCannotSucceed(`return shipment ${shipmentId} does not exist`);
  if (row.status !== 'booking') return;
  const returnId = Number(row.return_id);
  const courier = courierNamed(row.provider, database);
  const save = async (changes: Record<string, string | null>) => {
    await db.updateTable('shipments').set({ ...changes, updated_at: now() }).where('id', '=', shipmentId).execute();
    row = (await load())!;
  };
  try {
    const settings = await shippingSettings(database);
    if (!settings.pickup_pincode) throw new ShopError('conflict', t.noPickupPincode);
    const input = await returnInput(db, returnId, settings.pickup_location);
    if (job.attempt > 1 && (!row.provider_order_id || !row.awb)) {
      const found = await courier.findOrder(input.channelOrderId);
      if (found) await save({ provider_order_id: found.providerOrderId, provider_shipment_id: found.providerShipmentId, ...(found.awb ? { awb: found.awb, courier_name: found.courierName } : {}) });
    }
    if (!row.provider_order_id) {
      const created = await courier.createReturn({
        ...input,
        returnTo: { name: seller.legalName, phone: store.phone.replace(/\D/g, '').slice(-10), email: store.email, address: store.address, city: sellerCity(), state: seller.state, pincode: settings.pickup_pincode },
      });
      await save({ provider_order_id: created.providerOrderId, provider_shipment_id: created.providerShipmentId });
    }
    if (!row.awb) {
      const assigned = await courier.assignAwb({ providerShipmentId: row.provider_shipment_id!, isReturn: true });
      await save({ awb: assigned.awb, courier_company_id: assigned.courierCompanyId, courier_name: assigned.courierName });
    }
    if (!row.pickup_requested_at) {
      let scheduled: string | null = null;
      try {
        scheduled = (await courier.requestPickup([row.provider_shipment_id!])).pickupScheduledDate;
      } catch (error) {
        if (!(job.attempt > 1 && error instanceof ShopError && /already/i.test(error.message))) throw error;
      }
      await save({ pickup_requested_at: now(), pickup_scheduled_date: scheduled });
    }
    await save({ status: 'booked', booking_error: null });
  } catch (error) {
    // One that can never succeed (the product has no package facts) is failed, not left as under way.
    await save({ booking_error: (error instanceof Error ? error.message : String(error)).slice(0, 500), ...(error instanceof JobCannotSucceed ? { status: 'failed' } : {}) });
    throw error;
  }
}
