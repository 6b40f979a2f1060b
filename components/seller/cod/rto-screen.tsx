'use client';
// /seller/cod/rto (docs/rules/cod.md#the-rto-view): returns to origin of the orders placed
// between two dates (a plain GET form, so the dates are in the URL), their rate and cost
// by pincode, courier, payment method and week, and what the COD rules saved, with how
// each figure is estimated. On a phone each table row is a card whose cells carry their
// column's name, so the page never scrolls sideways.
import type { ReactNode } from 'react';
import type { RtoGroup, RtoView } from '@/lib/cod/rules-types';
import { useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { showDate, showMoment } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { TextField } from '../kit/field';

const t = sellerTexts.rtoPage;

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className="flex justify-between gap-3 py-0.5 before:font-normal before:text-neutral-700 before:content-[attr(data-label)] md:table-cell md:py-1 md:pr-3 md:before:content-none">
      {children}
    </td>
  );
}

function RtoTable({ title, keyLabel, groups, name, testId }: { title: string; keyLabel: string; groups: RtoGroup[]; name: (key: string) => string; testId: string }) {
  return (
    <Card title={title} data-testid={testId}>
      {groups.length === 0 ? (
        <p className="text-sm">{t.none}</p>
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <thead className="hidden md:table-header-group">
            <tr className="border-b border-black/15">
              {[keyLabel, t.finished, t.delivered, t.rto, t.rate, t.cost].map((h) => (
                <th key={h} scope="col" className="py-1 pr-3">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-2 md:table-row-group">
            {groups.map((g) => (
              <tr key={g.key} className="block rounded-lg border border-black/15 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-black/10 md:p-0">
                <th scope="row" className="block break-words pb-1 font-semibold md:table-cell md:py-1 md:pr-3">{name(g.key)}</th>
                <Cell label={t.finished}>{g.finished}</Cell>
                <Cell label={t.delivered}>{g.delivered}</Cell>
                <Cell label={t.rto}>{g.rto}</Cell>
                <Cell label={t.rate}>{g.rate === null ? '–' : `${g.rate}%`}</Cell>
                <Cell label={t.cost}>{rupees(g.cost)}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function RtoScreen({ span, initial }: { span: { from?: string; to?: string }; initial: ServerView<RtoView> }) {
  const view = useSellerQuery('codRto', span, initial).data ?? initial.payload;
  const s = view.saved;
  const c = view.confirmation_saved;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <TextField type="date" name="from" label={t.from} defaultValue={view.from} className="w-44" />
        <TextField type="date" name="to" label={t.to} defaultValue={view.to} className="w-44" />
        <Button type="submit" kind="secondary">{t.show}</Button>
      </form>

      <Card title={t.total} data-testid="rto-total">
        <p className="text-lg">
          <span className="font-bold">{view.total.rate === null ? '–' : `${view.total.rate}%`}</span> {t.rate.toLowerCase()} · {view.total.rto} / {view.total.finished} · <span className="font-bold">{rupees(view.total.cost)}</span>
        </p>
        <p className="text-sm text-neutral-700">{view.freight_estimate === null ? t.noFreight : t.costNote(rupees(view.freight_estimate))}</p>
      </Card>

      <Card title={t.savedHeading} data-testid="rto-saved">
        <p className="text-sm font-semibold">{s.since && s.refused > 0 ? t.saved(s.refused, showMoment(s.since), rupees(s.estimated_avoided)) : t.savedNone}</p>
        {s.refused > 0 && (
          <ul className="text-sm">
            {Object.entries(s.by_rule).filter(([, n]) => n > 0).map(([rule, n]) => (
              <li key={rule}>{t.byRule[rule] ?? rule}: {n}</li>
            ))}
          </ul>
        )}
        <p className="text-sm text-neutral-700">{t.savedNote(s.store_cod_rate === null ? '–' : `${s.store_cod_rate}%`)}</p>
      </Card>

      <Card title={t.confirmationHeading} data-testid="rto-confirmation-saved">
        <p className="text-sm font-semibold">
          {c.since && c.cancelled + c.expired > 0 ? t.confirmationSaved(c.cancelled, c.expired, showMoment(c.since), rupees(c.estimated_avoided)) : t.confirmationNone}
        </p>
        <p className="text-sm text-neutral-700">{t.confirmationNote}</p>
      </Card>

      <RtoTable title={t.byPincode} keyLabel={t.key.pincode} groups={view.by_pincode} name={(k) => k} testId="rto-pincode" />
      <RtoTable title={t.byCourier} keyLabel={t.key.courier} groups={view.by_courier} name={(k) => k || t.noCourier} testId="rto-courier" />
      <RtoTable title={t.byPayment} keyLabel={t.key.payment} groups={view.by_payment} name={(k) => t.payment[k] ?? k} testId="rto-payment" />
      <RtoTable title={t.byWeek} keyLabel={t.key.week} groups={view.by_week} name={(k) => showDate(k)} testId="rto-week" />
    </div>
  );
}
