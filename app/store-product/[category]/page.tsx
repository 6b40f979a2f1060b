// /store-product/{category}: the products of a category, found by its URL name alone
// (SPEC passed its ids as navigation state). A cached page (ISR); filtered URLs go to
// app/list-filtered.
import { categoryPage, firstProducts } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ category: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  return listMetadata(await categoryPage(segment((await params).category)));
}

export default async function CategoryPage({ params }: Props) {
  const data = await categoryPage(segment((await params).category));
  if (!data) return <HomeAsNotFound />;
  return <ListPage data={data} initial={await firstProducts(data, emptyQuery)} query={emptyQuery} />;
}
