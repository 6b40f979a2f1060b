// Products as the console lists and edits them (docs/rules/products.md); no server code,
// so the seller contract and the console's screens can name them.
import type { CsvImportPlan, CsvRowError } from '@/lib/csv/import-plan';
import type { EditableOtherInformation, EditableSpecifications } from './details';

/** A picture of a product with its alt text ('' when none; docs/rules/products.md#pictures). */
export interface ProductPicture {
  src: string;
  alt: string;
}

/** A product as the console lists and edits it (amounts in rupees). */
export interface EditableProduct {
  product_id: number;
  name: string;
  name_url: string;
  sku_no: string;
  vertical_id: number;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number | null;
  age_group_id: number | null;
  gender: string | null;
  mrp: number;
  selling_price: number;
  deal_price: number | null;
  deal_ends_at: string | null;
  stock: number;
  /** Sold by serial or IMEI number: the stock is counted from its units (docs/rules/products.md#units). */
  sold_by_unit: boolean;
  no_of_quantity_allowed: number;
  description: string | null;
  hsn: string | null;
  gst_rate: number;
  image: string;
  /** Its pictures in order, with their alt texts (docs/rules/products.md#pictures). */
  pictures: ProductPicture[];
  /** docs/rules/products.md#condition-warranty-box */
  condition_grade: string | null;
  warranty_months: number;
  box_contents: string | null;
  /** docs/rules/products.md#specifications: the keys the form edits (null: not set). */
  specifications: EditableSpecifications;
  other_information: EditableOtherInformation;
  barcode: string | null;
  /** The dashboard's low-stock threshold; null: the store's default (docs/rules/products.md#low-stock-threshold). */
  low_stock_at: number | null;
  /** The package facts a courier booking needs (docs/rules/shipping.md#package-facts; null: not set). */
  package_weight_kg: number | null;
  package_length_cm: number | null;
  package_breadth_cm: number | null;
  package_height_cm: number | null;
  updated_at: string;
  /** Shoppers waiting for it with a live alert (docs/rules/alerts.md#the-console); the list and the product's page fill it in. */
  waiting_alerts?: number;
}

/** A page of the console's product list, with the store's low-stock default (docs/rules/products.md#low-stock-threshold). */
export interface ProductList {
  products: EditableProduct[];
  total: number;
  page: number;
  page_size: number;
  /** The store's threshold, for a product without its own. */
  low_stock_default: number;
}

/** A shelf the product form offers: a vertical, a category of it, a subcategory of that. */
export interface Shelf {
  id: number;
  name: string;
}

/** What the product form offers (products/shelves): the shelves, brands, age groups, and the store's low-stock default. */
export interface ProductShelves {
  verticals: Shelf[];
  categories: (Shelf & { vertical_id: number })[];
  subcategories: (Shelf & { category_id: number })[];
  brands: Shelf[];
  age_groups: Shelf[];
  /** The store's low-stock threshold, for a product without its own (docs/rules/products.md#low-stock-threshold). */
  low_stock_default: number;
}

/** A brand as the console lists and edits it (docs/rules/products.md#brands). */
export interface BrandRow {
  brand_id: number;
  name: string;
  /** Its page's URL name (/brand/<name_url>), made from the name when it was added. */
  name_url: string;
  /** Its logo's path, or null: the shop then shows its name alone. */
  logo: string | null;
  /** Products on sale under it. */
  products: number;
}

export type UnitStatus = 'in_stock' | 'sold' | 'written_off';

/** How a unit is identified: a phone's IMEI or another product's serial number. */
export type UnitKind = 'serial' | 'imei';

export interface UnitView {
  unit_id: number;
  serial: string;
  kind: UnitKind;
  grade: string | null;
  note: string | null;
  status: UnitStatus;
  /** The order it is with (sold, or written off after a return), else null. */
  order_id: number | null;
  order_string: string | null;
  created_at: string;
  /** In stock and reserved for an order's item (the shopper chose it; docs/rules/units.md#reserving). */
  reserved: boolean;
  // docs/rules/units.md#the-fields
  battery_health: number | null;
  photos: string[];
  cosmetic_notes: string | null;
  in_box: string | null;
  warranty_months: number | null;
  warranty_by: 'brand' | 'seller' | null;
  imei_checked_on: string | null;
  /** Rupees, or null: the product's selling price. */
  price: number | null;
}

export interface ProductUnits {
  product_id: number;
  sold_by_unit: boolean;
  stock: number;
  in_stock: number;
  /** Pieces ordered and not yet picked. */
  waiting: number;
  units: UnitView[];
  /** The store's grade scale, best first (docs/rules/units.md#the-grade-scale): the form's choices. */
  grades: { key: string; name: string; meaning: string }[];
}

/** A bad cell of a catalogue file (lib/products/csv.ts). */
export interface RowError extends CsvRowError {
  /** The row's SKU, where its cell has one. */
  sku?: string;
}

/** Creates and updates name the row's SKU and name; an update lists each changed field's value before and after, as the file writes it. */
export type ImportPlan = CsvImportPlan<{ sku: string; name: string }, RowError>;
