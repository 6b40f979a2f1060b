// The console's lists: tabs that filter by state and the Previous / Page n of m / Next
// bar. Both are links, so a list's filter and page live in its URL (a member can share
// it, reload it and go back to it).
import Link from 'next/link';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.pager;

export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  const step = 'rounded border border-black/25 bg-white px-3 py-1 font-semibold';
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={t.label}>
      {page > 1 ? <Link href={hrefOf(page - 1)} className={step}>{t.previous}</Link> : <span aria-hidden className={`${step} opacity-40`}>{t.previous}</span>}
      <span aria-current="page">{t.pageOf(page, pages)}</span>
      {page < pages ? <Link href={hrefOf(page + 1)} className={step}>{t.next}</Link> : <span aria-hidden className={`${step} opacity-40`}>{t.next}</span>}
    </nav>
  );
}

/** Tabs of a list by state ("All" for none), each with its count when given. */
export function StateTabs<S extends string>({ label, states, current, labelOf, allLabel, hrefOf, counts }: {
  label: string;
  states: readonly S[];
  current: S | undefined;
  labelOf: (state: S) => string;
  allLabel: string;
  hrefOf: (state: S | undefined) => string;
  counts?: Partial<Record<S | 'all', number>>;
}) {
  const tab = (state: S | undefined, text: string) => {
    const count = counts?.[state ?? 'all'];
    return (
      <Link
        key={state ?? 'all'}
        href={hrefOf(state)}
        aria-current={current === state ? 'page' : undefined}
        className={`rounded-full border px-3 py-1 text-sm ${current === state ? 'border-primary-strong bg-primary-strong text-white' : 'border-black/20 bg-white'}`}
      >
        {text}
        {count !== undefined && ` (${count})`}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tab(undefined, allLabel)}
      {states.map((state) => tab(state, labelOf(state)))}
    </nav>
  );
}

/** A list's URL with its filter: empty values left out. */
export function listHref(path: string, filter: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== null && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
