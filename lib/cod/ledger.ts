// The cash-on-delivery ledger (docs/rules/seller.md#cod-ledger): a delivered cash order
// is money its courier (orders.courier) holds until the courier remits it to the seller.
// Staff record each remittance (courier from the list, date, reference such as a UTR, the
// orders it covers, the courier's deductions: freight and COD charges) in one transaction; an order is remitted once (cod_remittance_orders has one
// row per order). What is still held shows per courier and per age since delivery, and
// orders held longer than seller.codRemittanceDueDays are flagged.
import 'server-only';
import { sql } from 'kysely';
import { seller, store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { sellerTexts } from '@/lib/texts/seller';
import { findCourier } from '@/lib/shipping/couriers';
import { sellerCourierTexts } from '@/lib/texts/seller/couriers';
import { recordAudit } from '@/lib/staff/audit';
import { AGE_BUCKETS, type AgeBucket, type CodOrderRow, type CodOutstanding, type CourierOutstanding, type RemittanceRow } from './types';

export { AGE_BUCKETS };
export type { AgeBucket, CodOrderRow, CodOutstanding, CourierOutstanding, RemittanceRow };

const DAY_MS = 24 * 60 * 60 * 1000;

export function ageBucket(days: number): AgeBucket {
  if (days <= 3) return '0-3';
  if (days <= 7) return '4-7';
  if (days <= 10) return '8-10';
  return 'over-10';
}

/**
 * The cash a courier collects for an order: its total less the part a partial-COD order
 * paid online upfront (docs/rules/cod.md#partial-cod).
 */
const cashPaise = sql<number>`orders.total_paid_paise - orders.cod_upfront_paise`.as('cash_paise');

/** Delivered cash orders not in any remittance. */
function heldOrders(db: DB) {
  return db
    .selectFrom('orders')
    .where('orders.store_id', '=', store.storeId)
    .where('orders.paymentmode', '=', 'cash')
    .where('orders.status', '=', 'delivered')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('cod_remittance_orders').select('cod_remittance_orders.order_id').whereRef('cod_remittance_orders.order_id', '=', 'orders.id'))));
}

export async function codOutstanding(db: DB, now: Date = new Date()): Promise<CodOutstanding> {
  const rows = await heldOrders(db)
    .select(['orders.id', 'orders.order_string', 'orders.courier', 'orders.awb', 'orders.delivered_name', 'orders.delivered_at', 'orders.updated_at', cashPaise])
    .orderBy('orders.delivered_at')
    .orderBy('orders.id')
    .execute();
  const dueMs = seller.codRemittanceDueDays * DAY_MS;
  const orders: CodOrderRow[] = rows.map((r) => {
    // An order marked delivered without its time (never by the desk) counts from its last change.
    const deliveredAt = r.delivered_at ?? r.updated_at;
    const heldMs = Math.max(0, now.getTime() - new Date(deliveredAt).getTime());
    return {
      order_id: Number(r.id),
      order_string: r.order_string,
      courier: r.courier,
      awb: r.awb,
      customer_name: r.delivered_name,
      amount: rupeesFromPaise(Number(r.cash_paise)),
      delivered_at: deliveredAt,
      age_days: Math.floor(heldMs / DAY_MS),
      overdue: heldMs > dueMs,
    };
  });
  const byCourier = new Map<string | null, CourierOutstanding & { paise: number; bucketPaise: Record<AgeBucket, number> }>();
  for (const [i, order] of orders.entries()) {
    const paise = Number(rows[i].cash_paise);
    let entry = byCourier.get(order.courier);
    if (!entry) {
      const buckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, { count: 0, amount: 0 }])) as CourierOutstanding['buckets'];
      entry = { courier: order.courier, count: 0, amount: 0, buckets, paise: 0, bucketPaise: { '0-3': 0, '4-7': 0, '8-10': 0, 'over-10': 0 } };
      byCourier.set(order.courier, entry);
    }
    const bucket = ageBucket(order.age_days);
    entry.count++;
    entry.paise += paise;
    entry.buckets[bucket].count++;
    entry.bucketPaise[bucket] += paise;
  }
  // Sums in paise, shown in rupees: no float drift over many orders.
  const couriers = [...byCourier.values()]
    .map(({ paise, bucketPaise, ...entry }) => ({
      ...entry,
      amount: rupeesFromPaise(paise),
      buckets: Object.fromEntries(AGE_BUCKETS.map((b) => [b, { count: entry.buckets[b].count, amount: rupeesFromPaise(bucketPaise[b]) }])) as CourierOutstanding['buckets'],
    }))
    .sort((a, b) => b.amount - a.amount || String(a.courier).localeCompare(String(b.courier)));
  const totalPaise = rows.reduce((sum, r) => sum + Number(r.cash_paise), 0);
  return {
    couriers,
    orders,
    overdue: orders.filter((o) => o.overdue),
    due_days: seller.codRemittanceDueDays,
    total: { count: orders.length, amount: rupeesFromPaise(totalPaise) },
  };
}

export interface RemittanceInput {
  courier: string;
  /** YYYY-MM-DD */
  remittedOn: string;
  reference: string;
  orderIds: number[];
  /** The courier's deductions, in rupees (0 when none). */
  freight?: number;
  codCharges?: number;
}

const invalid = (errors: Record<string, string>) => new ShopError('invalid', Object.values(errors)[0]!, { errors });

const sameCourier = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
const isUniqueViolation = (error: unknown) => error instanceof Error && /unique|duplicate key/i.test(error.message);

/**
 * One remittance, all or nothing: every order a delivered cash order of that courier not
 * yet remitted (else 409 naming the first order that is not, and nothing written); the
 * amount is the sum of the orders' totals. Audited in the same transaction.
 */
export async function recordRemittance(
  database: OpenedDatabase,
  staff: { staffId: number; email: string },
  input: RemittanceInput,
  clientIp?: string,
): Promise<RemittanceRow> {
  let remittanceId: number;
  const freightPaise = paiseFromRupees(input.freight ?? 0);
  const codChargesPaise = paiseFromRupees(input.codCharges ?? 0);
  try {
    remittanceId = await writeTransaction(database, async (tx) => {
      // The courier is one of the list (docs/rules/shipping.md#the-courier-list), spelt as the list spells it.
      const courier = await findCourier(tx, input.courier);
      if (!courier) throw invalid({ courier: sellerCourierTexts.unknownCourier });
      const rows = await tx
        .selectFrom('orders')
        .leftJoin('cod_remittance_orders', 'cod_remittance_orders.order_id', 'orders.id')
        .select(['orders.id', 'orders.order_string', 'orders.paymentmode', 'orders.status', 'orders.courier', cashPaise, 'cod_remittance_orders.remittance_id'])
        .where('orders.id', 'in', input.orderIds)
        .where('orders.store_id', '=', store.storeId)
        .execute();
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      for (const orderId of input.orderIds) {
        const order = byId.get(orderId);
        if (!order) throw new ShopError('conflict', sellerTexts.codOrderUnknown(orderId), { order_id: orderId });
        if (order.remittance_id !== null) throw new ShopError('conflict', sellerTexts.codOrderRemitted(order.order_string), { order_id: orderId });
        if (order.paymentmode !== 'cash' || order.status !== 'delivered' || !sameCourier(order.courier, courier.name)) {
          throw new ShopError('conflict', sellerTexts.codOrderNotOutstanding(order.order_string, courier.name), { order_id: orderId });
        }
      }
      const totalPaise = rows.reduce((sum, r) => sum + Number(r.cash_paise), 0);
      // The courier keeps its freight and COD charges out of the cash: never more than the cash itself.
      if (freightPaise + codChargesPaise > totalPaise) {
        const message = sellerTexts.codPage.deductionsAboveGross(rupeesFromPaise(totalPaise));
        throw invalid({ freight: message, cod_charges: message });
      }
      const inserted = await tx
        .insertInto('cod_remittances')
        .values({
          company_id: store.companyId,
          store_id: store.storeId,
          courier: courier.name,
          courier_id: courier.courier_id,
          remitted_on: input.remittedOn,
          reference: input.reference.trim(),
          amount_paise: totalPaise,
          freight_paise: freightPaise,
          cod_charges_paise: codChargesPaise,
          staff_id: staff.staffId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      await tx
        .insertInto('cod_remittance_orders')
        .values(input.orderIds.map((orderId) => ({ remittance_id: id, order_id: orderId, amount_paise: Number(byId.get(orderId)!.cash_paise) })))
        .execute();
      await recordAudit(tx, {
        staff,
        action: 'cod.remittance',
        objectType: 'cod_remittance',
        objectId: id,
        after: {
          courier: courier.name, remitted_on: input.remittedOn, reference: input.reference.trim(), amount: rupeesFromPaise(totalPaise),
          freight: rupeesFromPaise(freightPaise), cod_charges: rupeesFromPaise(codChargesPaise), net: rupeesFromPaise(totalPaise - freightPaise - codChargesPaise), order_ids: input.orderIds,
        },
        clientIp,
      });
      return id;
    });
  } catch (error) {
    // Two remittances of one order at once: the database's one-row-per-order refuses the second.
    if (isUniqueViolation(error)) throw new ShopError('conflict', sellerTexts.codOrderRemitted(input.orderIds.join(', ')));
    throw error;
  }
  const [row] = await remittanceRows(database.db, { id: remittanceId });
  return row;
}

export const REMITTANCES_PAGE_SIZE = 25;

async function remittanceRows(db: DB, filter: { id?: number; page?: number }): Promise<RemittanceRow[]> {
  let query = db
    .selectFrom('cod_remittances')
    .leftJoin('staff', 'staff.id', 'cod_remittances.staff_id')
    .select([
      'cod_remittances.id', 'cod_remittances.courier', 'cod_remittances.courier_id', 'cod_remittances.remitted_on', 'cod_remittances.reference', 'cod_remittances.amount_paise',
      'cod_remittances.freight_paise', 'cod_remittances.cod_charges_paise', 'cod_remittances.created_at', 'staff.email as staff_email',
    ])
    .where('cod_remittances.store_id', '=', store.storeId)
    .orderBy('cod_remittances.id', 'desc');
  if (filter.id !== undefined) query = query.where('cod_remittances.id', '=', filter.id);
  if (filter.page !== undefined) query = query.limit(REMITTANCES_PAGE_SIZE).offset((filter.page - 1) * REMITTANCES_PAGE_SIZE);
  const remittances = await query.execute();
  const ids = remittances.map((r) => Number(r.id));
  const lines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cod_remittance_orders')
          .innerJoin('orders', 'orders.id', 'cod_remittance_orders.order_id')
          .select(['cod_remittance_orders.remittance_id', 'cod_remittance_orders.order_id', 'cod_remittance_orders.amount_paise', 'orders.order_string'])
          .where('cod_remittance_orders.remittance_id', 'in', ids)
          .orderBy('cod_remittance_orders.order_id')
          .execute();
  return remittances.map((r) => ({
    remittance_id: Number(r.id),
    courier: r.courier,
    courier_id: r.courier_id === null ? null : Number(r.courier_id),
    remitted_on: r.remitted_on,
    reference: r.reference,
    amount: rupeesFromPaise(r.amount_paise),
    freight: rupeesFromPaise(Number(r.freight_paise)),
    cod_charges: rupeesFromPaise(Number(r.cod_charges_paise)),
    net: rupeesFromPaise(Number(r.amount_paise) - Number(r.freight_paise) - Number(r.cod_charges_paise)),
    orders: lines
      .filter((l) => Number(l.remittance_id) === Number(r.id))
      .map((l) => ({ order_id: Number(l.order_id), order_string: l.order_string, amount: rupeesFromPaise(l.amount_paise) })),
    staff_email: r.staff_email ?? null,
    created_at: r.created_at,
  }));
}

/** Recorded remittances, newest first. */
export async function listRemittances(db: DB, page: number): Promise<{ remittances: RemittanceRow[]; total: number; page: number; page_size: number }> {
  const counted = await db
    .selectFrom('cod_remittances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', store.storeId)
    .executeTakeFirst();
  return { remittances: await remittanceRows(db, { page }), total: Number(counted?.n ?? 0), page, page_size: REMITTANCES_PAGE_SIZE };
}
