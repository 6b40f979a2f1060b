// /seller/returns: returns to decide, receive and refund. Opens on those waiting for a
// decision; the state tab (?status=approved, ?status=all) and the page are in the URL.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ReturnsScreen } from '@/components/seller/returns/returns-screen';

export const metadata: Metadata = { title: sellerTexts.returnsPage.title };

export default async function SellerReturnsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { status, page } = await searchParams;
  const { input, payload } = await sellerPageData('returnsList', { status: status === 'all' ? undefined : (status ?? 'requested'), page });
  return <ReturnsScreen filter={input} initial={{ payload, at: Date.now() }} />;
}
