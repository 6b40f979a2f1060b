// /seller/grievances: the grievance desk (seller call grievances/list, lib/grievances/desk.ts).
// Opens on the complaints not resolved yet; the state tab (?state=closed) and the page are in the URL.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { GrievancesScreen } from '@/components/seller/grievances/grievances-screen';

export const metadata: Metadata = { title: sellerTexts.grievancesPage.title };

export default async function SellerGrievancesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { state, page } = await searchParams;
  const { input, payload } = await sellerPageData('grievancesList', { state, page });
  return <GrievancesScreen filter={input} initial={{ payload, at: Date.now() }} />;
}
