// Everything the product page shows (docs/rules/catalogue.md#product-page): the card
// fields plus description, shelves, bank offers, specifications, the latest ratings,
// and the featured and similar carousels.
import { unitsForSale } from '@/lib/products/unit-details';
import type { BankOffer, OtherInformation, ProductDetail, Specifications } from './types';
import type { Rating } from '@/lib/reviews/types';
import { store } from '@/lib/config';
import type { DB } from '@/lib/db';
import { sanitizeDescription } from './description';
import { parseJsonList, parseJsonObject } from './json-column';
import { toProductCard } from './product-card';
import { cardColumns } from './product-card';
import { listProductCards } from './product-queries';
import { boxItems, gradeName } from '@/lib/products/condition';

/** The pictures' alt texts by path, keeping only text entries. */
function pictureAlts(stored: string | null): Record<string, string> {
  const alts = parseJsonObject<Record<string, unknown>>(stored) ?? {};
  return Object.fromEntries(Object.entries(alts).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** The description tab shows this when a product has none. */
export const DESCRIPTION_MISSING = 'Not available';

/** The description as the page may render it: only allowed formatting, else 'Not available'. */
function descriptionHtml(stored: string | null): string {
  const clean = stored?.trim() ? sanitizeDescription(stored) : '';
  return clean || DESCRIPTION_MISSING;
}

const RATINGS_SHOWN = 50;
const CAROUSEL_SIZE = 10;

/** products.deal_type_id 1 = deal of the day, 2 = hot deal. */
export const dealTypeNames: Record<number, string> = { 1: 'Deal of the day', 2: 'Hot deal' };

/** The bank offers of a product, keeping only entries that have something to show. */
export function bankOffers(stored: string | null): BankOffer[] {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return parseJsonList(stored).flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const offer = item as Record<string, unknown>;
    const description = text(offer.description);
    if (description === null) return [];
    return [{ logo: text(offer.logo) ?? '', description, starttime: text(offer.starttime), endtime: text(offer.endtime) }];
  });
}

export interface ProductKey {
  id?: number;
  slug?: string;
}

/** The product page of one product, or null when the store has no such product (or id and slug disagree). */
export async function productDetail(db: DB, companyId: number, storeId: number, key: ProductKey): Promise<ProductDetail | null> {
  if (key.id === undefined && key.slug === undefined) return null;
  let query = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('verticals as v', 'v.id', 'p.vertical_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(cardColumns)
    .select([
      'p.description', 'p.color_id', 'p.color', 'p.sku_no', 'p.category_id', 'p.vertical_id', 'p.brand_id', 'p.created_at',
      'p.bank_offer', 'p.specifications', 'p.other_information', 'p.barcode',
      'p.picture_alts', 'p.condition_grade', 'p.warranty_months', 'p.box_contents',
      'v.name as vertical_name', 'v.name_url as vertical_url', 's.name as subcategory_name', 's.name_url as subcategory_url',
    ])
    .where('p.store_id', '=', storeId)
    .where('p.company_id', '=', companyId);
  if (key.id !== undefined) query = query.where('p.id', '=', key.id);
  if (key.slug !== undefined) query = query.where('p.name_url', '=', key.slug);
  const row = await query.executeTakeFirst();
  if (!row) return null;

  const id = Number(row.id);
  const [ratings, featured, similar, units] = await Promise.all([
    db
      .selectFrom('reviews')
      .select(['rating', 'review', 'name', 'customer_id', 'created_at'])
      .where('product_id', '=', id)
      .where('store_id', '=', storeId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RATINGS_SHOWN)
      .execute(),
    listProductCards(db, storeId, { featuredOnly: true, excludeIds: [id] }, { limit: CAROUSEL_SIZE }),
    listProductCards(db, storeId, { categoryIds: [Number(row.category_id)], excludeIds: [id] }, { limit: CAROUSEL_SIZE }),
    unitsForSale(db, id),
  ]);

  const dealTypeId = row.deal_type_id === null ? null : Number(row.deal_type_id);
  return {
    ...toProductCard(row),
    // Cleaned again here for rows written before the editor cleaned them (docs/rules/products.md#description).
    description: descriptionHtml(row.description),
    color_id: row.color_id === null ? null : Number(row.color_id),
    color: row.color,
    sku_no: row.sku_no,
    deal_type: dealTypeId === null ? null : (dealTypeNames[dealTypeId] ?? null),
    category_id: Number(row.category_id),
    vertical_id: Number(row.vertical_id),
    vertical_name: row.vertical_name,
    vertical_url: row.vertical_url,
    subcategory_name: row.subcategory_name,
    subcategory_url: row.subcategory_url,
    brand: row.brand_name,
    brand_id: row.brand_id === null ? null : Number(row.brand_id),
    store_name: store.businessName,
    ratings: ratings.map(
      (r): Rating => ({
        rating: Number(r.rating),
        review: r.review,
        name: r.name,
        customer_id: r.customer_id === null ? null : Number(r.customer_id),
        created_at: r.created_at,
      }),
    ),
    created_at: row.created_at,
    bank_offer: bankOffers(row.bank_offer),
    specifications: parseJsonObject<Specifications>(row.specifications),
    other_information: parseJsonObject<OtherInformation>(row.other_information),
    barcode: row.barcode,
    picture_alts: pictureAlts(row.picture_alts),
    condition_grade: gradeName(row.condition_grade) ? row.condition_grade : null,
    condition_grade_name: gradeName(row.condition_grade),
    warranty_months: Number(row.warranty_months),
    box_contents: boxItems(row.box_contents),
    units,
    featured,
    similar,
  };
}
