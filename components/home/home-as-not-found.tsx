// The 404 answer of an unknown product: the Home screen (docs/rules/catalogue.md#unknown-pages: any
// unmatched path shows Home) with status 404. The product page renders it in place of
// notFound(), whose root boundary would put a copy of the home into every page's payload.
// The list routes (shelves, searches) call notFound() and the shop's server answers them
// with the home's 404 (lib/server/not-found-home.ts), so their first load has no home code.
import { NotFoundStatus } from '@/components/layout/not-found-status';
import { SiteJsonLd } from '@/lib/seo/json-ld';
import { HomePage } from './home-page';

export function HomeAsNotFound() {
  return (
    <>
      {/* What app/page.tsx renders (a component never imports a route). */}
      <SiteJsonLd />
      <HomePage />
      <NotFoundStatus />
    </>
  );
}
