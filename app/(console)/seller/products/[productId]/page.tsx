// /seller/products/<id>: change a product (owner and manager) and its units; a packer
// sees its units only (docs/rules/products.md#units).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { editableProduct, productShelves } from '@/lib/products/editor';
import { productUnits } from '@/lib/products/units';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ProductForm } from '@/components/seller/products/product-form';
import { ProductUnits } from '@/components/seller/products/product-units';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.productsPage.title, robots: { index: false, follow: false } };

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const member = await requireStaffPage(['owner', 'manager', 'packer']);
  const id = Number((await params).productId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const db = await getDb();
  const product = await editableProduct(db, id).catch((error: unknown) => {
    if (error instanceof ShopError && error.kind === 'not_found') notFound();
    throw error;
  });
  const units = await productUnits(db, id);
  if (member.role === 'packer') {
    return (
      <div className="flex flex-col gap-4">
        <Link href="/seller/products" className="text-sm underline">{sellerTexts.productsPage.backToProducts}</Link>
        <h1 className="text-xl font-bold">{product.name}</h1>
        <ProductUnits initial={units} canEdit={false} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ProductForm shelves={await productShelves(db)} product={product} />
      <ProductUnits initial={units} canEdit />
    </div>
  );
}
