// /category/{categorySlug}/sub-category/{subCategorySlug}: a subcategory's products under
// its name. A URL naming the wrong category moves permanently to the right one.
import { permanentRedirect } from 'next/navigation';
import { firstProducts, subcategoryPage } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { routes } from '@/lib/routes';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ categorySlug: string; subCategorySlug: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  return listMetadata(await subcategoryPage(segment((await params).subCategorySlug)));
}

export default async function SubcategoryPage({ params }: Props) {
  const { categorySlug, subCategorySlug } = await params;
  const data = await subcategoryPage(segment(subCategorySlug));
  if (!data) return <HomeAsNotFound />;
  if (data.categorySlug !== segment(categorySlug)) permanentRedirect(routes.subcategory(data.categorySlug, segment(subCategorySlug)));
  return <ListPage data={data} initial={await firstProducts(data, emptyQuery)} query={emptyQuery} />;
}
