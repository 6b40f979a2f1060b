// Any unmatched path shows the Home screen in the shop's frame, answered with status 404;
// Next.js adds <meta name="robots" content="noindex"> to it, so search engines do not
// index duplicates of the home page (e2e/seo.http.e2e.ts checks both).
//
// Next renders this file twice over: as the page of an unmatched path (it then gets
// params), and as the root not-found boundary, whose content is put into the payload
// of every page. Only the first shows the home: in the boundary it would double every
// document. A shop page's own notFound() shows app/(shop)/not-found.tsx in the shop's
// frame; the product page renders HomeAsNotFound itself; a list page's notFound() is
// answered again by the shop's server as an unmatched path (lib/server/not-found-home.ts).
import { ShopFrame } from '@/components/layout/shop-frame';
import { NotFoundNotice } from '@/components/layout/not-found-notice';
import Home from './(shop)/page';

export default function NotFound(props: { params?: unknown }) {
  if (props.params !== undefined) {
    return (
      <ShopFrame>
        <Home />
      </ShopFrame>
    );
  }
  return <NotFoundNotice />;
}
