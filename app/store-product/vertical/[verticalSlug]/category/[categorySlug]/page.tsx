// /store-product/vertical/{verticalSlug}/category/{categorySlug}: a category within its
// vertical (404 when the category is not in that vertical). A cached page (ISR).
import { categoryPage, firstProducts } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ verticalSlug: string; categorySlug: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

async function load({ params }: Props) {
  const { verticalSlug, categorySlug } = await params;
  return categoryPage(segment(categorySlug), segment(verticalSlug));
}

export async function generateMetadata(props: Props) {
  return listMetadata(await load(props));
}

export default async function VerticalCategoryPage(props: Props) {
  const data = await load(props);
  if (!data) return <HomeAsNotFound />;
  return <ListPage data={data} initial={await firstProducts(data, emptyQuery)} query={emptyQuery} />;
}
