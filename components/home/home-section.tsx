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
      <div className="section-frame">
        <div className="section-head">
          <div className="min-w-0">
            <h2 id={headingId} className="section-title">
              {title}
            </h2>
            {note && <p className="section-note">{note}</p>}
          </div>
          {viewAllHref && (
            <Link
              href={viewAllHref}
              className="view-all"
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
