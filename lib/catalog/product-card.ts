// A product as lists and carousels show it (SPEC section 3, "Product (card)"), built
// from one row of the shared card select in product-queries.ts.
import type { ProductCard } from '@/lib/contract';
import { parseJsonList } from './json-column';
import { rupeesFromPaise } from './money';

/** The columns every card needs: the product's own plus its brand and category names. */
export interface ProductCardRow {
  id: number;
  name: string;
  name_url: string;
  image: string;
  gallery_images: string;
  mrp_paise: number;
  selling_price_paise: number;
  is_deal: number;
  deal_type_id: number | null;
  deal_price_paise: number | null;
  stock: number;
  no_of_quantity_allowed: number;
  total_rating: number;
  review_count: number;
  brand_name: string | null;
  category_name: string;
  category_url: string;
}

/** The gallery as a list of image paths; a product without one shows its main image. */
export function galleryImages(stored: string, image: string): string[] {
  const images = parseJsonList(stored).filter((item): item is string => typeof item === 'string' && item !== '');
  return images.length > 0 ? images : [image];
}

export function toProductCard(row: ProductCardRow): ProductCard {
  const id = Number(row.id);
  const dealPrice = row.deal_price_paise === null ? null : rupeesFromPaise(row.deal_price_paise);
  return {
    // SPEC names the card's id both ways; clients read either.
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
