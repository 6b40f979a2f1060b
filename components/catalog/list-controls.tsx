'use client';
// The controls of a product list (docs/rules/catalogue.md#filters): the filter form
// (brand checkboxes sorted alphabetically ignoring case, the price bands as exclusive
// radio choices, gender, age), the sort choices, and on mobile the Sort By sheet and
// the full-screen Filters panel with Apply Filter.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { priceBands } from '@/lib/config';
import { emptyFilters, filterCount, toggleValue, type ListFilters, type PriceBandId, type SortOrder } from '@/lib/catalog/list-params';
import type { FilterChoices } from '@/lib/catalog/list-source';
import { texts } from '@/lib/texts';

/** Brands shown before "Show all". */
const BRANDS_FOLDED = 8;

function Section({ legend, children, action }: { legend: string; children: ReactNode; action?: ReactNode }) {
  return (
    <fieldset className="border-b border-black/10 py-4 last:border-b-0">
      <div className="mb-2 flex items-center justify-between">
        <legend className="text-xs font-bold uppercase tracking-wide text-secondary">{legend}</legend>
        {action}
      </div>
      <div className="flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

function Choice({ type, name, checked, onChange, label }: { type: 'checkbox' | 'radio'; name: string; checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1.5 text-sm hover:bg-primary-soft">
      <input type={type} name={name} checked={checked} onChange={onChange} className="h-4 w-4 shrink-0 accent-[var(--color-primary)]" />
      <span className={checked ? 'font-semibold' : undefined}>{label}</span>
    </label>
  );
}

/** The filter form; controlled, so the sidebar applies at once and the mobile panel on Apply Filter. */
export function FilterForm({ choices, value, onChange }: { choices: FilterChoices; value: ListFilters; onChange: (next: ListFilters) => void }) {
  const id = useId();
  const [allBrands, setAllBrands] = useState(false);
  // Chosen brands stay visible when the list is folded.
  const brands = allBrands ? choices.brands : choices.brands.filter((b, i) => i < BRANDS_FOLDED || value.brands.includes(b.slug));
  const setPrice = (price: PriceBandId | null) => onChange({ ...value, price });
  return (
    <div>
      {choices.brands.length > 0 && (
        <Section legend={texts.filterBrand}>
          {brands.map((brand) => (
            <Choice
              key={brand.slug}
              type="checkbox"
              name={`${id}-brand`}
              label={brand.name}
              checked={value.brands.includes(brand.slug)}
              onChange={() => onChange({ ...value, brands: toggleValue(value.brands, brand.slug) })}
            />
          ))}
          {choices.brands.length > BRANDS_FOLDED && (
            <button type="button" className={`mt-1 self-start px-1 text-sm font-semibold text-primary-strong hover:underline`} onClick={() => setAllBrands(!allBrands)}>
              {allBrands ? texts.showFewerBrands : texts.showAllBrands(choices.brands.length)}
            </button>
          )}
        </Section>
      )}
      <Section
        legend={texts.filterPrice}
        action={
          value.price && (
            <button type="button" className={`text-xs font-semibold text-primary-strong hover:underline`} onClick={() => setPrice(null)} aria-label={`${texts.clearAll}: ${texts.filterPrice}`}>
              {texts.clearAll}
            </button>
          )
        }
      >
        {priceBands.map((band) => (
          <Choice key={band.id} type="radio" name={`${id}-price`} label={band.label} checked={value.price === band.id} onChange={() => setPrice(band.id)} />
        ))}
      </Section>
      {choices.genders.length > 0 && (
        <Section legend={texts.filterGender}>
          {choices.genders.map((gender) => (
            <Choice
              key={gender}
              type="checkbox"
              name={`${id}-gender`}
              label={gender}
              checked={value.genders.includes(gender)}
              onChange={() => onChange({ ...value, genders: toggleValue(value.genders, gender) })}
            />
          ))}
        </Section>
      )}
      {choices.ages.length > 0 && (
        <Section legend={texts.filterAge}>
          {choices.ages.map((age) => (
            <Choice
              key={age.slug}
              type="checkbox"
              name={`${id}-age`}
              label={age.name}
              checked={value.ages.includes(age.slug)}
              onChange={() => onChange({ ...value, ages: toggleValue(value.ages, age.slug) })}
            />
          ))}
        </Section>
      )}
    </div>
  );
}

const sortChoices: { order: SortOrder; label: string }[] = [
  { order: 'price-asc', label: texts.sortLowHigh },
  { order: 'price-desc', label: texts.sortHighLow },
];

/** Desktop: the sort choices above the grid, the active one in bold. */
export function SortBar({ sort, onSort }: { sort: SortOrder | null; onSort: (order: SortOrder | null) => void }) {
  return (
    <div role="group" aria-label={texts.sortBy} className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
      <span className="mr-1 text-muted" aria-hidden="true">
        {texts.sortBy}:
      </span>
      {sortChoices.map(({ order, label }) => (
        <button
          key={order}
          type="button"
          aria-pressed={sort === order}
          onClick={() => onSort(order)}
          className={`rounded-full px-3 py-1 ${sort === order ? `bg-primary-soft font-bold text-primary-strong` : 'hover:bg-black/5'}`}
        >
          {label}
        </button>
      ))}
      <button type="button" onClick={() => onSort(null)} className="rounded-full px-3 py-1 text-muted hover:bg-black/5 hover:text-secondary">
        {texts.clearAll}
      </button>
    </div>
  );
}

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
          {texts.sortBy}
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
            {texts.clearAll}
          </button>
          <button type="button" onClick={onClose} className="mx-5 my-3 rounded-md border border-black/15 py-2.5 text-sm font-semibold">
            {texts.cancel}
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
          {texts.filters}
        </h2>
        <button type="button" onClick={onClose} aria-label={texts.closeFilters} className="-mr-2 rounded-full p-2 text-2xl leading-none hover:bg-black/5">
          ×
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-4">
        <FilterForm choices={choices} value={draft} onChange={setDraft} />
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-black/10 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <button type="button" onClick={() => setDraft(emptyFilters)} disabled={filterCount(draft) === 0} className="rounded-md border border-black/15 py-3 text-sm font-semibold disabled:opacity-40">
          {texts.clearFilters}
        </button>
        <button
          type="button"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
          className={`rounded-md bg-primary-strong py-3 text-sm font-bold text-white hover:brightness-110`}
        >
          {texts.applyFilter}
        </button>
      </div>
    </div>
  );
}
