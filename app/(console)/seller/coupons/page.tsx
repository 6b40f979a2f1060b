// /seller/coupons: the coupon codes and their uses; create, change or delete one.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { CouponsScreen } from '@/components/seller/coupons/coupons-screen';

export const metadata: Metadata = { title: sellerTexts.couponsPage.title };

export default async function SellerCouponsPage() {
  const { payload } = await sellerPageData('couponsList');
  return <CouponsScreen initial={{ payload, at: Date.now() }} />;
}
