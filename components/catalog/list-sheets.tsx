'use client';
// The mobile controls of a product list: the Sort By sheet and the full-screen Filters
// panel with Apply Filter. Loaded when the shopper first opens one (product-list.tsx):
// the desktop never shows them, and on a phone they wait for a tap.
import { useEffect, useId, useRef, useState } from 'react';
import { emptyFilters, filterCount, type ListFilters, type SortOrder } from '@/lib/catalog/list-params';
import type { FilterChoices } from '@/lib/catalog/list-source';
import { listTexts } from '@/lib/texts/lists';
import { FilterForm, sortChoices } from './list-controls';

/** Keeps the page still behind a sheet, closes on Escape and gives focus back on close. */
function useSheet(onClose: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('button, input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  return panel;
}

/** Mobile: the Sort By sheet from the bottom. */
export function SortSheet({ sort, onSort, onClose }: { sort: SortOrder | null; onSort: (order: SortOrder | null) => void; onClose: () => void }) {
  const panel = useSheet(onClose);
  const titleId = useId();
  const choose = (order: SortOrder | null) => {
    onSort(order);
    onClose();
  };
  return (
    <div className="fixed inset-0 z-50 flex items-end bg-black/40" onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="border-b border-black/10 px-5 py-4 text-base font-bold">
          {listTexts.sortBy}
        </h2>
        <div className="flex flex-col py-1">
          {sortChoices.map(({ order, label }) => (
            <button
              key={order}
              type="button"
              aria-pressed={sort === order}
              onClick={() => choose(order)}
              className={`flex items-center justify-between px-5 py-3.5 text-left text-sm ${sort === order ? `font-bold text-primary-strong` : ''}`}
            >
              {label}
              {sort === order && <span aria-hidden="true">✓</span>}
            </button>
          ))}
          <button type="button" onClick={() => choose(null)} className="px-5 py-3.5 text-left text-sm">
            {listTexts.clearAll}
          </button>
          <button type="button" onClick={onClose} className="mx-5 my-3 rounded-md border border-black/15 py-2.5 text-sm font-semibold">
            {listTexts.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Mobile: the full-screen Filters panel; choices apply on Apply Filter. */
export function FilterSheet({
  choices,
  value,
  onApply,
  onClose,
}: {
  choices: FilterChoices;
  value: ListFilters;
  onApply: (next: ListFilters) => void;
  onClose: () => void;
}) {
  const panel = useSheet(onClose);
  const titleId = useId();
  const [draft, setDraft] = useState(value);
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className="fixed inset-0 z-50 flex flex-col bg-white">
      <div className="flex items-center justify-between border-b border-black/10 px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          {listTexts.filters}
        </h2>
        <button type="button" onClick={onClose} aria-label={listTexts.closeFilters} className="-mr-2 rounded-full p-2 text-2xl leading-none hover:bg-black/5">
          ×
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-4">
        <FilterForm choices={choices} value={draft} onChange={setDraft} />
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-black/10 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <button type="button" onClick={() => setDraft(emptyFilters)} disabled={filterCount(draft) === 0} className="rounded-md border border-black/15 py-3 text-sm font-semibold disabled:opacity-40">
          {listTexts.clearFilters}
        </button>
        <button
          type="button"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
          className={`rounded-md bg-primary-strong py-3 text-sm font-bold text-white hover:brightness-110`}
        >
          {listTexts.applyFilter}
        </button>
      </div>
    </div>
  );
}
