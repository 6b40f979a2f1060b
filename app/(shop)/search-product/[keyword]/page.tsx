// /search-product/{keyword}: 'Showing N Results for keyword'. A cached page (ISR, drawn
// at a keyword's first request and kept under the catalogue's tags like the other
// lists); the same URL with filters or a sort goes to app/list-filtered (next.config
// rewrites), as for every list route. The cache stays bounded however many keywords
// shoppers type: lib/server/cache-handler.ts.
import { notFound } from 'next/navigation';
import { firstProducts } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { listPageFor } from '@/lib/catalog/list-routes';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';

export const revalidate = 500;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ keyword: string }> };

async function load({ params }: Props) {
  return listPageFor({ kind: 'search', keyword: segment((await params).keyword) });
}

export async function generateMetadata(props: Props) {
  return listMetadata((await load(props))?.data ?? null);
}

export default async function SearchPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  return <ListPage data={found.data} initial={await firstProducts(found.data, emptyQuery)} query={emptyQuery} />;
}
