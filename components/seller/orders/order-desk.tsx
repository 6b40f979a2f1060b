// The order desk's list: status tabs with counts, a filter form (a plain GET form, so a
// filtered list is a link), and the orders as cards on a phone and rows on a desktop,
// with checkboxes for moving many at once (BulkMove).
import Link from 'next/link';
import { sellerTexts } from '@/lib/texts/seller';
import { statusLabel } from '@/lib/orders/display';
import { ORDER_STATUSES } from '@/lib/orders/status-machine';
import type { DeskOrderRow } from '@/lib/orders/desk-types';
import { DESK_PAGE_SIZE, type DeskFilter } from '@/lib/orders/desk';
import { BulkMove } from './bulk-move';

const t = sellerTexts.console;

function hrefWith(filter: DeskFilter, change: Partial<DeskFilter>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...change })) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/seller/orders?${query}` : '/seller/orders';
}

export function OrderDesk({ filter, orders, total, counts }: { filter: DeskFilter; orders: DeskOrderRow[]; total: number; counts: Record<string, number> }) {
  const pages = Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t.ordersHeading}</h1>
      <nav aria-label={t.ordersHeading} className="flex gap-2 overflow-x-auto pb-1 text-sm">
        {[undefined, ...ORDER_STATUSES].map((status) => (
          <Link
            key={status ?? 'all'}
            href={hrefWith(filter, { status, page: 1 })}
            aria-current={filter.status === status ? 'page' : undefined}
            className={`whitespace-nowrap rounded-full border px-3 py-1 ${filter.status === status ? 'bg-neutral-900 text-white' : 'bg-white'}`}
          >
            {status ? statusLabel(status) : t.allStatuses} ({status ? counts[status] ?? 0 : all})
          </Link>
        ))}
      </nav>
      <form method="get" action="/seller/orders" className="grid grid-cols-2 gap-2 text-sm md:grid-cols-6">
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        <label className="col-span-2">
          <span className="sr-only">{t.search}</span>
          <input name="q" defaultValue={filter.q} placeholder={t.search} aria-label={t.search} className="w-full rounded border px-2 py-1.5" />
        </label>
        <select name="paymentmode" defaultValue={filter.paymentmode ?? ''} aria-label={t.payment} className="rounded border px-2 py-1.5">
          <option value="">{t.anyPayment}</option>
          <option value="cash">{t.cash}</option>
          <option value="online">{t.online}</option>
        </select>
        <input type="date" name="from" defaultValue={filter.from} aria-label={t.fromDate} className="rounded border px-2 py-1.5" />
        <input type="date" name="to" defaultValue={filter.to} aria-label={t.toDate} className="rounded border px-2 py-1.5" />
        <div className="flex gap-2">
          <input name="pincode" defaultValue={filter.pincode} aria-label={t.pincode} placeholder={t.pincode} inputMode="numeric" className="w-full rounded border px-2 py-1.5" />
          <button type="submit" className="rounded bg-neutral-900 px-3 py-1.5 font-semibold text-white">{t.filter}</button>
        </div>
      </form>
      {orders.length === 0 ? <p>{t.noOrders}</p> : <BulkMove orders={orders} />}
      {pages > 1 && (
        <nav aria-label={t.page(filter.page, pages)} className="flex items-center gap-4 text-sm">
          {filter.page > 1 && <Link href={hrefWith(filter, { page: filter.page - 1 })}>{t.previous}</Link>}
          <span>{t.page(filter.page, pages)}</span>
          {filter.page < pages && <Link href={hrefWith(filter, { page: filter.page + 1 })}>{t.next}</Link>}
        </nav>
      )}
    </section>
  );
}
