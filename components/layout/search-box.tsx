'use client';
// The header search (docs/rules/catalogue.md#search): suggestions from 3 characters through
// storeSearch, debounced 500 ms, each opening its product page; Enter with 2 or more
// characters goes to /search-product/{keyword}. Suggestions clear when the box is
// emptied or one is chosen, and the popup closes 200 ms after the box loses focus (so
// a click on a suggestion still lands). ARIA combobox pattern: focus stays in the box,
// arrows move through the options. Without JavaScript the form goes to /search?q=.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useApiRead } from '@/lib/client/api-read';
import { limits } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { rupeesRounded } from '@/lib/pricing';
import { noticeTexts } from '@/lib/texts/notices';
import { layoutTexts } from '@/lib/texts/layout';
import { SafeImage } from './safe-image';
import { SearchIcon } from './icons';

const MAX_SUGGESTIONS = 8;

interface Props {
  placeholder: string;
  autoFocus?: boolean;
  /** Called after the box navigates somewhere (the mobile header closes its search row). */
  onNavigate?: () => void;
  className?: string;
}

export function SearchBox({ placeholder, autoFocus = false, onNavigate, className = '' }: Props) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [keyword, setKeyword] = useState(''); // the debounced, trimmed value
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  // The box keeps its own text (uncontrolled): a controlled box could lose keystrokes typed
  // while a large render of the page (cards arriving) held up the update of its value.
  const input = useRef<HTMLInputElement>(null);

  const trimmed = value.trim();
  const suggestOn = trimmed.length >= limits.searchSuggestMinChars;

  useEffect(() => {
    if (!suggestOn) {
      setKeyword('');
      return;
    }
    const timer = window.setTimeout(() => setKeyword(trimmed), limits.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [trimmed, suggestOn]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const enabled = keyword.length >= limits.searchSuggestMinChars;
  const query = useApiRead('storeSearch', { keyword }, enabled);
  // Items with an empty name are not shown.
  const suggestions = suggestOn && enabled ? (query.data?.payload_searchAI ?? []).filter((p) => p.name.trim()).slice(0, MAX_SUGGESTIONS) : [];
  const settled = enabled && keyword === trimmed && !query.isPending;
  const showEmpty = suggestOn && settled && query.isSuccess && suggestions.length === 0;
  const showSearching = suggestOn && suggestions.length === 0 && !settled;
  const expanded = open && suggestions.length > 0;

  useEffect(() => setActive(-1), [keyword]);
  // Keep the highlighted suggestion in view while arrowing through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const reset = () => {
    if (input.current) input.current.value = '';
    setValue('');
    setKeyword('');
    setOpen(false);
    setActive(-1);
  };

  const choose = (index: number) => {
    const product = suggestions[index];
    if (!product) return;
    reset();
    router.push(routes.product(product.name_url, product.product_id));
    onNavigate?.();
  };

  const submit = () => {
    if (active >= 0 && expanded) {
      choose(active);
      return;
    }
    if (trimmed.length < limits.searchEnterMinChars) return;
    setOpen(false);
    router.push(routes.search(trimmed));
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length) setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <form
      action="/search"
      method="get"
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {layoutTexts.searchLabel}
      </label>
      <div className="flex h-10 items-stretch overflow-hidden rounded-lg border border-black/15 bg-neutral-50 transition focus-within:border-primary focus-within:bg-white focus-within:ring-2 focus-within:ring-primary/20">
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={placeholder}
          ref={input}
          defaultValue=""
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => setOpen(false), limits.searchPopupCloseMs);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent px-3 text-sm outline-none placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:cursor-pointer"
        />
        <button type="submit" aria-label={layoutTexts.searchButton} className={`flex w-11 items-center justify-center transition bg-primary-strong text-white hover:bg-primary-stronger`}>
          <SearchIcon size={20} />
        </button>
      </div>
      <div
        className={`absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-black/10 bg-white shadow-xl ${
          open && (expanded || showEmpty || showSearching) ? '' : 'hidden'
        }`}
      >
        <div id={listId} role="listbox" aria-label={layoutTexts.suggestionsLabel} className="max-h-96 overflow-y-auto py-1">
          {expanded &&
            suggestions.map((product, index) => (
              <Link
                key={product.product_id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                href={routes.product(product.name_url, product.product_id)}
                prefetch={false}
                // Keep focus in the box so the blur timer does not race the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => {
                  reset();
                  onNavigate?.();
                }}
                className={`flex items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-primary-soft' : 'hover:bg-neutral-50'}`}
              >
                <SafeImage src={product.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded object-contain" />
                <span className="line-clamp-2 flex-1 text-secondary">{product.name}</span>
                <span className="shrink-0 font-semibold text-secondary">{rupeesRounded(product.selling_price)}</span>
              </Link>
            ))}
        </div>
        {showSearching && <p className="px-3 py-2 text-sm text-muted">{layoutTexts.searching}</p>}
        {showEmpty && <p className="px-3 py-2 text-sm text-muted">{noticeTexts.noProducts}</p>}
      </div>
    </form>
  );
}
