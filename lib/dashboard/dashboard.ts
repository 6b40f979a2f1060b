// The console's first page (docs/rules/seller.md#dashboard): what needs doing and how the
// shop is selling. Orders and sales of today and of the last seven days (India days;
// real orders only, cancelled ones not counted as sales), orders waiting at each step,
// cash held by couriers, products running low or without a picture, returns waiting,
// and for the owner the jobs that gave up. A packer sees the work and the stock, not the money.
import 'server-only';
import { sql } from 'kysely';
import { seller, store } from '@/lib/config';
import type { DB } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { codOutstanding } from '@/lib/cod/ledger';
import { addDays, indiaDayStart, todayInIndia } from '@/lib/orders/dates';
import { ORDER_STATUSES } from '@/lib/orders/status-machine';
import { lowOnStock } from '@/lib/products/low-stock';
import type { StaffRole } from '@/lib/staff/types';
import { WAITING_STATUSES, type Dashboard, type DashboardProduct, type SalesFigure } from './types';

export { WAITING_STATUSES };
export type { Dashboard, DashboardProduct, SalesFigure };

/** Products shown in each list of the dashboard. */
export const DASHBOARD_LIST_SIZE = 10;

async function salesSince(db: DB, since: string): Promise<{ orders: number; salesPaise: number }> {
  const row = await db
    .selectFrom('orders')
    .where('store_id', '=', store.storeId)
    // Not yet a sale: a COD order its shopper has not confirmed (docs/rules/orders.md#cash-on-delivery-confirmation).
    .where('status', 'in', ORDER_STATUSES.filter((status) => status !== 'awaiting_confirmation'))
    .where('created_at', '>=', since)
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      sql<number>`coalesce(sum(case when status <> 'cancelled' then total_paid_paise else 0 end), 0)`.as('sales'),
    ])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), salesPaise: Number(row.sales) };
}

function products(db: DB) {
  return db.selectFrom('products').where('store_id', '=', store.storeId).select(['id', 'name', 'sku_no', 'stock', 'low_stock_at']);
}
const toProduct = (p: { id: number | bigint; name: string; sku_no: string; stock: number; low_stock_at: number | null }): DashboardProduct => ({
  product_id: Number(p.id), name: p.name, sku_no: p.sku_no, stock: Number(p.stock), low_stock_at: p.low_stock_at === null ? null : Number(p.low_stock_at),
});

export async function dashboard(db: DB, role: StaffRole, now: Date = new Date()): Promise<Dashboard> {
  const seesMoney = role !== 'packer';
  const today = todayInIndia(now);
  const threshold = seller.lowStockAt;
  const [day, week, counts, cod, lowCount, low, bareCount, bare, returns, deadJobs] = await Promise.all([
    salesSince(db, indiaDayStart(today)),
    salesSince(db, indiaDayStart(addDays(today, -6))),
    db.selectFrom('orders').where('store_id', '=', store.storeId).where('status', 'in', [...WAITING_STATUSES]).select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
    seesMoney ? codOutstanding(db, now) : Promise.resolve(null),
    db.selectFrom('products').where('store_id', '=', store.storeId).where(lowOnStock(threshold)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    products(db).where(lowOnStock(threshold)).orderBy('stock').orderBy('id').limit(DASHBOARD_LIST_SIZE).execute(),
    db.selectFrom('products').where('store_id', '=', store.storeId).where((eb) => eb.or([eb('image', '=', ''), eb('image', 'is', null)])).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    products(db).where((eb) => eb.or([eb('image', '=', ''), eb('image', 'is', null)])).orderBy('id').limit(DASHBOARD_LIST_SIZE).execute(),
    seesMoney
      ? db.selectFrom('return_requests').innerJoin('orders', 'orders.id', 'return_requests.order_id').where('orders.store_id', '=', store.storeId)
          .where('return_requests.status', 'in', ['requested', 'approved', 'received']).select(['return_requests.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('return_requests.status').execute()
      : Promise.resolve(null),
    role === 'owner' ? db.selectFrom('jobs').where('state', '=', 'dead').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() : Promise.resolve(null),
  ]);
  const waiting = Object.fromEntries(WAITING_STATUSES.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)])) as Dashboard['waiting'];
  const returnCount = (status: string) => Number(returns?.find((r) => r.status === status)?.n ?? 0);
  return {
    today: { orders: day.orders, sales: seesMoney ? rupeesFromPaise(day.salesPaise) : null },
    week: { orders: week.orders, sales: seesMoney ? rupeesFromPaise(week.salesPaise) : null },
    waiting,
    cod_outstanding: cod ? { count: cod.total.count, amount: cod.total.amount, overdue: cod.overdue.length } : null,
    low_stock: { threshold, count: Number(lowCount.n), products: low.map(toProduct) },
    without_images: { count: Number(bareCount.n), products: bare.map(toProduct) },
    returns_waiting: returns ? { requested: returnCount('requested'), approved: returnCount('approved'), received: returnCount('received') } : null,
    dead_jobs: deadJobs ? Number(deadJobs.n) : null,
  };
}
