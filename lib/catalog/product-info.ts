// The pure rules of the product page (docs/rules/catalogue.md#product-page): the product id
// of a URL, the breadcrumb trail, which tabs have data and their rows, the gallery's
// pictures and the text for meta tags. No data access here, so the rules are unit-tested.
import type { OtherInformation, ProductCard, ProductDetail, Specifications } from './types';
import { routes } from '@/lib/routes';
import { plainText } from '@/lib/seo/metadata';
import { texts } from '@/lib/texts';
import { productTexts } from '@/lib/texts/product';
import type { Crumb } from './list-pages';
// The description tab shows 'Not available' when a product has none.
import { DESCRIPTION_MISSING } from './product-detail';

/** A product id as it may appear in a URL: digits only, within the id range. */
export function productIdFromUrl(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The price the page leads with (docs/rules/units.md#price): a product sold by unit is
 * "from" its lowest unit's price; any other, its selling price. The EMI line reads it too.
 */
export function headlinePrice(product: Pick<ProductDetail, 'selling_price'> & { units?: { price: number }[] }): number {
  const units = product.units ?? []; // older cached answers have no units
  return units.length > 0 ? Math.min(...units.map((u) => u.price)) : product.selling_price;
}

export const productPath = (product: Pick<ProductCard, 'name_url' | 'product_id'>) => routes.product(product.name_url, product.product_id);

/** Home > vertical > category > subcategory (when it has one) > product. */
export function productCrumbs(product: ProductDetail): Crumb[] {
  const crumbs: Crumb[] = [
    { name: texts.breadcrumbHome, path: routes.home },
    { name: product.vertical_name, path: routes.vertical(product.vertical_url) },
    { name: product.category_name, path: routes.category(product.category_url) },
  ];
  if (product.subcategory_name && product.subcategory_url) {
    crumbs.push({ name: product.subcategory_name, path: routes.subcategory(product.category_url, product.subcategory_url) });
  }
  crumbs.push({ name: product.name, path: productPath(product) });
  return crumbs;
}

/** The description tab has data unless the product has none ('Not available'). */
export function hasDescription(product: Pick<ProductDetail, 'description'>): boolean {
  const text = product.description?.trim() ?? '';
  return text !== '' && text !== DESCRIPTION_MISSING && plainText(text) !== '';
}

export interface InfoRow {
  label: string;
  value: string;
}

const filled = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/** Type, model name, container type, dimensions L x B x H in cm, manufactured by, packed by, exp date. */
export function specificationRows(spec: Specifications | null): InfoRow[] {
  if (!spec) return [];
  const labels = productTexts.specs;
  const rows: InfoRow[] = [];
  const add = (label: string, value: unknown) => {
    if (filled(value)) rows.push({ label, value: String(value).trim() });
  };
  add(labels.type, spec.type);
  add(labels.model_name, spec.model_name);
  add(labels.container_type, spec.container_type);
  const { package_dimension_length: l, package_dimension_width: b, package_dimension_height: h } = spec;
  if ([l, b, h].every((v) => typeof v === 'number' && v > 0)) rows.push({ label: labels.dimensions, value: productTexts.dimensionsCm(l!, b!, h!) });
  add(labels.manufactured_by, spec.manufactured_by);
  add(labels.packed_by, spec.packed_by);
  add(labels.exp_date, spec.exp_date);
  return rows;
}

/** Barcode, country of origin, manufactured by, marketed by. */
export function otherInformationRows(info: OtherInformation | null, barcode: string | null): InfoRow[] {
  const labels = productTexts.specs;
  const rows: InfoRow[] = [];
  const add = (label: string, value: unknown) => {
    if (filled(value)) rows.push({ label, value: String(value).trim() });
  };
  add(labels.barcode, barcode);
  add(labels.country_origin, info?.country_origin);
  add(labels.manufactured_by, info?.manufactured_by);
  add(labels.marketed_by, info?.marketed_by);
  return rows;
}

/** The gallery's pictures: the gallery images, else the main image, else the placeholder. */
export function galleryImages(product: Pick<ProductDetail, 'gallery_images' | 'image' | 'image_url'>): string[] {
  const gallery = (product.gallery_images ?? []).filter((src) => typeof src === 'string' && src !== '');
  const main = product.image || product.image_url;
  if (gallery.length > 0) return main && !gallery.includes(main) ? [main, ...gallery] : gallery;
  return main ? [main] : ['/img/placeholder.webp'];
}

/** A meta description: the product's own text, or a line built from its facts. */
export function productDescriptionText(product: ProductDetail): string {
  if (hasDescription(product)) return plainText(product.description);
  return `Buy ${product.name} (${product.category_name}) at an open-box price. Original product, QC passed, 7-day free returns and home delivery.`;
}

