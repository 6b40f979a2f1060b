// /store/{verticalSlug}: the products of a vertical. A cached page (ISR); the same URL
// with filters is rendered per request by app/list-filtered (next.config rewrites).
import { firstProducts, verticalPage } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ verticalSlug: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  return listMetadata(await verticalPage(segment((await params).verticalSlug)));
}

export default async function VerticalPage({ params }: Props) {
  const data = await verticalPage(segment((await params).verticalSlug));
  if (!data) return <HomeAsNotFound />;
  return <ListPage data={data} initial={await firstProducts(data, emptyQuery)} query={emptyQuery} />;
}
