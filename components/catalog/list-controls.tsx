'use client';
// The controls of a product list (docs/rules/catalogue.md#filters): the filter form
// (brand checkboxes sorted alphabetically ignoring case, the price bands as exclusive
// radio choices, gender, age) and the sort choices. The mobile sheets are in list-sheets.tsx.
import { useId, useState, type ReactNode } from 'react';
import { priceBands } from '@/lib/limits';
import { toggleValue, type ListFilters, type PriceBandId, type SortOrder } from '@/lib/catalog/list-params';
import type { FilterChoices } from '@/lib/catalog/list-source';
import { listTexts } from '@/lib/texts/lists';

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
        <Section legend={listTexts.filterBrand}>
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
              {allBrands ? listTexts.showFewerBrands : listTexts.showAllBrands(choices.brands.length)}
            </button>
          )}
        </Section>
      )}
      <Section
        legend={listTexts.filterPrice}
        action={
          value.price && (
            <button type="button" className={`text-xs font-semibold text-primary-strong hover:underline`} onClick={() => setPrice(null)} aria-label={`${listTexts.clearAll}: ${listTexts.filterPrice}`}>
              {listTexts.clearAll}
            </button>
          )
        }
      >
        {priceBands.map((band) => (
          <Choice key={band.id} type="radio" name={`${id}-price`} label={band.label} checked={value.price === band.id} onChange={() => setPrice(band.id)} />
        ))}
      </Section>
      {choices.genders.length > 0 && (
        <Section legend={listTexts.filterGender}>
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
        <Section legend={listTexts.filterAge}>
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

export const sortChoices: { order: SortOrder; label: string }[] = [
  { order: 'price-asc', label: listTexts.sortLowHigh },
  { order: 'price-desc', label: listTexts.sortHighLow },
];

/** Desktop: the sort choices above the grid, the active one in bold. */
export function SortBar({ sort, onSort }: { sort: SortOrder | null; onSort: (order: SortOrder | null) => void }) {
  return (
    <div role="group" aria-label={listTexts.sortBy} className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
      <span className="mr-1 text-muted" aria-hidden="true">
        {listTexts.sortBy}:
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
        {listTexts.clearAll}
      </button>
    </div>
  );
}
