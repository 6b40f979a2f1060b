// /seller/products/<id>: change a product (owner and manager).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { editableProduct, productShelves } from '@/lib/products/editor';
import { requireStaffPage } from '@/lib/staff/page-session';
import { texts } from '@/lib/texts';
import { ProductForm } from '@/components/seller/products/product-form';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: texts.seller.productsPage.title, robots: { index: false, follow: false } };

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  await requireStaffPage(['owner', 'manager']);
  const id = Number((await params).productId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const db = await getDb();
  const product = await editableProduct(db, id).catch((error: unknown) => {
    if (error instanceof ShopError && error.kind === 'not_found') notFound();
    throw error;
  });
  return <ProductForm shelves={await productShelves(db)} product={product} />;
}
