import { describe, expect, it } from 'vitest';
import { store } from '@/lib/config';
import type { ProductDetail } from '@/lib/catalog/types';
import { productJsonLd } from './product-json-ld';

const product = {
  product_id: 14, name: 'Sony TV', name_url: 'sony-tv', sku_no: 'SKU-14', barcode: '8901234567890', brand: 'Sony', category_name: 'Smart TVs',
  color: null, selling_price: 50499, mrp: 69900, stock: 3, total_rating: 4.5, review_count: 2,
  ratings: [
    { rating: 5, review: 'Great', name: 'Asha', customer_id: 1, created_at: '2026-11-01T10:00:00.000Z' },
    { rating: 4, review: 'Good', name: 'Ravi', customer_id: 2, created_at: '2026-10-01T10:00:00.000Z' },
  ],
  condition_grade: null, units: [],
} as unknown as ProductDetail;

describe('product structured data', () => {
  it('has an INR offer with stock status and the 7-day return policy', () => {
    const ld = productJsonLd(product, '/product/sony-tv/14', ['/img/a.webp'], 'A <b>fine</b> TV');
    expect(ld).toMatchObject({
      '@type': 'Product', name: 'Sony TV', sku: 'SKU-14', description: 'A fine TV', brand: { '@type': 'Brand', name: 'Sony' },
      image: [`${store.siteUrl}/img/a.webp`],
      offers: {
        '@type': 'Offer', priceCurrency: 'INR', price: '50499.00', availability: 'https://schema.org/InStock', url: `${store.siteUrl}/product/sony-tv/14`,
        hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', merchantReturnDays: 7, applicableCountry: 'IN' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(ld.review).toHaveLength(2);
  });

  it('is out of stock at zero stock, has no rating without reviews, and cuts the description at 200', () => {
    const ld = productJsonLd({ ...product, stock: 0, review_count: 0, total_rating: 0, ratings: [] }, '/p', [], 'word '.repeat(100));
    expect((ld.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect('aggregateRating' in ld).toBe(false);
    expect(ld.description.length).toBeLessThanOrEqual(200);
  });

  it('carries itemCondition from the product\'s grade (refurbished or used) and, sold by unit, an offer per grade at its lowest price', () => {
    expect(productJsonLd({ ...product, condition_grade: 'grade_a' }, '/p', [], '').itemCondition).toBe('https://schema.org/RefurbishedCondition');
    expect(productJsonLd({ ...product, condition_grade: 'grade_c' }, '/p', [], '').itemCondition).toBe('https://schema.org/UsedCondition');
    const unit = (unit_id: number, grade: string, price: number) => ({ unit_id, grade, price, battery_health: null, photos: [], in_box: [] });
    const units = [unit(1, 'good', 18000), unit(2, 'superb', 22000), unit(3, 'good', 17500)];
    const ld = productJsonLd({ ...product, condition_grade: 'grade_b', units } as unknown as ProductDetail, '/p', [], '');
    expect(ld.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(ld.offers).toMatchObject([
      { '@type': 'Offer', name: 'Superb', price: '22000.00', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/UsedCondition' },
      { '@type': 'Offer', name: 'Good', price: '17500.00', availability: 'https://schema.org/InStock' },
    ]);
  });
});
