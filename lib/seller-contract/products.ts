// Seller calls of the catalogue (lib/products; docs/rules/products.md): products, their
// pictures, the catalogue as CSV, and units sold by serial or IMEI number. A packer reads
// the catalogue, its stock and units; owner and manager change them.
import { z } from 'zod';
import { parsePackageText, type PackageKey } from '@/lib/products/package';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { CONDITION_GRADES, MAX_BOX_CONTENTS, MAX_WARRANTY_MONTHS } from '@/lib/products/condition';
import { GST_RATES, isGstRate, isHsnCode } from '@/lib/products/gst-fields';
import { seller } from '@/lib/config';
import { sellerTexts } from '@/lib/texts/seller';
import { MAX_BARCODE, MAX_DIMENSION_CM, MAX_INFO_TEXT, MAX_LOW_STOCK_AT } from '@/lib/products/details';
import { MAX_ALT_LENGTH, MAX_PICTURES } from '@/lib/products/picture-limits';
import { MAX_UNIT_TEXT, MAX_UNIT_WARRANTY_MONTHS, UNIT_GRADE_KEYS } from '@/lib/products/unit-grades';
import type { EditableProduct, ImportPlan, ProductList, ProductPicture, ProductShelves, ProductUnits } from '@/lib/products/types';
import { ALL_STAFF, MANAGERS, sellerCall } from './call';
import { csvUpload, PICTURE_BODY_BYTES, zAmount, zBoolean, zDay, zMoment, zOptionalText, zPageNo, zPictureData, zPositiveAmount, zText } from './fields';

/** A catalogue file: 20,000 rows fit. */
const CSV_BODY_BYTES = 12 * 1024 * 1024;

/** A product's stock: a whole number from 0 to a million (number or text). */
const zStock = z
  .union([z.number(), z.string().trim().regex(/^\d{1,7}$/, 'must be a whole number')])
  .transform(Number)
  .pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000, 'is too large'));
/** A specification or other-information text; empty clears it (docs/rules/products.md#specifications). */
const zInfoText = z.string('must be text').trim().max(MAX_INFO_TEXT, `must be at most ${MAX_INFO_TEXT} characters`).nullable().optional().transform((v) => (v === '' ? null : v));
/** A package dimension in cm (number or text, at most 2 decimals); empty clears it. */
const zDimension = z
  .union([z.number('must be a number of centimetres'), z.string().trim().regex(/^(\d{1,6}(\.\d{1,2})?)?$/, 'must be a number of centimetres')])
  .nullable()
  .optional()
  .transform((v) => (v === '' || v === null ? null : v === undefined ? undefined : Number(v)))
  .pipe(z.number().positive('must be more than 0').max(MAX_DIMENSION_CM, `must be at most ${MAX_DIMENSION_CM} cm`).nullable().optional());
/** A list filter that is on or off: true or false, or as a link writes it, '1' (or 'true') and '0' (or 'false', ''). */
const zFlag = z.union([zBoolean, z.enum(['1', 'true']).transform(() => true), z.enum(['0', 'false', '']).transform(() => false)], 'must be true or false');
const zAlt = z.string().trim().max(MAX_ALT_LENGTH, `must be at most ${MAX_ALT_LENGTH} characters`);
type Saved = { product_id: number; name_url: string };
/** A whole number from min to max (number or text), or null when empty. */
const zWhole = (min: number, max: number, what: string) =>
  z
    .union([z.number(`must be ${what}`), z.string().trim().regex(/^\d{0,6}$/, `must be ${what}, a whole number`)])
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .pipe(z.number().int('must be a whole number').min(min, `must be ${min} or more`).max(max, `must be at most ${max}`).nullable());
/** A unit's note; empty clears it. */
const zUnitText = z.string('must be text').trim().max(MAX_UNIT_TEXT, `must be at most ${MAX_UNIT_TEXT} characters`).nullable().optional().transform((v) => (v ? v : null));

/** A package fact in the editor: a number or its text, null or '' to clear it, left as it was when absent. */
const zPackageFact = (key: PackageKey) =>
  z
    .union([z.number('must be a number'), z.string().trim()])
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null) return null;
      const parsed = parsePackageText(key, String(v));
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.value;
    });

export const productCalls = {
  // The console's list (/seller/products): by name or SKU, the archived ones, or those low on
  // stock (docs/rules/products.md#low-stock-threshold); every filter from the page's URL.
  productsList: sellerCall<ProductList>()({
    ...paths.productsList, roles: ALL_STAFF,
    request: z.object({ q: zOptionalText(100), page: zPageNo, archived: zFlag.optional(), low_stock: zFlag.optional() }),
  }),
  productsGet: sellerCall<{ product: EditableProduct }>()({
    ...paths.productsGet, roles: ALL_STAFF,
    request: z.object({ product_id: zId }),
  }),
  // What the product form offers: the shelves as a tree, brands, age groups, the store's low-stock default.
  productsShelves: sellerCall<ProductShelves>()({
    ...paths.productsShelves, roles: MANAGERS,
    request: z.object({}),
  }),
  // Fields named as the shopper API's productDetail names them, plus hsn and gst_rate.
  // Answers the product as saved (`product`), so the form shows what was stored.
  productsSave: sellerCall<Saved & { description: string | null; product: EditableProduct }>()({
    ...paths.productsSave, roles: MANAGERS,
    request: z.object({
      product_id: zId.optional(),
      name: zText(200),
      brand_id: zId,
      category_id: zId,
      mrp: zPositiveAmount,
      selling_price: zPositiveAmount,
      stock: zStock,
      subcategory_id: zId.nullable().optional(),
      age_group_id: zId.nullable().optional(),
      gender: z.enum(['Boys', 'Girls', 'Men', 'Women', 'Unisex'], 'must be Boys, Girls, Men, Women or Unisex').nullable().optional(),
      sku_no: zOptionalText(60),
      no_of_quantity_allowed: zId.pipe(z.number().max(100, 'must be at most 100')).optional(),
      description: z.string().trim().max(20_000, 'must be at most 20000 characters').nullable().optional(),
      deal_price: zAmount.nullable().optional(),
      deal_ends_at: zMoment.nullable().optional(),
      hsn: z.string().trim().refine((code) => isHsnCode(code, seller.hsnDigits), sellerTexts.csv.hsn(seller.hsnDigits)).nullable().optional(),
      gst_rate: z.number(sellerTexts.csv.gstRate(GST_RATES)).refine(isGstRate, sellerTexts.csv.gstRate(GST_RATES)).optional(),
      // Condition fields (docs/rules/products.md#condition-warranty-box); left as they were when absent.
      condition_grade: z.enum(CONDITION_GRADES, `must be one of ${CONDITION_GRADES.join(', ')}`).nullable().optional(),
      warranty_months: z
        .union([z.number(), z.string().trim().regex(/^\d{1,2}$/, 'must be a whole number of months')])
        .transform(Number)
        .pipe(z.number().int('must be a whole number of months').min(0, 'must not be negative').max(MAX_WARRANTY_MONTHS, `must be at most ${MAX_WARRANTY_MONTHS} months`))
        .optional(),
      box_contents: z.string().trim().max(MAX_BOX_CONTENTS, `must be at most ${MAX_BOX_CONTENTS} characters`).nullable().optional().transform((v) => (v === '' ? null : v)),
      // Specifications and other information (docs/rules/products.md#specifications): each
      // key left out stays as it was, null or empty clears it.
      specifications: z
        .object({
          type: zInfoText, model_name: zInfoText, container_type: zInfoText, manufactured_by: zInfoText,
          package_dimension_length: zDimension, package_dimension_width: zDimension, package_dimension_height: zDimension,
        }, 'must be an object of specifications')
        .optional(),
      other_information: z.object({ country_origin: zInfoText, manufactured_by: zInfoText, marketed_by: zInfoText }, 'must be an object').optional(),
      barcode: z
        .string()
        .trim()
        .regex(new RegExp(`^[A-Za-z0-9-]{0,${MAX_BARCODE}}$`), `must be letters, digits or '-', at most ${MAX_BARCODE}`)
        .nullable()
        .optional()
        .transform((v) => (v === '' ? null : v)),
      // docs/rules/products.md#low-stock-threshold: null (or empty) means the store's default.
      low_stock_at: z
        .union([z.number('must be a whole number'), z.string().trim().regex(/^\d{0,4}$/, 'must be a whole number')])
        .nullable()
        .optional()
        .transform((v) => (v === '' || v === null ? null : v === undefined ? undefined : Number(v)))
        .pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(MAX_LOW_STOCK_AT, `must be at most ${MAX_LOW_STOCK_AT}`).nullable().optional()),
      // The package facts a courier booking needs (docs/rules/shipping.md#package-facts): null or empty clears one.
      package_weight_kg: zPackageFact('package_weight_kg'),
      package_length_cm: zPackageFact('package_length_cm'),
      package_breadth_cm: zPackageFact('package_breadth_cm'),
      package_height_cm: zPackageFact('package_height_cm'),
    }),
  }),
  // A product's pictures (lib/products/pictures.ts; docs/rules/products.md#pictures):
  // one file per upload, base64 in `data`, read only once the staff session and role are
  // checked; then the whole list in its new order with alt texts (a removal leaves one out).
  productsUploadPicture: sellerCall<{ pictures: ProductPicture[]; picture: ProductPicture }>()({
    ...paths.productsUploadPicture, roles: MANAGERS, maxBodyBytes: PICTURE_BODY_BYTES,
    request: z.object({
      product_id: zId,
      data: zPictureData,
      alt: zAlt.optional().transform((v) => v ?? ''),
    }),
  }),
  productsSavePictures: sellerCall<{ pictures: ProductPicture[] }>()({
    ...paths.productsSavePictures, roles: MANAGERS,
    request: z.object({
      product_id: zId,
      pictures: z
        .array(z.object({ src: z.string({ error: 'is required' }).min(1, 'is required').max(500, 'is too long'), alt: zAlt.default('') }), 'must be a list of pictures')
        .max(MAX_PICTURES, `at most ${MAX_PICTURES} pictures`),
    }),
  }),

  productsDuplicate: sellerCall<Saved>()({
    ...paths.productsDuplicate, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  // Off the storefront and back (lib/products/archive.ts); never deleted. Each answers the product's name too, for the notice.
  productsArchive: sellerCall<Saved & { name: string }>()({
    ...paths.productsArchive, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  productsRestore: sellerCall<Saved & { name: string }>()({
    ...paths.productsRestore, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  // Answers the changed products as saved (`products`), so the list shows them.
  productsBulkUpdate: sellerCall<{ updated: number; products: EditableProduct[] }>()({
    ...paths.productsBulkUpdate, roles: MANAGERS,
    request: z.object({
      items: z
        .array(z.object({ product_id: zId, selling_price: zPositiveAmount.optional(), stock: zStock.optional() }), 'must be a list of products')
        .min(1, 'change at least one product')
        .max(200, 'at most 200 products at once'),
    }),
  }),
  // The catalogue as CSV (lib/products/csv.ts): the file's text in `csv`.
  productsImportPreview: sellerCall<ImportPlan>()({
    ...paths.productsImportPreview, roles: MANAGERS, ...csvUpload(CSV_BODY_BYTES),
  }),
  productsImport: sellerCall<{ created: number; updated: number; unchanged: number }>()({
    ...paths.productsImport, roles: MANAGERS, ...csvUpload(CSV_BODY_BYTES),
  }),

  // ----- product units (lib/products/units.ts; docs/rules/products.md#units) -----
  // A packer sees a product's units; owner and manager change them.
  productsUnits: sellerCall<ProductUnits>()({
    ...paths.productsUnits, roles: ALL_STAFF,
    request: z.object({ product_id: zId }),
  }),
  productsSoldByUnit: sellerCall<ProductUnits>()({
    ...paths.productsSoldByUnit, roles: MANAGERS,
    request: z.object({ product_id: zId, on: zBoolean }),
  }),
  productsUnitsAdd: sellerCall<ProductUnits>()({
    ...paths.productsUnitsAdd, roles: MANAGERS,
    request: z.object({
      product_id: zId,
      units: z
        .array(
          z.object({
            serial: zText(80),
            kind: z.enum(['serial', 'imei'], 'must be serial or imei'),
            grade: zOptionalText(40),
            note: zOptionalText(200),
          }),
          'must be a list of units',
        )
        .min(1, 'enter at least one unit')
        .max(500, 'at most 500 units at once'),
    }),
  }),
  productsUnitRemove: sellerCall<ProductUnits>()({
    ...paths.productsUnitRemove, roles: MANAGERS,
    request: z.object({ unit_id: zId }),
  }),
  // Each unit as it is (lib/products/unit-details.ts; docs/rules/units.md#the-fields):
  // empty optional fields clear them. Each answers the product's units afresh.
  productsUnitDetails: sellerCall<ProductUnits>()({
    ...paths.productsUnitDetails, roles: MANAGERS,
    request: z.object({
      unit_id: zId,
      grade: z.enum(UNIT_GRADE_KEYS, `must be one of ${UNIT_GRADE_KEYS.join(', ')}`),
      battery_health: zWhole(0, 100, 'a percent'),
      cosmetic_notes: zUnitText,
      in_box: zUnitText,
      warranty_months: zWhole(0, MAX_UNIT_WARRANTY_MONTHS, 'a number of months'),
      warranty_by: z.enum(['brand', 'seller', ''], 'must be brand or seller').nullable().optional().transform((v) => (v ? v : null)),
      imei_checked_on: z.union([zDay, z.literal('')]).nullable().optional().transform((v) => (v ? v : null)),
      price: z.union([zPositiveAmount, z.literal('').transform(() => null), z.null()]).optional().transform((v) => v ?? null),
    }),
  }),
  productsUnitPhotoAdd: sellerCall<ProductUnits>()({
    ...paths.productsUnitPhotoAdd, roles: MANAGERS, maxBodyBytes: PICTURE_BODY_BYTES,
    request: z.object({ unit_id: zId, data: zPictureData }),
  }),
  productsUnitPhotoRemove: sellerCall<ProductUnits>()({
    ...paths.productsUnitPhotoRemove, roles: MANAGERS,
    request: z.object({ unit_id: zId, src: z.string({ error: 'is required' }).min(1, 'is required').max(500, 'is too long') }),
  }),
} as const;
