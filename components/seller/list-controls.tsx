// The console lists' controls: tabs that filter by state (one pressed at a time; "All"
// for none) and the Previous / Page n of m / Next bar.
export function StateTabs<S extends string>({ label, states, current, labelOf, allLabel, onChange }: {
  label: string;
  states: readonly (S | undefined)[];
  current: S | undefined;
  labelOf: (state: S) => string;
  allLabel: string;
  onChange: (state: S | undefined) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {states.map((s) => (
        <button
          key={s ?? 'all'}
          type="button"
          aria-pressed={current === s}
          onClick={() => onChange(s)}
          className={`rounded-full border px-3 py-1 text-sm ${current === s ? 'border-primary-strong bg-primary-strong text-white' : 'border-black/20'}`}
        >
          {s ? labelOf(s) : allLabel}
        </button>
      ))}
    </div>
  );
}

export function PageNav({ page, pages, labels, onPage }: { page: number; pages: number; labels: { previous: string; next: string; pageOf: (page: number, pages: number) => string }; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={labels.pageOf(page, pages)}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className="rounded border px-3 py-1 disabled:opacity-40">{labels.previous}</button>
      <span>{labels.pageOf(page, pages)}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className="rounded border px-3 py-1 disabled:opacity-40">{labels.next}</button>
    </nav>
  );
}
