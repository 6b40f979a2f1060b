'use client';
// The store locator (a city tab strip; each store with photo, address, call and
// e-mail links and a MAP link). Cities come from the store list, each once, in the
// order the API gives them. Tabs follow the ARIA tabs pattern (arrow keys move along
// the strip).
import { SafeImage } from '@/components/layout/safe-image';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { StoreLocation } from '@/lib/contract';
import { pageTexts } from '@/lib/texts/pages';
import { telHref } from '@/components/layout/tel-href';

const labels = pageTexts.storeLocator;
const cityOf = (s: StoreLocation) => s.city_id || s.city;

export function StoreLocator({ stores }: { stores: StoreLocation[] }) {
  const cities = useMemo(() => [...new Set(stores.map(cityOf))], [stores]);
  const [city, setCity] = useState(cities[0]);
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (cities.length === 0) return <p className="text-muted">{labels.none}</p>;

  const tabId = (c: string) => `${base}-tab-${cities.indexOf(c)}`;
  const panelId = `${base}-panel`;
  const shown = stores.filter((s) => cityOf(s) === city);

  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = step ? (index + step + cities.length) % cities.length : -1;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = cities.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setCity(cities[next]);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={labels.cities}
        className="-mx-4 flex gap-2 overflow-x-auto border-b border-black/10 px-4 pb-3 [scrollbar-width:none] desk:mx-0 desk:flex-wrap desk:px-0"
      >
        {cities.map((c, index) => {
          const selected = c === city;
          return (
            <button
              key={c}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(c)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCity(c)}
              onKeyDown={(e) => onKey(e, index)}
              className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                selected ? 'border-primary bg-(--accent) text-white shadow-sm' : 'border-black/15 bg-white text-secondary hover:border-primary hover:text-(--accent)'
              }`}
            >
              {c}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={panelId} aria-labelledby={tabId(city)} tabIndex={0} className="mt-6 outline-none">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((s) => (
            <li key={s.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm">
                <SafeImage
                  src={s.photo}
                  alt={`${s.name} shop front`}
                  width={640}
                  height={400}
                  sizes="(max-width: 560px) 100vw, (max-width: 1024px) 50vw, 400px"
                  className="aspect-[16/10] w-full bg-black/5 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-base font-semibold text-secondary">{s.name}</h3>
                  <address className="mt-2 text-sm leading-6 text-muted not-italic">{s.address}</address>
                  <p className="mt-2 text-sm text-secondary">
                    <span className="sr-only">Phone: </span>
                    {s.contact}
                  </p>
                  <p className="text-sm break-all text-secondary">
                    <span className="sr-only">E-mail: </span>
                    {s.email}
                  </p>
                  <div className="mt-auto grid grid-cols-3 gap-2 pt-5">
                    <a
                      href={telHref(s.contact)}
                      className="rounded-lg border border-black/15 px-2 py-2 text-center text-sm font-semibold text-secondary hover:border-primary hover:text-(--accent)"
                    >
                      {labels.call}
                      <span className="sr-only"> {s.name}</span>
                    </a>
                    <a
                      href={`mailto:${s.email}`}
                      className="rounded-lg border border-black/15 px-2 py-2 text-center text-sm font-semibold text-secondary hover:border-primary hover:text-(--accent)"
                    >
                      {labels.email}
                      <span className="sr-only"> {s.name}</span>
                    </a>
                    <a
                      href={s.map_link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="rounded-lg bg-(--accent) px-2 py-2 text-center text-sm font-semibold text-white hover:bg-(--accent-strong)"
                    >
                      {labels.map}
                      <span className="sr-only"> of {s.name} (opens in a new tab)</span>
                    </a>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
