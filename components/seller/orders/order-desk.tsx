'use client';
// The order desk's list: status tabs with counts, the filter form (a plain GET form, so a
// filtered list is a link), and the orders with a checkbox each for moving many at once
// (BulkMove).
import { useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import type { SellerRequestOf } from '@/lib/seller-contract';
import { sellerTexts } from '@/lib/texts/seller';
import { statusLabel } from '@/lib/orders/display';
import { ORDER_STATUSES } from '@/lib/orders/status-machine';
import type { StaffRole } from '@/lib/staff/types';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { Field, Input, Select } from '../kit/field';
import { Pager, StateTabs, listHref } from '../kit/pager';
import { BulkMove } from './bulk-move';

const t = sellerTexts.console;
type Filter = SellerRequestOf<'ordersList'>;

export function OrderDesk({ filter, role, initial }: { filter: Filter; role: StaffRole; initial: ServerView<SellerPayloadOf<'ordersList'>> }) {
  const { data = initial.payload } = useSellerQuery('ordersList', filter, initial);
  const { orders, total, counts, page_size } = data;
  const page = Number(filter.page ?? 1);
  const pages = Math.max(1, Math.ceil(total / page_size));
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const href = (change: Partial<Filter>) => listHref('/seller/orders', { ...filter, page: 1, ...change } as Record<string, string | number | undefined>);
  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{t.ordersHeading}</PageTitle>
      <StateTabs
        label={t.ordersHeading} states={ORDER_STATUSES} current={filter.status} labelOf={statusLabel} allLabel={t.allStatuses}
        counts={{ ...counts, all }} hrefOf={(status) => href({ status })}
      />
      <form method="get" action="/seller/orders" className="grid grid-cols-2 items-end gap-2 md:grid-cols-6">
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        <Field label={t.search} className="col-span-2">
          <Input name="q" type="search" defaultValue={filter.q} title={t.searchHint} />
        </Field>
        <Field label={t.payment}>
          <Select name="paymentmode" defaultValue={filter.paymentmode ?? ''}>
            <option value="">{t.anyPayment}</option>
            <option value="cash">{t.cash}</option>
            <option value="online">{t.online}</option>
          </Select>
        </Field>
        <Field label={t.fromDate}>
          <Input type="date" name="from" defaultValue={filter.from} />
        </Field>
        <Field label={t.toDate}>
          <Input type="date" name="to" defaultValue={filter.to} />
        </Field>
        <Field label={t.pincode}>
          <Input name="pincode" defaultValue={filter.pincode} inputMode="numeric" />
        </Field>
        <Button type="submit" className="col-span-2 md:col-span-1">{t.filter}</Button>
      </form>
      <p className="text-sm text-neutral-700" aria-live="polite">{t.ordersFound(total)}</p>
      {orders.length === 0 ? <p>{t.noOrders}</p> : <BulkMove orders={orders} role={role} />}
      <Pager page={page} pages={pages} hrefOf={(p) => href({ page: p })} />
    </section>
  );
}
