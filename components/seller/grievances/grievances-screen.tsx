'use client';
// /seller/grievances (lib/grievances/desk.ts): complaints with their age against the
// 48-hour acknowledgement and 30-day resolution limits ("due in", "overdue by", or done),
// opening on those not resolved yet, the oldest first; the state tab and the page are in
// the URL. Cards on a phone and a desktop alike.
import Link from 'next/link';
import type { SellerParsedRequestOf } from '@/lib/seller-contract';
import { useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { GRIEVANCE_STATES, type DeskGrievanceRow, type GrievanceLimit, type GrievanceState } from '@/lib/grievances/types';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { PageTitle } from '../kit/card';
import { listHref, Pager, StateTabs } from '../kit/pager';

const t = sellerTexts.grievancesPage;
const PATH = '/seller/grievances';
type Filter = SellerParsedRequestOf<'grievancesList'>;
type ListPayload = SellerPayloadOf<'grievancesList'>;

const tabHref = (state: GrievanceState | undefined, page?: number) => listHref(PATH, { state, page });

/** A limit in words: done, due in, or overdue by (red), with the moment it falls due. */
export function LimitLine({ label, limit, testId }: { label: string; limit: GrievanceLimit; testId: string }) {
  const overdue = limit.minutes_left !== null && limit.minutes_left < 0;
  const words = limit.minutes_left === null ? t.met : overdue ? t.overdue(limit.minutes_left) : t.dueIn(limit.minutes_left);
  return (
    <span data-testid={testId} className={overdue ? 'font-semibold text-red-800' : ''}>
      {label}: {words} (<time dateTime={limit.met_at ?? limit.due_at}>{showMoment(limit.met_at ?? limit.due_at)}</time>)
    </span>
  );
}

export function GrievancesScreen({ filter, initial }: { filter: Filter; initial: ServerView<ListPayload> }) {
  const list = useSellerQuery('grievancesList', filter, initial).data ?? initial.payload;
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.title}</PageTitle>
      <StateTabs
        label={t.title} states={GRIEVANCE_STATES} current={filter.state} labelOf={(s) => t.states[s] ?? s} allLabel={t.filterAll}
        hrefOf={(s) => tabHref(s)} counts={{ ...list.counts, all: list.counts.unresolved }}
      />
      {list.grievances.length === 0 ? (
        <p className="text-sm text-neutral-700">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.grievances.map((g) => (
            <GrievanceCard key={g.grievance_id} grievance={g} />
          ))}
        </ul>
      )}
      <Pager page={filter.page} pages={pages} hrefOf={(page) => tabHref(filter.state, page)} />
    </div>
  );
}

function GrievanceCard({ grievance: g }: { grievance: DeskGrievanceRow }) {
  const id = `grievance-${g.grievance_id}`;
  return (
    <li data-testid="grievance-row" aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-bold">
          <Link href={`${PATH}/${g.grievance_id}`} className="font-mono underline" aria-label={t.open(g.ticket)}>{g.ticket}</Link>
          {' · '}{t.categories[g.category] ?? g.category}
        </h2>
        <span data-testid="grievance-state" className="rounded-full bg-neutral-900 px-3 py-0.5 text-xs text-white">{t.states[g.state] ?? g.state}</span>
      </div>
      <p className="wrap-anywhere font-medium">{g.subject}</p>
      <p className="text-neutral-700 wrap-anywhere">
        {t.from} {g.name} · {g.phone}
        {g.order_id && g.order_string && (
          <>
            {' · '}{t.order} <Link href={`/seller/orders/${g.order_id}`} className="underline">{g.order_string}</Link>
          </>
        )}
      </p>
      <p className="flex flex-col gap-0.5 text-neutral-700 desk:flex-row desk:flex-wrap desk:gap-x-4">
        <span>{t.filed} <time dateTime={g.created_at}>{showMoment(g.created_at)}</time></span>
        <LimitLine label={t.acknowledge} limit={g.acknowledge} testId="grievance-acknowledge" />
        <LimitLine label={t.resolve} limit={g.resolve} testId="grievance-resolve" />
      </p>
    </li>
  );
}
