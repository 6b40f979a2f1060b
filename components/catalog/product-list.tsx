'use client';
// A product list page's list (docs/rules/catalogue.md#list-pages): heading, grid, infinite
// scroll, filters and sort. The server renders the first products for the URL; from
// then on this keeps the state:
// - Page counter: starts at 1, is 2 after the first load and grows by one per fetch;
//   fetched pages are appended without duplicates, and loading stops at the API's total.
// - Filters: any change refetches through the route's filter call (1000 a page) and
//   replaces the list and the saved original order. Filtered results are shown 10 more
//   at a time as the shopper scrolls, so a long result does not fill the page at once.
// - Sort: by MRP low-high or high-low over the loaded list; Clear All gives the original
//   order back. Filters and sort are written to the URL query, so the list can be shared.
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ProductCard as Product } from '@/lib/contract';
import { limits } from '@/lib/limits';
import { filterCount, hasFilters, priceBandOf, listQueryString, sameFilters, sortProducts, appendUnique, type ListFilters, type ListQuery, type SortOrder } from '@/lib/catalog/list-params';
import type { FilterChoices, ListChunk, ListSource } from '@/lib/catalog/list-source';
import { useDesktopWidth } from '@/lib/client/use-desktop';
import { useLoaded } from '@/lib/client/use-loaded';
import { listTexts } from '@/lib/texts/lists';
import { ProductCard } from './product-card';
import { useInfiniteScroll } from './use-infinite-scroll';

interface Props {
  source: ListSource;
  choices: FilterChoices;
  /** The first products for the URL's filters, in the API's order. */
  initial: ListChunk;
  /** Filters and sort read from the URL by the server. */
  query: ListQuery;
  heading: string;
  emptyText: string;
  /** Shown under the heading (shelf links), rendered by the server. */
  intro?: ReactNode;
}

const STEP = limits.listPageSize;

// The list's fetching and the API client load with the first fetch (the next page, a
// filter): the first products come in the HTML, and a shopper who only looks at them
// never needs them.
const loadFetching = () => Promise.all([import('@/lib/client/catalog/list-fetch'), import('@/lib/client/http')]);

// The desktop sort buttons and filter sidebar load at desktop widths only, after the page
// (phones use the sheets: lib/client/use-loaded.ts); the mobile sheets load when first
// opened (React's lazy: no loader library to ship).
const loadControls = () => import('./list-controls');
const SortSheet = lazy(() => import('./list-sheets').then((m) => ({ default: m.SortSheet })));
const FilterSheet = lazy(() => import('./list-sheets').then((m) => ({ default: m.FilterSheet })));

function SortIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 3v14M2.5 6.5 6 3l3.5 3.5M14 17V3M10.5 13.5 14 17l3.5-3.5" />
    </svg>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 5h14M6 10h8M8.5 15h3" />
    </svg>
  );
}

/** The chosen filters as removable chips, above the grid. */
function ChosenFilters({ filters, choices, onChange }: { filters: ListFilters; choices: FilterChoices; onChange: (next: ListFilters) => void }) {
  const chips: { label: string; next: ListFilters }[] = [
    ...filters.brands.map((slug) => ({
      label: choices.brands.find((b) => b.slug === slug)?.name ?? slug,
      next: { ...filters, brands: filters.brands.filter((b) => b !== slug) },
    })),
    ...(filters.price ? [{ label: priceBandOf(filters.price)?.label ?? filters.price, next: { ...filters, price: null } }] : []),
    ...filters.genders.map((gender) => ({ label: gender, next: { ...filters, genders: filters.genders.filter((g) => g !== gender) } })),
    ...filters.ages.map((slug) => ({
      label: choices.ages.find((a) => a.slug === slug)?.name ?? slug,
      next: { ...filters, ages: filters.ages.filter((a) => a !== slug) },
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="mb-3 flex flex-wrap gap-2" aria-label={listTexts.chosenFilters}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.next)}
            aria-label={listTexts.removeFilter(chip.label)}
            className={`inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary-strong hover:bg-primary/20`}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ProductList({ source, choices, initial, query, heading, emptyText, intro }: Props) {
  const [filters, setFilters] = useState<ListFilters>(query.filters);
  const [sort, setSort] = useState<SortOrder | null>(query.sort);
  // The loaded products in the API's order: the "original" Clear All restores.
  const [original, setOriginal] = useState<Product[]>(initial.products);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(2);
  const [shown, setShown] = useState<number>(STEP);
  const [exhausted, setExhausted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [sheet, setSheet] = useState<'sort' | 'filters' | null>(null);
  const busy = useRef(false);
  // Bumped by every filter change; answers to an older state are dropped.
  const generation = useRef(0);
  const grid = useRef<HTMLUListElement>(null);

  const visible = useMemo(() => sortProducts(original.filter((p) => p.name.trim() !== ''), sort), [original, sort]);
  const rows = visible.slice(0, shown);
  const moreToFetch = !exhausted && original.length < total;
  const hasMore = shown < visible.length || moreToFetch;

  const writeUrl = useCallback((next: ListQuery) => {
    window.history.replaceState(null, '', `${window.location.pathname}${listQueryString(next)}${window.location.hash}`);
  }, []);

  const loadMore = useCallback(async () => {
    if (shown < visible.length) {
      setShown((n) => n + STEP);
      return;
    }
    if (!moreToFetch || busy.current) return;
    busy.current = true;
    setLoading(true);
    const mine = generation.current;
    try {
      const [{ fetchFilteredPage, fetchListPage }, { apiCall }] = await loadFetching();
      const chunk = hasFilters(filters) ? await fetchFilteredPage(apiCall, source, filters, choices, page) : await fetchListPage(apiCall, source, page);
      if (mine !== generation.current) return;
      const next = appendUnique(original, chunk.products);
      // A page that adds nothing would be asked for again and again: stop here.
      if (next.length === original.length) setExhausted(true);
      setOriginal(next);
      setTotal(chunk.total);
      setPage((p) => p + 1);
      setShown((n) => n + STEP);
    } catch {
      // List failures are ignored; stop asking rather than retry in a loop.
      if (mine === generation.current) setExhausted(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [shown, visible.length, moreToFetch, filters, source, choices, page, original]);

  useInfiniteScroll(grid, { enabled: hasMore && !loading && !refreshing, onMore: loadMore, version: rows.length });

  const applyFilters = useCallback(
    async (next: ListFilters) => {
      if (sameFilters(next, filters)) return;
      setFilters(next);
      writeUrl({ filters: next, sort });
      const mine = ++generation.current;
      setRefreshing(true);
      try {
        const [{ fetchFirstPage }, { apiCall }] = await loadFetching();
        const chunk = await fetchFirstPage(apiCall, source, next, choices);
        if (mine !== generation.current) return;
        setOriginal(chunk.products);
        setTotal(chunk.total);
        setPage(2);
        setShown(STEP);
        setExhausted(false);
      } catch {
        // Filter failures are ignored; the list stays as it was.
      } finally {
        if (mine === generation.current) setRefreshing(false);
      }
    },
    [filters, sort, source, choices, writeUrl],
  );

  const applySort = useCallback(
    (next: SortOrder | null) => {
      setSort(next);
      writeUrl({ filters, sort: next });
    },
    [filters, writeUrl],
  );

  const closeSheet = useCallback(() => setSheet(null), []);
  const wide = useDesktopWidth();
  const controls = useLoaded(loadControls, wide);
  const chosen = filterCount(filters);
  const isSearch = source.kind === 'search';
  const title = isSearch ? listTexts.showingResults(total, heading) : heading;

  return (
    <>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h1 className={`font-bold text-secondary ${isSearch ? 'text-lg desk:text-xl' : 'text-2xl desk:text-3xl'}`}>{title}</h1>
          {!isSearch && (
            <p className="mt-0.5 text-sm text-muted" aria-live="polite">
              {listTexts.productCount(total)}
            </p>
          )}
        </div>
        <div className="hidden desk:block">
          {wide && controls && <controls.SortBar sort={sort} onSort={applySort} />}
        </div>
      </div>
      {intro}

      <div className="mt-4 flex gap-6">
        <aside className="hidden w-56 shrink-0 desk:block lg:w-60" aria-label={listTexts.filters}>
          <div className="sticky top-4 rounded-lg border border-black/10 bg-white px-4 py-2">
            <div className="flex items-center justify-between border-b border-black/10 py-2">
              <h2 className="text-sm font-bold">{listTexts.filters}</h2>
              {chosen > 0 && (
                <button type="button" className={`text-xs font-semibold text-primary-strong hover:underline`} onClick={() => applyFilters({ brands: [], price: null, genders: [], ages: [] })}>
                  {listTexts.clearFilters}
                </button>
              )}
            </div>
            {wide && controls && <controls.FilterForm choices={choices} value={filters} onChange={applyFilters} />}
          </div>
        </aside>

        <section className="min-w-0 flex-1" aria-label={heading} aria-busy={refreshing || loading}>
          <h2 className="sr-only">{listTexts.productsHeading}</h2>
          <ChosenFilters filters={filters} choices={choices} onChange={applyFilters} />
          {rows.length === 0 && !refreshing ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-black/15 px-4 py-16 text-center">
              <p className="text-lg font-semibold">{emptyText}</p>
              {chosen > 0 && (
                <button type="button" className={`rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft`} onClick={() => applyFilters({ brands: [], price: null, genders: [], ages: [] })}>
                  {listTexts.clearFilters}
                </button>
              )}
            </div>
          ) : (
            <ul ref={grid} className={`grid grid-cols-2 gap-3 transition-opacity lg:grid-cols-3 xl:grid-cols-4 ${refreshing ? 'opacity-50' : ''}`}>
              {rows.map((product, i) => (
                <li key={product.product_id}>
                  <ProductCard product={product} priority={i < 4} />
                </li>
              ))}
            </ul>
          )}
          <div className="flex min-h-12 items-center justify-center py-4 text-sm text-muted">
            {loading ? (
              <p role="status" className="flex items-center gap-2">
                <span className="h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
                {listTexts.loadingMore}
              </p>
            ) : (
              !hasMore && rows.length > STEP && <p>{listTexts.endOfList}</p>
            )}
          </div>
        </section>
      </div>

      {/* Mobile: Sort By and Filters in a pill stuck to the bottom of the screen while the list is in view (so
          never over the footer). A pill rather than a full-width bar, and the strip around it lets taps through:
          the cards behind it keep a tappable part on either side (WCAG's target size: e2e/a11y.e2e.ts). */}
      <div className="pointer-events-none sticky bottom-3 z-40 mt-2 flex justify-center desk:hidden">
        <div className="pointer-events-auto grid grid-cols-2 overflow-hidden rounded-full border border-black/10 bg-white shadow-[0_2px_12px_rgba(0,0,0,0.18)]">
          <button type="button" onClick={() => setSheet('sort')} className="flex items-center justify-center gap-2 border-r border-black/10 px-5 py-3 text-sm font-semibold">
            <SortIcon />
            {listTexts.sortBy}
            {sort && <span className="h-2 w-2 rounded-full bg-primary" aria-hidden="true" />}
          </button>
          <button type="button" onClick={() => setSheet('filters')} className="flex items-center justify-center gap-2 px-5 py-3 text-sm font-semibold">
            <FilterIcon />
            {listTexts.filters}
            {chosen > 0 && <span className={`rounded-full bg-primary-strong px-1.5 text-xs text-white`}>{chosen}</span>}
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {sheet === 'sort' && <SortSheet sort={sort} onSort={applySort} onClose={closeSheet} />}
        {sheet === 'filters' && <FilterSheet choices={choices} value={filters} onApply={applyFilters} onClose={closeSheet} />}
      </Suspense>
    </>
  );
}
