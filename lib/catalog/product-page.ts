// What the product page (docs/rules/catalogue.md#product-page) needs, read on the server
// through the cached catalogue reads of data.ts (the product, its colour variants, the
// deals carousel), and its metadata. The pure rules live in product-info.ts (re-exported).
import type { Metadata } from 'next';
import { cache } from 'react';
import type { ProductCard, ProductDetail, ProductVariant } from './types';
import { pageMetadata, productTitle } from '@/lib/seo/metadata';
import { store } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import { getDeals, getProduct, getProductVariants } from './data';
import { productDescriptionText, productPath } from './product-info';

export * from './product-info';

export interface ProductPageData {
  product: ProductDetail;
  variants: ProductVariant[];
  deals: ProductCard[];
}

/** The product, or null when the store has none. */
async function productOrNull(key: { id?: number; slug?: string }): Promise<ProductDetail | null> {
  try {
    return await getProduct(store.companyId, store.storeId, key);
  } catch (error) {
    if (error instanceof ShopError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** The product by id (null when the store has none), once per request. */
export const productById = cache((id: number): Promise<ProductDetail | null> => productOrNull({ id }));

/** The product by slug (/product?id={slug}), or null. */
export async function productBySlug(slug: string): Promise<ProductDetail | null> {
  const clean = slug.trim();
  if (clean === '' || clean.length > 200) return null;
  return productOrNull({ slug: clean }).catch(() => null);
}

/** The page's data: the product, its colour variants and the deals carousel. Failures of the extras are silent. */
export async function productPageData(id: number): Promise<ProductPageData | null> {
  const product = await productById(id);
  if (!product) return null;
  const [variants, deals] = await Promise.all([
    getProductVariants(store.storeId, id).catch(() => []),
    getDeals(store.storeId, 'hot').catch(() => []),
  ]);
  return { product, variants, deals: deals.filter((d) => d.product_id !== id) };
}

/** Title 'Buy {name} Online at Best Price - {business}' cut to 60, description to 155. */
export function productMetadata(product: ProductDetail): Metadata {
  // No image: the route's opengraph-image applies.
  return pageMetadata({ title: productTitle(product.name), description: productDescriptionText(product), path: productPath(product), kind: 'product' });
}
