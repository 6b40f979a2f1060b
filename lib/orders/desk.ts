// The seller's order desk (docs/rules/seller.md#order-desk): every placed order of the
// store, newest first, with filters and counts per status, and one order with its items,
// address, payment, history and messages. Online orders not paid yet (pending_payment,
// payment_failed) are not orders yet and never show here.
import { unitGradeOf } from '@/lib/products/unit-grades';
import 'server-only';
import { sql } from 'kysely';
import { store } from '@/lib/config';
import { rupeesFromPaise } from '@/lib/catalog/money';
import type { DB } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { picksOf } from '@/lib/products/unit-picks';
import { screenTexts } from '@/lib/texts/screens';
import type { StaffRole } from '@/lib/staff/types';
import type { DeskOrderDetail, DeskOrderEvent, DeskOrderItem, DeskOrderMessage, DeskOrderRow, DeskShipment } from './desk-types';
import { shipmentsOfOrder } from './desk-shipments';
import { addDays, indiaDayStart } from './dates';
import { ORDER_STATUSES, nextStatuses, type OrderStatus } from './status-machine';

export const DESK_PAGE_SIZE = 20;

export interface DeskFilter {
  status?: OrderStatus;
  paymentmode?: 'cash' | 'online';
  /** Dates in India (YYYY-MM-DD), both ends included. */
  from?: string;
  to?: string;
  pincode?: string;
  /** An order number, a customer's name, the last digits of their phone or part of an AWB. */
  q?: string;
  page: number;
}


function baseQuery(db: DB, filter: Omit<DeskFilter, 'page' | 'status'>) {
  let query = db.selectFrom('orders').where('orders.store_id', '=', store.storeId).where('orders.status', 'in', [...ORDER_STATUSES]);
  if (filter.paymentmode) query = query.where('orders.paymentmode', '=', filter.paymentmode);
  if (filter.from) query = query.where('orders.created_at', '>=', indiaDayStart(filter.from));
  if (filter.to) query = query.where('orders.created_at', '<', indiaDayStart(addDays(filter.to, 1)));
  if (filter.pincode) query = query.where('orders.delivered_pincode', '=', filter.pincode);
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const contains = (column: string, text: string) => sql<boolean>`lower(${sql.ref(column)}) like ${like(text.toLowerCase())} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        eb('orders.order_string', '=', q.toUpperCase()),
        ...(q.length >= 3 ? [contains('orders.delivered_name', q), contains('orders.awb', q), contains('orders.order_string', q)] : []),
        // The last digits of a phone: four or more, as staff read them off a call.
        ...(digits.length >= 4 && digits === q.replace(/[\s+-]/g, '') ? [sql<boolean>`${sql.ref('orders.delivered_contact')} like ${`%${digits.slice(-10)}`}`] : []),
      ]),
    );
  }
  return query;
}

function toRow(o: {
  id: number; order_string: string; status: string; paymentmode: 'cash' | 'online'; payment_status: string; delivered_name: string;
  delivered_contact: string; delivered_pincode: string; delivered_city: string; total_paid_paise: number; courier: string | null; awb: string | null; created_at: string; items_count: number | string;
  cod_on_hold: number;
}): DeskOrderRow {
  return {
    order_id: Number(o.id), order_string: o.order_string, status: o.status as OrderStatus, paymentmode: o.paymentmode, payment_status: o.payment_status,
    customer_name: o.delivered_name, customer_phone: o.delivered_contact, pincode: o.delivered_pincode, city: o.delivered_city,
    total: rupeesFromPaise(Number(o.total_paid_paise)), items_count: Number(o.items_count), courier: o.courier, awb: o.awb, created_at: o.created_at, lines: [],
    on_hold: Number(o.cod_on_hold) === 1,
  };
}

const rowColumns = [
  'orders.id', 'orders.order_string', 'orders.status', 'orders.paymentmode', 'orders.payment_status', 'orders.delivered_name', 'orders.delivered_contact',
  'orders.delivered_pincode', 'orders.delivered_city', 'orders.total_paid_paise', 'orders.courier', 'orders.awb', 'orders.created_at',
  'orders.cod_on_hold',
] as const;

export async function listDeskOrders(db: DB, filter: DeskFilter): Promise<{ orders: DeskOrderRow[]; total: number; counts: Record<string, number>; page_size: number }> {
  const filtered = filter.status ? baseQuery(db, filter).where('orders.status', '=', filter.status) : baseQuery(db, filter);
  const [rows, total, counts] = await Promise.all([
    filtered
      .select([...rowColumns, sql<number>`(select count(*) from order_items i where i.order_id = orders.id)`.as('items_count')])
      .orderBy('orders.id', 'desc')
      .limit(DESK_PAGE_SIZE)
      .offset((filter.page - 1) * DESK_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    baseQuery(db, filter).select(['orders.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('orders.status').execute(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const lines = ids.length === 0 ? [] : await db.selectFrom('order_items').select(['order_id', 'product_name', 'quantity']).where('order_id', 'in', ids).orderBy('id').execute();
  return {
    orders: rows.map((row) => ({ ...toRow(row), lines: lines.filter((l) => Number(l.order_id) === Number(row.id)).map((l) => ({ name: l.product_name, quantity: Number(l.quantity) })) })),
    total: Number(total.n),
    counts: Object.fromEntries(ORDER_STATUSES.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)])),
    page_size: DESK_PAGE_SIZE,
  };
}

export async function deskOrderDetail(db: DB, orderId: number, role: StaffRole): Promise<{ order: DeskOrderDetail; items: DeskOrderItem[]; history: DeskOrderEvent[]; messages: DeskOrderMessage[]; shipments: DeskShipment[] }> {
  const order = await db
    .selectFrom('orders')
    .select([...rowColumns, 'orders.delivered_house_no', 'orders.delivered_street', 'orders.delivered_state', 'orders.status_reason', 'orders.slot_date', 'orders.delivery_date',
      'orders.subtotal_paise', 'orders.delivery_charge_paise', 'orders.handling_fee_paise', 'orders.digital_discount_paise', 'orders.coupon_value_paise', 'orders.coupon_code', 'orders.prepay_discount_paise',
      sql<number>`(select count(*) from order_items i where i.order_id = orders.id)`.as('items_count')])
    .where('orders.id', '=', orderId)
    .where('orders.store_id', '=', store.storeId)
    .where('orders.status', 'in', [...ORDER_STATUSES])
    .executeTakeFirst();
  if (!order) throw new ShopError('not_found', screenTexts.orderNotFound);
  const [items, events, messages, shipments] = await Promise.all([
    db.selectFrom('order_items').leftJoin('products', 'products.id', 'order_items.product_id').leftJoin('product_units as chosen', 'chosen.id', 'order_items.unit_id')
      .selectAll('order_items').select(['products.sold_by_unit', 'chosen.serial as chosen_serial', 'chosen.kind as chosen_kind'])
      .where('order_items.order_id', '=', orderId).orderBy('order_items.id').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('messages').select(['id', 'event', 'audience', 'channel', 'recipient', 'state', 'sent_at', 'created_at', 'last_error'])
      .where('order_id', '=', orderId).orderBy('id').execute(),
    shipmentsOfOrder(db, orderId),
  ]);
  const row = { ...toRow(order), lines: items.map((i) => ({ name: i.product_name, quantity: Number(i.quantity) })) };
  const money = (paise: number) => rupeesFromPaise(Number(paise));
  const confirmation = row.status === 'awaiting_confirmation' ? await db.selectFrom('cod_confirmations').select('expires_at').where('order_id', '=', orderId).executeTakeFirst() : undefined;
  return {
    order: {
      ...row,
      prices: {
        subtotal: money(order.subtotal_paise), delivery_charge: money(order.delivery_charge_paise), handling_fee: money(order.handling_fee_paise),
        // Of the online discount, the prepay offer of the COD confirmation page is its own line.
        digital_discount: money(Number(order.digital_discount_paise) - Number(order.prepay_discount_paise)), prepay_discount: money(order.prepay_discount_paise),
        coupon_discount: money(order.coupon_value_paise), coupon_code: order.coupon_code, total: row.total,
      },
      confirm_by: confirmation?.expires_at ?? null,
      address: { name: order.delivered_name, house_no: order.delivered_house_no, street: order.delivered_street, city: order.delivered_city, state: order.delivered_state, pincode: order.delivered_pincode, contact: order.delivered_contact },
      status_reason: order.status_reason,
      slot_date: order.slot_date,
      delivery_date: order.delivery_date,
      next_statuses: nextStatuses(row.status, role),
    },
    items: items.map((i) => ({
      item_id: Number(i.id), product_id: Number(i.product_id), name: i.product_name, quantity: Number(i.quantity),
      unit_price: rupeesFromPaise(Number(i.unit_price_paise)), total: rupeesFromPaise(Number(i.total_paise)), cancel_status: Number(i.cancel_status),
      packed_action: Number(i.packed_action), out_for_delivery_action: Number(i.out_for_delivery_action), delivered_action: Number(i.delivered_action),
      units: picksOf(i.unit_picks), sold_by_unit: Number(i.sold_by_unit ?? 0) === 1,
      chosen_unit: i.chosen_serial && i.chosen_kind ? { serial: i.chosen_serial, kind: i.chosen_kind } : null,
      chosen_grade: i.unit_grade ? (unitGradeOf(i.unit_grade)?.name ?? i.unit_grade) : null,
    })),
    history: events.map((e) => ({
      at: e.created_at, actor: e.actor, staff_email: e.staff_email, from: e.from_status, to: e.to_status,
      note: e.note ? (Object.fromEntries(Object.entries(JSON.parse(e.note) as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>) : null,
    })),
    shipments,
    messages: messages.map((m) => ({
      message_id: Number(m.id), event: m.event, audience: m.audience, channel: m.channel, recipient: m.recipient, state: m.state,
      at: m.sent_at ?? m.created_at, last_error: m.state === 'failed' ? m.last_error : null,
    })),
  };
}
