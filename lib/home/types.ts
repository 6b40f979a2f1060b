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

export interface Offer {
  offer_id: number;
  title: string;
  description: string;
  min_cart_amount: number;
  discount_percent: number;
  max_discount: number;
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
