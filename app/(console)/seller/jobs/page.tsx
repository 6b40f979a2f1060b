// /seller/jobs: the owner's view of the work the shop does after an answer (seller call
// jobs/list, lib/jobs/admin.ts). Opens on every job not finished yet; the state tab
// (?state=dead) and the page are in the URL.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { JobsScreen } from '@/components/seller/jobs/jobs-screen';

export const metadata: Metadata = { title: sellerTexts.jobsPage.title };

export default async function SellerJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { state, page } = await searchParams;
  const { input, payload } = await sellerPageData('jobsList', { state, page });
  return <JobsScreen filter={input} initial={{ payload, at: Date.now() }} />;
}
