// Product structured data (docs/rules/catalogue.md#product-page): name, pictures, description cut to
// 200 characters, brand, SKU, an INR offer with its stock status and the store's 7-day
// return policy, and the rating when the product has reviews. A plain builder (tested);
// the product page renders it in a script tag next to its BreadcrumbList.
import { limits, store } from '@/lib/config';
import type { ProductDetail } from '@/lib/catalog/types';
import { itemConditionOf } from '@/lib/products/condition';
import { groupByGrade } from '@/lib/products/unit-grades';
import { absoluteUrl, plainText, truncate } from './metadata';

/** Shown in structured data; the page shows at most this many reviews there. */
const REVIEWS_IN_JSON_LD = 5;

export function productJsonLd(product: ProductDetail, path: string, images: string[], description: string) {
  const url = absoluteUrl(path);
  const rated = product.review_count > 0 && product.total_rating > 0;
  // docs/rules/units.md#json-ld: a product sold by unit is sold open box even without a grade of its own.
  const units = product.units ?? []; // older cached answers have none
  const itemCondition = itemConditionOf(product.condition_grade) ?? (units.length > 0 ? 'https://schema.org/RefurbishedCondition' : null);
  const offer = (price: number, inStock: boolean, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    url,
    priceCurrency: limits.currency,
    price: price.toFixed(2),
    ...(itemCondition ? { itemCondition } : {}),
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    seller: { '@type': 'Organization', name: store.businessName },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: limits.country,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: limits.returnDays,
      returnFees: 'https://schema.org/FreeReturn',
      returnMethod: 'https://schema.org/ReturnByMail',
    },
  });
  // One offer per grade of the units in stock, at the grade's lowest price.
  const grades = groupByGrade(units);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    image: images.map((src) => (/^https?:\/\//.test(src) ? src : absoluteUrl(src))),
    description: truncate(plainText(description), limits.structuredDataDescription),
    sku: product.sku_no,
    ...(product.barcode ? { gtin13: product.barcode } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    category: product.category_name,
    ...(product.color ? { color: product.color } : {}),
    ...(itemCondition ? { itemCondition } : {}),
    offers: grades.length > 0
      ? grades.map((g) => offer(g.from_price, product.stock > 0, g.name ?? undefined))
      : offer(product.selling_price, product.stock > 0),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.total_rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
          review: product.ratings.slice(0, REVIEWS_IN_JSON_LD).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.name },
            datePublished: r.created_at.slice(0, 10),
            reviewBody: r.review,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
