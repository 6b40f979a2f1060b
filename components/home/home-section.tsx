// A titled block of the home page: heading, an optional line under it and an
// optional View All link, in the page column.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { homeTexts } from '@/lib/texts/home';

export interface SectionProps {
  id: string;
  title: string;
  note?: string;
  viewAllHref?: string;
  /** Extra classes for the full-width band (e.g. a tinted background). */
  band?: string;
  children: ReactNode;
}

export function HomeSection({ id, title, note, viewAllHref, band = '', children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={band}>
      <div className="mx-auto max-w-7xl px-4 py-6 desk:py-8">
        <div className="mb-4 flex items-end justify-between gap-4">
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-bold tracking-tight desk:text-2xl">
              {title}
            </h2>
            {note && <p className="mt-0.5 text-sm text-muted">{note}</p>}
          </div>
          {viewAllHref && (
            <Link
              href={viewAllHref}
              className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold transition hover:text-white border-primary-strong text-primary-strong hover:bg-primary-strong`}
            >
              {homeTexts.viewAll}
              <span className="sr-only"> {title}</span>
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
