// /seller/refunds: refunds and their states, and manual refunds; the state tab and the page
// are in the URL (?status=processed&page=2).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { RefundsScreen } from '@/components/seller/refunds/refunds-screen';

export const metadata: Metadata = { title: sellerTexts.refundsPage.title };

export default async function SellerRefundsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { status, page } = await searchParams;
  const { input, payload } = await sellerPageData('refundsList', { status, page });
  return <RefundsScreen filter={input} initial={{ payload, at: Date.now() }} />;
}
