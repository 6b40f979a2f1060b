// The per-request twin of the filterable list routes (search included): next.config rewrites a list URL
// carrying ?brand, ?price, ?gender, ?age or ?sort here (the address bar keeps the
// shopper's URL), so a shared or reloaded filtered list is rendered on the server from
// its query, while the unfiltered pages stay cached.
import { notFound, permanentRedirect } from 'next/navigation';
import { firstProducts } from '@/lib/catalog/list-pages';
import { listQueryString, parseListQuery } from '@/lib/catalog/list-params';
import { listPageFor } from '@/lib/catalog/list-routes';
import { listPath, matchListPath } from '@/lib/catalog/list-urls';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';

type Props = {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

async function load({ params }: Props) {
  const route = matchListPath((await params).path.map(segment));
  return route ? listPageFor(route) : null;
}

export async function generateMetadata(props: Props) {
  return listMetadata((await load(props))?.data ?? null);
}

export default async function FilteredListPage(props: Props) {
  const [found, query] = await Promise.all([load(props), props.searchParams.then(parseListQuery)]);
  if (!found) notFound();
  if (found.movedTo) permanentRedirect(`${listPath(found.movedTo)}${listQueryString(query)}`);
  return <ListPage data={found.data} initial={await firstProducts(found.data, query)} query={query} />;
}
