// /search-product/{keyword}: 'Showing N Results for keyword', with the list filters.
// Rendered per request (it reads its query); the search itself is a cached call.
import { notFound } from 'next/navigation';
import { firstProducts, searchPage } from '@/lib/catalog/list-pages';
import { parseListQuery } from '@/lib/catalog/list-params';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';

type Props = {
  params: Promise<{ keyword: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function keywordOf({ params }: Props) {
  return segment((await params).keyword).replace(/\s+/g, ' ').trim();
}

export async function generateMetadata(props: Props) {
  const keyword = await keywordOf(props);
  return keyword ? listMetadata(await searchPage(keyword)) : notFoundMetadata;
}

export default async function SearchPage(props: Props) {
  const keyword = await keywordOf(props);
  if (!keyword) notFound();
  const [data, query] = await Promise.all([searchPage(keyword), props.searchParams.then(parseListQuery)]);
  return <ListPage data={data} initial={await firstProducts(data, query)} query={query} />;
}
