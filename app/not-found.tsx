// Any unmatched path shows the Home screen, answered with status 404; Next.js adds
// <meta name="robots" content="noindex"> to it, so search engines do not index
// duplicates of the home page (e2e/seo.http.e2e.ts checks both).
//
// Next renders this file twice over: as the page of an unmatched path (it then gets
// params), and as the root not-found boundary, whose content is put into the payload
// of EVERY page. Only the first shows the home: in the boundary it would double every
// document. The product page renders HomeAsNotFound itself; a list page's notFound() is
// answered again by the shop's server as an unmatched path (lib/server/not-found-home.ts).
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import Home from './page';

export default function NotFound(props: { params?: unknown }) {
  if (props.params !== undefined) return <Home />;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.pageNotFound}</h1>
      <Link href={routes.home} className="mt-6 inline-block rounded-md bg-primary-strong px-4 py-2 font-semibold text-white">
        {texts.continueShopping}
      </Link>
    </section>
  );
}
