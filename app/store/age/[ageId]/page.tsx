// /store/age/{ageId}: the products of an age group (ageId is the group's URL name),
// under the group's banner. A cached page (ISR); filtered URLs go to app/list-filtered.
import { ageGroupPage, firstProducts } from '@/lib/catalog/list-pages';
import { emptyQuery } from '@/lib/catalog/list-params';
import { ListPage } from '@/components/catalog/list-page';
import { listMetadata, segment } from '@/components/catalog/list-metadata';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ ageId: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  return listMetadata(await ageGroupPage(segment((await params).ageId)));
}

export default async function AgeGroupPage({ params }: Props) {
  const data = await ageGroupPage(segment((await params).ageId));
  if (!data) return <HomeAsNotFound />;
  return <ListPage data={data} initial={await firstProducts(data, emptyQuery)} query={emptyQuery} />;
}
