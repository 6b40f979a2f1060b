// A product as lists and carousels show it (docs/rules/catalogue.md#product-card), built
// from one row of the shared card select (cardColumns).
import type { Nullable, Selection } from 'kysely';
import type { BrandTable, CategoryTable, ProductTable } from '@/lib/db/schema';
import type { ProductCard } from './types';
import { parseJsonList } from './json-column';
import { rupeesFromPaise } from './money';

/**
 * What a card needs, for a query over `products as p` joined with
 * `categories as c` and (left) `brands as b`. Only these columns: lists return up to
 * 1000 cards, and descriptions and specifications would multiply what is read.
 */
export const cardColumns = [
  'p.id', 'p.name', 'p.name_url', 'p.image', 'p.gallery_images', 'p.mrp_paise', 'p.selling_price_paise', 'p.is_deal',
  'p.deal_type_id', 'p.deal_price_paise', 'p.stock', 'p.no_of_quantity_allowed', 'p.total_rating', 'p.review_count',
  'b.name as brand_name', 'c.name as category_name', 'c.name_url as category_url',
] as const;

/** One row of that select, typed from the schema (lib/db/schema.ts); the brand is left-joined. */
export type ProductCardRow = Selection<
  { p: ProductTable; c: CategoryTable; b: Nullable<BrandTable> },
  'p' | 'c' | 'b',
  (typeof cardColumns)[number]
>;

/** The gallery as a list of image paths; a product without one shows its main image. */
export function galleryImages(stored: string, image: string): string[] {
  const images = parseJsonList(stored).filter((item): item is string => typeof item === 'string' && item !== '');
  return images.length > 0 ? images : [image];
}

export function toProductCard(row: ProductCardRow): ProductCard {
  const id = Number(row.id);
  const dealPrice = row.deal_price_paise === null ? null : rupeesFromPaise(row.deal_price_paise);
  return {
    // The original API named the card's id both ways (product_id and id); clients read either.
    product_id: id,
    id,
    name: row.name,
    name_url: row.name_url,
    image: row.image,
    image_url: row.image,
    gallery_images: galleryImages(row.gallery_images, row.image),
    mrp: rupeesFromPaise(row.mrp_paise),
    selling_price: rupeesFromPaise(row.selling_price_paise),
    is_deal: Number(row.is_deal),
    deals_price: dealPrice,
    deal_price: dealPrice,
    deal_type_id: row.deal_type_id === null ? null : Number(row.deal_type_id),
    stock: Number(row.stock),
    no_of_quantity_allowed: Number(row.no_of_quantity_allowed),
    brand_name: row.brand_name,
    category_name: row.category_name,
    category_url: row.category_url,
    total_rating: Number(row.total_rating),
    review_count: Number(row.review_count),
  };
}

/** What a product card shows and its cart button keeps: the card crosses to the client with these only. */
export type CardProduct = Pick<
  ProductCard,
  | 'product_id' | 'name' | 'name_url' | 'image' | 'gallery_images' | 'mrp' | 'selling_price' | 'stock' | 'total_rating' | 'review_count'
  | 'no_of_quantity_allowed' | 'is_deal' | 'deal_price' | 'deal_type_id'
>;

/** Just the card's fields of a card row (an object spread would keep them all). */
export function cardProduct(p: CardProduct): CardProduct {
  return {
    product_id: p.product_id, name: p.name, name_url: p.name_url, image: p.image, gallery_images: p.gallery_images, mrp: p.mrp,
    selling_price: p.selling_price, stock: p.stock, total_rating: p.total_rating, review_count: p.review_count,
    no_of_quantity_allowed: p.no_of_quantity_allowed, is_deal: p.is_deal, deal_price: p.deal_price, deal_type_id: p.deal_type_id,
  };
}
