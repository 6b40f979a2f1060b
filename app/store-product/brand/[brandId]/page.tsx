// /store-product/brand/{brandId}: a brand's products under the brand's name (a brand's
// URL name is accepted in place of its id). A cached page (ISR).
import { brandPage, firstProducts } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ brandId: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  return listMetadata(await brandPage(segment((await params).brandId)));
}

export default async function BrandPage({ params }: Props) {
  const data = await brandPage(segment((await params).brandId));
  if (!data) return <HomeAsNotFound />;
  return <ListPage data={data} initial={await firstProducts(data, emptyQuery)} query={emptyQuery} />;
}
