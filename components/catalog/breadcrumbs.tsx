// The trail of a list page (Home > vertical > category > subcategory): a visible
// breadcrumb and its BreadcrumbList JSON-LD. A plain script tag rather than next-seo's
// BreadcrumbJsonLd: next-seo escapes only '</script' and '<!--', this escapes every '<'.
import Link from 'next/link';
import type { Crumb } from '@/lib/catalog/list-pages';
import { absoluteUrl } from '@/lib/seo/metadata';

/** JSON for a <script> element: every '<' escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(crumbs)) }} />
      <nav aria-label="Breadcrumb" className="text-xs text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={crumb.path + i} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-secondary">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className={`hover:text-primary-strong hover:underline`}>
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">›</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
