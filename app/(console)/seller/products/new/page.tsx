// /seller/products/new: a new product (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { productShelves } from '@/lib/products/editor';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ProductForm } from '@/components/seller/products/product-form';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.productsPage.newHeading, robots: { index: false, follow: false } };

export default async function NewProductPage() {
  await requireStaffPage(['owner', 'manager']);
  return <ProductForm shelves={await productShelves(await getDb())} product={null} />;
}
