// /seller/products/brands: the store's brands, added and changed by owner and manager
// (docs/rules/products.md#brands).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { BrandsScreen } from '@/components/seller/products/brands-screen';

export const metadata: Metadata = { title: sellerTexts.brands.title };

export default async function SellerBrandsPage() {
  const { payload } = await sellerPageData('brandsList');
  return <BrandsScreen initial={{ payload, at: Date.now() }} />;
}
