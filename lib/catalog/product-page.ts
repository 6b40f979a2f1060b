// What the product page (SPEC section 2, "Product page") needs, read on the server
// through the cached in-process calls (the product, its colour variants, the deals
// carousel), and its metadata. The pure rules live in product-info.ts (re-exported).
import type { Metadata } from 'next';
import { cache } from 'react';
import type { ProductCard, ProductDetail, ProductVariant } from '@/lib/contract';
import { pageMetadata, productTitle } from '@/lib/seo/metadata';
import { serverCall, serverCallOrNull } from '@/lib/server/api';
import { productDescriptionText, productPath } from './product-info';

export * from './product-info';

export interface ProductPageData {
  product: ProductDetail;
  variants: ProductVariant[];
  deals: ProductCard[];
}

/** The product by id (null when the store has none), once per request. */
export const productById = cache(async (id: number): Promise<ProductDetail | null> => {
  const answer = await serverCallOrNull('productDetail', { product_id: id });
  return answer?.payload ?? null;
});

/** The product by slug (SPEC's /product?id={slug}), or null. */
export async function productBySlug(slug: string): Promise<ProductDetail | null> {
  const clean = slug.trim();
  if (clean === '' || clean.length > 200) return null;
  const answer = await serverCallOrNull('productDetail', { product_slug: clean }).catch(() => null);
  return answer?.payload ?? null;
}

/** The page's data: the product, its colour variants and the deals carousel. Failures of the extras are silent. */
export async function productPageData(id: number): Promise<ProductPageData | null> {
  const product = await productById(id);
  if (!product) return null;
  const [variants, deals] = await Promise.all([
    serverCall('productVariantInfo', { product_id: id }).then((r) => r.payload).catch(() => []),
    serverCall('hotDeals', {}).then((r) => r.payload_hotDeals.product).catch(() => []),
  ]);
  return { product, variants, deals: deals.filter((d) => d.product_id !== id) };
}

/** SPEC: title 'Buy {name} Online at Best Price - {business}' cut to 60, description to 155. */
export function productMetadata(product: ProductDetail): Metadata {
  // No image: the route's opengraph-image applies.
  return pageMetadata({ title: productTitle(product.name), description: productDescriptionText(product), path: productPath(product), kind: 'product' });
}
