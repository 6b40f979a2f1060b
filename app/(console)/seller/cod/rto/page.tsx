// /seller/cod/rto: returns to origin by pincode, courier, payment method and week, and what
// the COD rules saved (docs/rules/cod.md#the-rto-view); the dates in the URL (?from=&to=).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { CodTabs } from '@/components/seller/cod/cod-tabs';
import { RtoScreen } from '@/components/seller/cod/rto-screen';

export const metadata: Metadata = { title: sellerTexts.rtoPage.title };

export default async function SellerRtoPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { input, payload } = await sellerPageData('codRto', await searchParams);
  return (
    <>
      <CodTabs current="rto" />
      <RtoScreen span={input} initial={{ payload, at: Date.now() }} />
    </>
  );
}
