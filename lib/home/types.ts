// The shop window as the API and the pages show it: banners, the home page's category
// rows and brand offers, the store's offers and its stores.
import type { ProductCard } from '@/lib/catalog/types';

export interface Banner {
  id: number;
  name: string;
  subtitle: string | null;
  image: string;
  mobile_image: string | null;
  site_link: string | null;
  vertical_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  product_id: number | null;
  vertical_name_url: string | null;
  category_name_url: string | null;
  subcategory_name_url: string | null;
  product_name_url: string | null;
}

export interface BrandOffer {
  brand_id: number;
  brand_name: string;
  brand_icon: string;
  brand_offer: string;
}

export interface HomeCategory {
  category_id: number;
  cname: string;
  cname_url: string;
  products: ProductCard[];
}

/**
 * A cart offer the /offers page lists: a coupon shown there (docs/rules/coupons.md#offers),
 * applied by its code in the cart or at checkout like any coupon. Amounts in rupees.
 */
export interface Offer {
  /** The coupon's id. */
  offer_id: number;
  couponcode: string;
  title: string;
  description: string;
  min_cart_amount: number;
  /** A percent offer's percent; 0 for a flat amount off. */
  discount_percent: number;
  /** A percent offer's cap, or the flat amount; null: a percent with no cap. */
  max_discount: number | null;
  first_order_only: boolean;
  uses_per_customer: number;
  /** Only on some categories or brands. */
  limited: boolean;
  /** ISO time the offer ends, or null. */
  ends_at: string | null;
}

export interface StoreLocation {
  id: number;
  city_id: string;
  city: string;
  name: string;
  address: string;
  contact: string;
  email: string;
  photo: string;
  map_link: string;
}
