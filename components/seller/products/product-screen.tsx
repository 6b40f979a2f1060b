'use client';
// A product's console page (/seller/products/<id>): owner and manager get the form (with
// its pictures) and the units; a packer the product's name and its units, read only. The
// product is one cached view (products/get): a save, a picture or a unit change puts the
// fresh product there, so the form shows what the server holds.
import Link from 'next/link';
import type { ProductShelves, ProductUnits as Units } from '@/lib/products/types';
import { useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { sellerTexts } from '@/lib/texts/seller';
import { PageTitle } from '../kit/card';
import { ProductForm } from './product-form';
import { ProductUnits } from './product-units';
import { WaitingBadge } from './waiting-badge';

const t = sellerTexts.productsPage;

export function ProductScreen({ productId, product, units, shelves, canChangeUnits }: {
  productId: number;
  product: ServerView<SellerPayloadOf<'productsGet'>>;
  units: ServerView<Units>;
  /** What the form offers; null for a role that may not change the product. */
  shelves: ServerView<ProductShelves> | null;
  canChangeUnits: boolean;
}) {
  const { data = product.payload } = useSellerQuery('productsGet', { product_id: productId }, product);
  const waiting = data.product.waiting_alerts ? <WaitingBadge count={data.product.waiting_alerts} /> : null;
  if (!shelves) {
    return (
      <div className="flex flex-col gap-4">
        <Link href="/seller/products" className="text-sm underline">{t.backToProducts}</Link>
        <PageTitle>{data.product.name}</PageTitle>
        {waiting}
        <ProductUnits productId={productId} initial={units} canEdit={false} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {waiting && <div>{waiting}</div>}
      <ProductForm shelves={shelves} product={data.product} />
      <ProductUnits productId={productId} initial={units} canEdit={canChangeUnits} />
    </div>
  );
}
