// The page around a product list: breadcrumb (with its JSON-LD), the age group's banner
// or the brand's logo, links to the shelves below, and the list itself. Every list route
// hands over to this with what lib/catalog/list-pages.ts found for its URL.
import { Picture } from '@/components/layout/picture';
import Link from 'next/link';
import type { ListPageData } from '@/lib/catalog/list-pages';
import type { ListQuery } from '@/lib/catalog/list-params';
import { listQueryString } from '@/lib/catalog/list-params';
import type { ListChunk } from '@/lib/catalog/list-source';
import { texts } from '@/lib/texts';
import { Breadcrumbs } from './breadcrumbs';
import { ProductList } from './product-list';

export function ListPage({ data, initial, query }: { data: ListPageData; initial: ListChunk; query: ListQuery }) {
  const intro =
    data.shelves && data.shelves.length > 0 ? (
      <nav aria-label={texts.browseShelves} className="mt-3 -mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0">
        <ul className="flex gap-2 whitespace-nowrap desk:flex-wrap">
          {data.shelves.map((shelf) => (
            <li key={shelf.path}>
              <Link href={shelf.path} className={`inline-block rounded-full border border-black/15 bg-white px-3.5 py-1.5 text-sm hover:border-primary hover:text-primary-strong`}>
                {shelf.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-3 desk:pb-10">
      <Breadcrumbs crumbs={data.breadcrumbs} />
      {data.banner && (
        <div className="relative mt-3 aspect-[2/1] overflow-hidden rounded-xl bg-primary-soft desk:aspect-[4/1]">
          <Picture src={data.banner.src} alt={data.banner.alt} fill priority sizes="(max-width: 1280px) 100vw, 1248px" className="object-cover object-right" />
          {/* The banner leaves its left side free for this line. */}
          <p className="absolute inset-y-0 left-0 hidden w-1/2 flex-col justify-center pl-10 text-white desk:flex" aria-hidden="true">
            <span className="text-3xl font-extrabold drop-shadow lg:text-4xl">{data.banner.alt}</span>
            <span className="mt-2 text-base font-semibold drop-shadow">{texts.bannerPitch}</span>
          </p>
        </div>
      )}
      {data.logo && (
        <div className="mt-3 inline-flex rounded-lg border border-black/10 bg-white p-2">
          <Picture src={data.logo.src} alt={data.logo.alt} width={120} height={48} />
        </div>
      )}
      <ProductList
        // A new URL state (another shelf, or filters from a link) starts a fresh list.
        key={`${JSON.stringify(data.source)}${listQueryString(query)}`}
        source={data.source}
        choices={data.choices}
        initial={initial}
        query={query}
        heading={data.heading}
        emptyText={data.emptyText}
        intro={intro}
      />
    </div>
  );
}
