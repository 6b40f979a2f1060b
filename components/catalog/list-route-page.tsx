// The cached page of a product list route (lib/catalog/list-route-table.mjs): metadata
// and page for the route's parameters, so each route file under app/ is a few lines.
// The route files keep their segment config (revalidate, generateStaticParams) as
// literal exports, because Next reads those from the route file itself. The same URL
// with filters is rendered per request by app/list-filtered (next.config rewrites).
import { notFound, permanentRedirect } from 'next/navigation';
import { firstProducts } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { listPageFor } from '@/lib/catalog/list-routes';
import { listPath, listRoute, type ListKind, type ListParams } from '@/lib/catalog/list-urls';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';

export interface ListRouteProps<K extends ListKind> {
  params: Promise<ListParams<K>>;
}

/** generateMetadata and the page component of one kind of list route. */
export function listRoutePage<K extends ListKind>(kind: K) {
  async function load({ params }: ListRouteProps<K>) {
    const decoded = Object.fromEntries(Object.entries(await params).map(([name, value]) => [name, segment(value as string)]));
    return listPageFor(listRoute(kind, decoded as ListParams<K>));
  }

  async function generateMetadata(props: ListRouteProps<K>) {
    return listMetadata((await load(props))?.data ?? null);
  }

  async function Page(props: ListRouteProps<K>) {
    const found = await load(props);
    // The shop's server answers it with the home's 404 (lib/server/not-found-home.ts).
    if (!found) notFound();
    if (found.movedTo) permanentRedirect(listPath(found.movedTo));
    return <ListPage data={found.data} initial={await firstProducts(found.data, emptyQuery)} query={emptyQuery} />;
  }

  return { generateMetadata, Page };
}
