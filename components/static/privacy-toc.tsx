'use client';
// The privacy policy's table of contents (sticky, highlights the section in view,
// scrolls smoothly on click). An IntersectionObserver watches a band near the top of
// the viewport; the first section inside it is the current one. After a click the
// clicked entry stays current until the smooth scroll ends, so the highlight does not
// flicker through the sections scrolled past. Sticky column on wide screens, a sticky
// strip of chips on narrow ones.
import { useEffect, useRef, useState } from 'react';

export interface TocEntry {
  id: string;
  title: string;
}

export function PrivacyToc({ entries }: { entries: TocEntry[] }) {
  const [active, setActive] = useState(entries[0]?.id);
  const lockedUntil = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) visible.set(change.target.id, change.isIntersecting);
        if (Date.now() < lockedUntil.current) return;
        const current = entries.find((e) => visible.get(e.id));
        if (current) setActive(current.id);
      },
      // The band runs from a little below where a section lands after a click (its
      // scroll margin clears the sticky bar) to 45% down the viewport, so the section
      // scrolled to counts and the one above it, which ends at that line, does not.
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const entry of entries) {
      const section = document.getElementById(entry.id);
      if (section) observer.observe(section);
    }
    const unlock = () => {
      lockedUntil.current = 0;
    };
    window.addEventListener('scrollend', unlock);
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', unlock);
    };
  }, [entries]);

  // On the narrow strip, keep the current chip in sight.
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: chip.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

  function go(id: string) {
    const section = document.getElementById(id);
    if (!section) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    lockedUntil.current = Date.now() + 2000;
    setActive(id);
    section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', `#${id}`);
  }

  return (
    <nav
      aria-label="Table of contents"
      className="sticky top-0 z-10 -mx-4 border-b border-black/10 bg-white/95 backdrop-blur lg:top-6 lg:mx-0 lg:self-start lg:rounded-xl lg:border lg:bg-white lg:p-2 lg:shadow-sm"
    >
      <h2 className="hidden px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase lg:block">On this page</h2>
      <ol
        ref={listRef}
        className="flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] lg:block lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:p-0"
      >
        {entries.map((entry, index) => {
          const current = entry.id === active;
          return (
            <li key={entry.id} className="shrink-0">
              <a
                href={`#${entry.id}`}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(entry.id);
                }}
                className={`flex items-baseline gap-2 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition-colors lg:rounded-lg lg:border-0 lg:border-l-2 lg:px-3 lg:py-2 lg:whitespace-normal ${
                  current
                    ? 'border-primary bg-(--accent) font-semibold text-white lg:border-primary lg:bg-primary-soft lg:text-(--accent)'
                    : 'border-black/15 text-secondary hover:bg-black/5 lg:border-transparent'
                }`}
              >
                <span className={`tabular-nums ${current ? '' : 'text-muted'}`}>{index + 1}.</span>
                <span>{entry.title}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
