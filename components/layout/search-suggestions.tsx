'use client';
// The header search's suggestions (the rules are in ./search-box.tsx's header comment),
// loaded when the shopper first focuses or types in the box. The box itself is drawn by
// ./search-box.tsx: this part listens on its input and sets the input's ARIA state through
// the DOM, and picks up whatever was typed before it loaded.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useApiRead } from '@/lib/client/api-read';
import { limits } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { rupeesRounded } from '@/lib/pricing';
import { noticeTexts } from '@/lib/texts/notices';
import { layoutTexts } from '@/lib/texts/layout';
import { SafeImage } from './safe-image';

const MAX_SUGGESTIONS = 8;

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  /** Set to this part's submit while it is mounted; the box's form calls it. */
  submitRef: RefObject<(() => void) | null>;
  onNavigate?: () => void;
}

export default function SearchSuggestions({ input, listId, submitRef, onNavigate }: SearchSuggestionsProps) {
  const router = useRouter();
  // Text typed before this part loaded counts, and a focused box opens its popup.
  const [value, setValue] = useState(() => input.current?.value ?? '');
  const [keyword, setKeyword] = useState(''); // the debounced, trimmed value
  const [open, setOpen] = useState(() => input.current !== null && document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  // What the input's listeners (attached once) need of the current render.
  const now = useRef({ count: 0, open: false });

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

  const enabled = keyword.length >= limits.searchSuggestMinChars;
  const query = useApiRead('storeSearch', { keyword }, enabled);
  // Items with an empty name are not shown.
  const suggestions = suggestOn && enabled ? (query.data?.payload_searchAI ?? []).filter((p) => p.name.trim()).slice(0, MAX_SUGGESTIONS) : [];
  const settled = enabled && keyword === trimmed && !query.isPending;
  const showEmpty = suggestOn && settled && query.isSuccess && suggestions.length === 0;
  const showSearching = suggestOn && suggestions.length === 0 && !settled;
  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  useEffect(() => {
    now.current = { count: suggestions.length, open };
  });

  // The input is the box's (drawn before this part loaded), so its state goes on through the DOM.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (activeId) box.setAttribute('aria-activedescendant', activeId);
    else box.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const listeners = new AbortController();
    const { signal } = listeners;
    // A keystroke between this part's first render and now is not lost.
    setValue(box.value);
    box.addEventListener(
      'input',
      () => {
        setValue(box.value);
        setOpen(true);
        setActive(-1);
      },
      { signal },
    );
    box.addEventListener(
      'focus',
      () => {
        window.clearTimeout(closeTimer.current);
        setOpen(true);
      },
      { signal },
    );
    box.addEventListener(
      'blur',
      () => {
        closeTimer.current = window.setTimeout(() => setOpen(false), limits.searchPopupCloseMs);
      },
      { signal },
    );
    box.addEventListener(
      'keydown',
      (event) => {
        const { count } = now.current;
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpen(true);
          if (count) setActive((i) => (i + 1) % count);
        } else if (event.key === 'ArrowUp') {
          event.preventDefault();
          setOpen(true);
          if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        } else if (event.key === 'Escape') {
          if (now.current.open) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }
      },
      { signal },
    );
    return () => {
      listeners.abort();
      window.clearTimeout(closeTimer.current);
    };
  }, [input]);

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

  // Enter (or the button): the highlighted suggestion, else the search page.
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

  useEffect(() => {
    submitRef.current = submit;
    return () => {
      submitRef.current = null;
    };
  });

  return (
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
  );
}
