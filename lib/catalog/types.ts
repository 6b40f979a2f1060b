// The catalogue as the API and the pages show it: product cards and pages, the
// vertical > category > subcategory tree, brands, age groups and list pages.
import type { UnitForSale } from '@/lib/products/unit-grades';
import type { Rating } from '@/lib/reviews/types';

export interface ProductCard {
  product_id: number;
  id: number;
  name: string;
  name_url: string;
  image: string;
  image_url: string;
  gallery_images: string[];
  mrp: number;
  selling_price: number;
  is_deal: number;
  deals_price: number | null;
  deal_price: number | null;
  deal_type_id: number | null;
  stock: number;
  no_of_quantity_allowed: number;
  brand_name: string | null;
  category_name: string;
  category_url: string;
  total_rating: number;
  review_count: number;
}

export interface Specifications {
  type?: string | null;
  model_name?: string | null;
  shelf_life?: string | null;
  container_type?: string | null;
  shelf_life_month_years?: string | null;
  organic?: string | null;
  polished?: string | null;
  package_dimension_length?: number | null;
  package_dimension_width?: number | null;
  package_dimension_height?: number | null;
  manufactured_by?: string | null;
  packed_by?: string | null;
  exp_date?: string | null;
}

export interface OtherInformation {
  country_origin?: string | null;
  manufactured_by?: string | null;
  marketed_by?: string | null;
}

export interface BankOffer {
  logo: string;
  description: string;
  starttime: string | null;
  endtime: string | null;
}

export interface ProductDetail extends ProductCard {
  description: string;
  color_id: number | null;
  color: string | null;
  sku_no: string;
  deal_type: string | null;
  category_id: number;
  vertical_id: number;
  vertical_name: string;
  vertical_url: string;
  subcategory_name: string | null;
  subcategory_url: string | null;
  brand: string | null;
  brand_id: number | null;
  store_name: string;
  ratings: Rating[];
  created_at: string;
  bank_offer: BankOffer[];
  specifications: Specifications | null;
  other_information: OtherInformation | null;
  barcode: string | null;
  /** Alt texts of its pictures, by path (the gallery falls back to the name); docs/rules/products.md#pictures. */
  picture_alts: Record<string, string>;
  /** Condition (docs/rules/products.md#condition-warranty-box): grade key and name (null = not shown), warranty months (0 = none shown), box items. */
  condition_grade: string | null;
  condition_grade_name: string | null;
  warranty_months: number;
  box_contents: string[];
  /** A product sold by unit: its units a shopper may buy (docs/rules/units.md#choosing); [] otherwise. */
  units: UnitForSale[];
  featured: ProductCard[];
  similar: ProductCard[];
}

export interface ProductVariant {
  product_id: number;
  name_url: string;
  color_id: number | null;
  color: string | null;
  image: string;
}

export interface Subcategory {
  subcategory_id: number;
  name: string;
  name_url: string;
}

export interface Category {
  category_id: number;
  vertical_id: number;
  name: string;
  name_url: string;
  image: string | null;
  subcatList: Subcategory[];
}

export interface Vertical {
  vertical_id: number;
  name: string;
  name_url: string;
  image: string | null;
  catList: Category[];
}

export interface Brand {
  brand_id: number;
  id: number;
  brand_name: string;
  name: string;
  name_url: string;
  logo: string | null;
}

export interface AgeGroup {
  age_group_id: number;
  name: string;
  name_url: string;
  image: string | null;
  age_group_banner: string | null;
  banner_image: string | null;
}

export interface FilterOptions {
  gender: { id: string; name: string }[];
  age_group: { id: number; name: string; name_url: string }[];
  brand: Brand[];
}

/** A page of a product list. `total` counts every match, not just this page. */
export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  result_per_page: number;
}
