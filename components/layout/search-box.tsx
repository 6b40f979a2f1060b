'use client';
// The header search (docs/rules/catalogue.md#search): suggestions from 3 characters through
// storeSearch, debounced 500 ms, each opening its product page; Enter with 2 or more
// characters goes to /search-product/{keyword}. Suggestions clear when the box is
// emptied or one is chosen, and the popup closes 200 ms after the box loses focus (so
// a click on a suggestion still lands). ARIA combobox pattern: focus stays in the box,
// arrows move through the options. Without JavaScript the form goes to /search?q=.
// This part draws the box; the suggestions, their popup and keys (./search-suggestions.tsx)
// load when the shopper first focuses or types in it, so other pages do not carry them.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useLoaded } from '@/lib/client/use-loaded';
import { limits } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { layoutTexts } from '@/lib/texts/layout';
import { SearchIcon } from './icons';

const loadSuggestions = () => import('./search-suggestions');

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
  const [armed, setArmed] = useState(false);
  // The box keeps its own text (uncontrolled): a controlled box could lose keystrokes typed
  // while a large render of the page (cards arriving) held up the update of its value.
  const input = useRef<HTMLInputElement>(null);
  // The suggestions' submit once they have loaded (it may choose a highlighted suggestion).
  const suggestionsSubmit = useRef<(() => void) | null>(null);
  const arm = () => setArmed(true);
  const suggestions = useLoaded(loadSuggestions, armed);

  // Focused or typed in before the page's code ran (or focused on mount): load at once.
  useEffect(() => {
    const box = input.current;
    if (box && (box.value || document.activeElement === box)) setArmed(true);
  }, []);

  const submit = () => {
    if (suggestionsSubmit.current) {
      suggestionsSubmit.current();
      return;
    }
    const trimmed = (input.current?.value ?? '').trim();
    if (trimmed.length < limits.searchEnterMinChars) return;
    router.push(routes.search(trimmed));
    onNavigate?.();
  };

  // The popup as it is before any suggestion (and until the suggestions load).
  const emptyPopup = (
    <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-black/10 bg-white shadow-xl hidden">
      <div id={listId} role="listbox" aria-label={layoutTexts.suggestionsLabel} className="max-h-96 overflow-y-auto py-1" />
    </div>
  );

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
          // Set by the suggestions through the DOM once they have loaded.
          aria-expanded={false}
          aria-controls={listId}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={placeholder}
          ref={input}
          defaultValue=""
          onFocus={armed ? undefined : arm}
          onInput={armed ? undefined : arm}
          className="min-w-0 flex-1 bg-transparent px-3 text-sm outline-none placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:cursor-pointer"
        />
        <button type="submit" aria-label={layoutTexts.searchButton} className={`flex w-11 items-center justify-center transition bg-primary-strong text-white hover:bg-primary-stronger`}>
          <SearchIcon size={20} />
        </button>
      </div>
      {suggestions ? (
        <suggestions.default input={input} listId={listId} submitRef={suggestionsSubmit} onNavigate={onNavigate} />
      ) : (
        emptyPopup
      )}
    </form>
  );
}
