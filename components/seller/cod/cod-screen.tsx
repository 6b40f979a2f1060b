'use client';
// /seller/cod (docs/rules/seller.md#cod-ledger): the cash couriers hold for delivered
// cash orders, per courier and per age since delivery; the orders held longer than the
// due days, flagged; a form to record a remittance by ticking a courier's orders (by
// their order numbers); and the remittances recorded, their page in the URL. Recording
// answers the remittance and what the couriers still hold, which the screen shows at once.
// On a phone the ageing table's rows are cards, each cell labelled.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { SellerParsedRequestOf } from '@/lib/seller-contract';
import { AGE_BUCKETS, type CodOutstanding, type RemittanceRow } from '@/lib/cod/types';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { todayInIndia } from '@/lib/orders/dates';
import { showDate } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Checkbox, FormError, TextField } from '../kit/field';
import { listHref, Pager } from '../kit/pager';
import { CourierSelect, useOfferedCouriers } from '../couriers/courier-select';

const t = sellerTexts.codPage;
type RemittancesFilter = SellerParsedRequestOf<'codRemittances'>;
type Remittances = SellerPayloadOf<'codRemittances'>;

const courierName = (courier: string | null) => courier ?? t.noCourier;

export function CodScreen({ remittancesFilter, initialOutstanding, initialRemittances }: {
  remittancesFilter: RemittancesFilter;
  initialOutstanding: ServerView<CodOutstanding>;
  initialRemittances: ServerView<Remittances>;
}) {
  const outstanding = useSellerQuery('codOutstanding', {}, initialOutstanding).data ?? initialOutstanding.payload;
  const remittances = useSellerQuery('codRemittances', remittancesFilter, initialRemittances).data ?? initialRemittances.payload;
  const pages = Math.max(1, Math.ceil(remittances.total / remittances.page_size));

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <Card title={`${t.outstanding}: ${rupees(outstanding.total.amount)} (${outstanding.total.count})`}>
        {outstanding.couriers.length === 0 ? <p className="text-sm text-neutral-700">{t.nothingOutstanding}</p> : <AgeingTable outstanding={outstanding} />}
      </Card>

      <Card title={t.overdue(outstanding.due_days)}>
        {outstanding.overdue.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noneOverdue}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {outstanding.overdue.map((o) => (
              <li key={o.order_id} data-testid="cod-overdue-order" className="flex flex-wrap justify-between gap-2 py-1.5">
                <span className="font-semibold">{o.order_string}</span>
                <span>{courierName(o.courier)}</span>
                <span className="font-semibold text-red-800">{t.ageDays(o.age_days)}</span>
                <span className="font-semibold">{rupees(o.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <RemittanceForm outstanding={outstanding} remittancesFilter={remittancesFilter} remittances={remittances} />

      <Card title={t.history}>
        {remittances.remittances.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noRemittances}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {remittances.remittances.map((r) => (
              <li key={r.remittance_id} data-testid="cod-remittance" className="flex flex-col gap-0.5 py-2 desk:flex-row desk:flex-wrap desk:gap-4">
                <span className="font-semibold">{showDate(r.remitted_on)}</span>
                <span>{r.courier}</span>
                <span className="break-all">{r.reference}</span>
                <span className="font-semibold">{rupees(r.amount)}</span>
                {r.freight + r.cod_charges > 0 && <span className="text-neutral-700">{t.deductions(rupees(r.freight), rupees(r.cod_charges))}</span>}
                <span className="font-semibold">{t.net(rupees(r.net))}</span>
                <span className="text-neutral-700">{r.orders.map((o) => o.order_string).join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={remittancesFilter.page} pages={pages} hrefOf={(page) => listHref('/seller/cod', { page })} />
      </Card>
    </div>
  );
}

/**
 * Per courier: the orders, the amount and the four ages. A table from a tablet up; below
 * that each courier's row is a card whose cells carry their column's name, so a 390 px
 * phone scrolls the page down, never sideways.
 */
function AgeingTable({ outstanding }: { outstanding: CodOutstanding }) {
  return (
    <table className="block w-full text-left text-sm md:table">
      <thead className="hidden md:table-header-group">
        <tr className="border-b border-black/15">
          <th scope="col" className="py-1 pr-3">{t.courier}</th>
          <th scope="col" className="py-1 pr-3">{t.orders}</th>
          <th scope="col" className="py-1 pr-3">{t.amount}</th>
          {AGE_BUCKETS.map((b) => (
            <th key={b} scope="col" className="py-1 pr-3">{t.buckets[b]}</th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group">
        {outstanding.couriers.map((c) => (
          <tr key={c.courier ?? ''} data-testid="cod-courier" className="block rounded-lg border border-black/15 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-black/10 md:p-0">
            <th scope="row" className="block break-words pb-1 font-semibold md:table-cell md:py-1 md:pr-3">{courierName(c.courier)}</th>
            <AgeingCell label={t.orders}>{c.count}</AgeingCell>
            <AgeingCell label={t.amount}>{rupees(c.amount)}</AgeingCell>
            {AGE_BUCKETS.map((b) => (
              <AgeingCell key={b} label={t.buckets[b]} late={b === 'over-10' && c.buckets[b].count > 0}>
                {c.buckets[b].count > 0 ? `${rupees(c.buckets[b].amount)} (${c.buckets[b].count})` : '–'}
              </AgeingCell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell of the ageing table; on a phone a line of its card, its column's name first. */
function AgeingCell({ label, late = false, children }: { label: string; late?: boolean; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={`flex justify-between gap-3 py-0.5 before:font-normal before:text-neutral-700 before:content-[attr(data-label)] md:table-cell md:py-1 md:pr-3 md:before:content-none ${late ? 'font-semibold text-red-800' : ''}`}
    >
      {children}
    </td>
  );
}

/** The remittances' first page with this one on top (it is the newest). */
function withRemittance(list: Remittances, remittance: RemittanceRow): Remittances {
  if (list.remittances.some((r) => r.remittance_id === remittance.remittance_id)) return list;
  return { ...list, remittances: [remittance, ...list.remittances].slice(0, list.page_size), total: list.total + 1 };
}

function RemittanceForm({ outstanding, remittancesFilter, remittances }: { outstanding: CodOutstanding; remittancesFilter: RemittancesFilter; remittances: Remittances }) {
  const listed = useOfferedCouriers();
  const [courier, setCourier] = useState('');
  const [freight, setFreight] = useState('0');
  const [codCharges, setCodCharges] = useState('0');
  const [remittedOn, setRemittedOn] = useState(() => todayInIndia());
  const [reference, setReference] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const orders = useMemo(() => outstanding.orders.filter((o) => o.courier === courier), [outstanding.orders, courier]);
  const chosenOrders = orders.filter((o) => chosen.has(o.order_id));
  const totalPaise = Math.round(chosenOrders.reduce((sum, o) => sum + o.amount * 100, 0));
  const total = totalPaise / 100;
  const paiseOf = (v: string) => (Number.isFinite(Number(v)) ? Math.round(Number(v) * 100) : 0);
  const net = (totalPaise - paiseOf(freight) - paiseOf(codCharges)) / 100;

  const record = useSellerMutation('codRecordRemittance', {
    success: ({ remittance }) => t.recorded(remittance.reference, rupees(remittance.amount)),
    put: ({ remittance, outstanding: fresh }) => [
      [sellerKeys.of('codOutstanding', {}), fresh],
      ...(remittancesFilter.page === 1 ? [[sellerKeys.of('codRemittances', remittancesFilter), withRemittance(remittances, remittance)] as [readonly unknown[], unknown]] : []),
    ],
    onSuccess: () => {
      setChosen(new Set());
      setReference('');
      setFreight('0');
      setCodCharges('0');
    },
  });
  const errors = fieldErrorsOf(record.error);
  const toggle = (orderId: number) => {
    const next = new Set(chosen);
    if (next.has(orderId)) next.delete(orderId);
    else next.add(orderId);
    setChosen(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({ courier, remitted_on: remittedOn, reference, order_ids: chosenOrders.map((o) => o.order_id), freight, cod_charges: codCharges });
  };

  return (
    <Card title={t.recordHeading}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <div className="grid grid-cols-1 gap-3 desk:grid-cols-3">
          <CourierSelect
            label={t.courier}
            error={errors.courier}
            value={courier}
            couriers={listed}
            also={outstanding.couriers.map((held) => held.courier).filter((name): name is string => name !== null)}
            onChange={(name) => {
              setCourier(name);
              setChosen(new Set());
            }}
          />
          <TextField label={t.remittedOn} error={errors.remitted_on} type="date" required value={remittedOn} onChange={(e) => setRemittedOn(e.target.value)} />
          <TextField label={t.reference} error={errors.reference} required value={reference} onChange={(e) => setReference(e.target.value)} />
        </div>
        <fieldset className="min-w-0 text-sm">
          <legend className="mb-1 font-semibold">{t.chooseOrders}</legend>
          {courier === '' ? (
            <p className="text-neutral-700">{t.chooseCourierFirst}</p>
          ) : (
            <ul className="divide-y divide-black/10">
              {orders.map((o) => (
                <li key={o.order_id} className="py-1.5">
                  <Checkbox
                    checked={chosen.has(o.order_id)}
                    onChange={() => toggle(o.order_id)}
                    className="flex-wrap"
                    label={
                      <>
                        <span className="font-semibold">{o.order_string}</span>
                        <span>{rupees(o.amount)}</span>
                        <span className={o.overdue ? 'font-semibold text-red-800' : 'text-neutral-700'}>{t.ageDays(o.age_days)}</span>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {errors.order_ids && <p className="mt-1 text-xs font-semibold text-red-800">{errors.order_ids}</p>}
        </fieldset>
        <div className="grid grid-cols-1 gap-3 desk:grid-cols-3">
          <TextField label={t.freight} hint={t.deductionsHint} error={errors.freight} inputMode="decimal" value={freight} onChange={(e) => setFreight(e.target.value)} />
          <TextField label={t.codCharges} error={errors.cod_charges} inputMode="decimal" value={codCharges} onChange={(e) => setCodCharges(e.target.value)} />
        </div>
        <div className="flex flex-col gap-2 desk:flex-row desk:items-center desk:gap-4">
          <span className="font-semibold" data-testid="cod-total">{t.total(rupees(total))}</span>
          <span className="font-semibold" data-testid="cod-net">{t.net(rupees(net))}</span>
          <Button type="submit" disabled={record.isPending || chosenOrders.length === 0} className="w-full desk:w-fit">{t.record}</Button>
        </div>
        {/* A refusal that names no field (an order remitted meanwhile) stays in the form too. */}
        <FormError>{record.isError && Object.keys(errors).length === 0 ? record.error.message : null}</FormError>
      </form>
    </Card>
  );
}
