// /seller/cod: cash held by couriers, overdue orders, the remittance form and the
// remittances recorded (their page in the URL, ?page=2).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { CodScreen } from '@/components/seller/cod/cod-screen';
import { CodTabs } from '@/components/seller/cod/cod-tabs';

export const metadata: Metadata = { title: sellerTexts.codPage.title };

export default async function SellerCodPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  const [outstanding, remittances] = await Promise.all([sellerPageData('codOutstanding'), sellerPageData('codRemittances', { page })]);
  const at = Date.now();
  return (
    <>
      <CodTabs current="ledger" />
      <CodScreen remittancesFilter={remittances.input} initialOutstanding={{ payload: outstanding.payload, at }} initialRemittances={{ payload: remittances.payload, at }} />
    </>
  );
}
