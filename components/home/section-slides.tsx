'use server';
// The cards of a carousel below the fold, sent as server-rendered React when the shopper
// scrolls near it (lazy-product-carousel.tsx) rather than in the page's first HTML, which
// carried every card twice over (markup and RSC payload). Public catalogue data only, from
// the cached reads the pages themselves use.
import type { ReactNode } from 'react';
import { store } from '@/lib/config';
import { getDeals, getHomeCategories, getNewArrivals } from '@/lib/catalog/data';
import { productById } from '@/lib/catalog/product-page';
import { LimitedTime } from './limited-time';
import { productSlides } from './product-carousel';

/**
 * A carousel's slides by its name: `hot-deals`, `new-arrivals` and `category-{id}` (home), or
 * `product-{id}-deals|similar|featured` (the product page); none for anything else.
 */
export async function sectionSlides(section: string): Promise<ReactNode[]> {
  if (typeof section !== 'string') return [];
  if (section === 'hot-deals') return productSlides(await getDeals(store.storeId, 'hot'), (card) => <LimitedTime>{card}</LimitedTime>);
  if (section === 'new-arrivals') return productSlides(await getNewArrivals(store.storeId));
  const category = /^category-(\d{1,9})$/.exec(section);
  if (category) {
    const id = Number(category[1]);
    const found = (await getHomeCategories(store.companyId, store.storeId)).find((c) => c.category_id === id);
    return found ? productSlides(found.products) : [];
  }
  const product = /^product-(\d{1,9})-(deals|similar|featured)$/.exec(section);
  if (product) {
    const id = Number(product[1]);
    if (product[2] === 'deals') return productSlides((await getDeals(store.storeId, 'hot')).filter((d) => d.product_id !== id));
    const detail = await productById(id);
    if (!detail) return [];
    return productSlides(product[2] === 'similar' ? detail.similar : detail.featured);
  }
  return [];
}
