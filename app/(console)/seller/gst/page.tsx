// /seller/gst: the owner's GSTR-1 for a tax period (seller call gst/gstr1, lib/gst/).
// The period is in the URL (?period=MMYYYY); without one, the month before this one,
// the month a return is usually made for.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { previousPeriodOf } from '@/lib/gst/gstr1';
import { sellerGstTexts } from '@/lib/texts/seller/gst';
import { GstScreen } from '@/components/seller/gst/gst-screen';

export const metadata: Metadata = { title: sellerGstTexts.gstPage.title };

export default async function SellerGstPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { period } = await searchParams;
  const chosen = typeof period === 'string' && /^(0[1-9]|1[0-2])20\d{2}$/.test(period.trim()) ? period.trim() : previousPeriodOf();
  const { payload } = await sellerPageData('gstGstr1', { period: chosen });
  return <GstScreen period={chosen} initial={{ payload, at: Date.now() }} />;
}
