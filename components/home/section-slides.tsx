'use server';
// The cards of a carousel below the fold, sent as server-rendered React when the shopper
// scrolls near it (lazy-product-carousel.tsx) rather than in the page's first HTML, which
// carried every card twice over (markup and RSC payload). Public catalogue data only, from
// the cached reads the pages themselves use.
import type { ReactNode } from 'react';
import { store } from '@/lib/config';
import { getDeals, getHomeCategories, getNewArrivals } from '@/lib/catalog/data';
import { productById } from '@/lib/catalog/product-page';
import { testimonials } from '@/lib/home/testimonials';
import { LimitedTime } from './limited-time';
import { onFirstUse } from '@/lib/first-use';
import { TestimonialCard } from './testimonial-card';
import { productSlides } from './product-carousel';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/**
 * A carousel's slides by its name: `deals-of-the-day`, `hot-deals`, `new-arrivals`, `category-{id}` and `testimonials` (home), or
 * `product-{id}-deals|similar|featured` (the product page); none for anything else.
 */
export async function sectionSlides(section: string): Promise<ReactNode[]> {
  if (typeof section !== 'string') return [];
  if (section === 'deals-of-the-day') return productSlides(await getDeals(store.storeId, 'normal'));
  if (section === 'hot-deals') return productSlides(await getDeals(store.storeId, 'hot'), (card) => <LimitedTime>{card}</LimitedTime>);
  // Dates written on the server, so nothing differs at hydration.
  if (section === 'testimonials') return testimonials.map((review) => <TestimonialCard key={review.id} review={review} date={dateFormat().format(new Date(review.date))} />);
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
