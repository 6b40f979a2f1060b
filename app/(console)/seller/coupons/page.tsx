// /seller/coupons: the coupon codes and their uses; create or change one (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { couponShelves, listCoupons } from '@/lib/coupons/coupons';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { CouponsScreen } from '@/components/seller/coupons/coupons-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.couponsPage.title, robots: { index: false, follow: false } };

export default async function SellerCouponsPage() {
  await requireStaffPage(['owner', 'manager']);
  const db = await getDb();
  const [coupons, shelves] = await Promise.all([listCoupons(db), couponShelves(db)]);
  return <CouponsScreen initial={coupons} shelves={shelves} />;
}
