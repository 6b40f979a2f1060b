// /seller/products/new: a new product (owner and manager: the roles of products/shelves).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ProductForm } from '@/components/seller/products/product-form';

export const metadata: Metadata = { title: sellerTexts.productsPage.newHeading };

export default async function NewProductPage() {
  const { payload } = await sellerPageData('productsShelves');
  return <ProductForm shelves={{ payload, at: Date.now() }} product={null} />;
}
