// The seller console's API (docs/rules/seller.md#seller-api), beside the shopper
// contract (lib/contract.ts): every call of the console, served as
// POST /api/seller/<path> by the same dispatcher (lib/api/dispatch.ts: origin check,
// body limit, zod first, { message, payload }). Each call names the staff roles that
// may make it; the dispatcher answers 401 without a staff session (a shopper's session
// counts for nothing) and 403 for another role, before the handler runs. Calls marked
// `freshTotp` also need a current code from the member's authenticator in `totp`.
import { z } from 'zod';
import { zId } from './contract';
import { sellerClientCalls as paths } from './client/seller/call-table';
import { ORDER_STATUSES } from './orders/status-machine';
import { isCalendarDate } from './orders/dates';
import { STAFF_ROLES, type StaffRole } from './staff/types';
import type { StaffRow } from './staff/accounts';
import type { AuditLine } from './staff/audit';
import type { OrderDocument } from './documents/types';
import type { DeskOrderDetail, DeskOrderEvent, DeskOrderItem, DeskOrderRow } from './orders/desk-types';
import type { RefundRow } from './refunds/refunds';
import type { CodOutstanding, RemittanceRow } from './cod/ledger';
import { RETURN_STATUSES, type ReturnRow } from './returns/types';
import type { Dashboard } from './dashboard/dashboard';
import type { CouponView } from './coupons/coupons';
import type { EditableProduct } from './products/editor';
import type { ImportPlan } from './products/csv';
import type { ProductUnits } from './products/units';
import type { ProductPicture } from './products/pictures';
import { CONDITION_GRADES, MAX_BOX_CONTENTS, MAX_WARRANTY_MONTHS } from './products/condition';
import { MAX_ALT_LENGTH, MAX_PICTURES } from './products/picture-limits';
import { MAX_BARCODE, MAX_DIMENSION_CM, MAX_INFO_TEXT, MAX_LOW_STOCK_AT } from './products/details';
import type { DeliverySettings } from './delivery/rules';
import type { DeliveryImportPlan } from './delivery/csv';
import { BANNER_KINDS, BANNER_TARGETS, type EditableBanner } from './content/banner-kinds';
import { DEAL_KINDS, PICTURE_PURPOSES, type ContentChoice, type DealRow, type EditableBrandOffer, type EditableHomeSection, type EditablePage, type EditableStore, type UploadedPicture } from './content/content-types';
import { CONTENT_PAGES, PAGE_BODY_MAX } from './content/page-kinds';

/** A catalogue file: 20,000 rows fit. */
const CSV_BODY_BYTES = 12 * 1024 * 1024;
/** A pincode file: 20,000 rows of about 40 characters fit (lib/delivery/csv.ts). */
const PINCODE_CSV_BODY_BYTES = 2 * 1024 * 1024;
/**
 * A picture upload, base64 in JSON: room for a file somewhat over the 8 MB a picture may
 * be (lib/products/pictures.ts), so a file just over it gets that rule's clear 400.
 */
const PICTURE_BODY_BYTES = 16 * 1024 * 1024;

export interface SellerCallDefinition<Req extends z.ZodType = z.ZodType, Res = unknown> {
  path: string;
  request: Req;
  /** Added to every 200 answer by the dispatcher (path and message: lib/client/seller/call-table.ts). */
  message: string;
  /** Who may make the call; 'anyone' for logging in (no session yet). */
  roles: readonly StaffRole[] | 'anyone';
  /** Needs a fresh TOTP code in the request's `totp` (refunds, staff and role changes). */
  freshTotp?: boolean;
  /**
   * A larger body than the dispatcher's usual limit (a catalogue file): read only once
   * the staff session and role are checked.
   */
  maxBodyBytes?: number;
  /** Phantom: the response shape, for typing only. */
  response?: Res;
}

function sellerCall<Res>() {
  return <D extends Omit<SellerCallDefinition, 'response'>>(def: D) => def as D & { response?: Res };
}

/** Every role; owner only; the roles that handle money. */
export const ALL_STAFF = ['owner', 'manager', 'packer'] as const satisfies readonly StaffRole[];
export const OWNER = ['owner'] as const satisfies readonly StaffRole[];
export const MANAGERS = ['owner', 'manager'] as const satisfies readonly StaffRole[];

// ---------- request building blocks ----------
const zText = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const zOptionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional().transform((v) => (v === '' ? undefined : v));
/** An amount in rupees (number or text), at most 2 decimals. */
const zAmount = z
  .union([z.number(), z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount')])
  .transform(Number)
  .pipe(z.number('must be an amount').min(0, 'must not be negative').max(100_000_000, 'is too large').refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals'));
/** A specification or other-information text; empty clears it (docs/rules/products.md#specifications). */
const zInfoText = z.string('must be text').trim().max(MAX_INFO_TEXT, `must be at most ${MAX_INFO_TEXT} characters`).nullable().optional().transform((v) => (v === '' ? null : v));
/** A package dimension in cm (number or text, at most 2 decimals); empty clears it. */
const zDimension = z
  .union([z.number('must be a number of centimetres'), z.string().trim().regex(/^(\d{1,6}(\.\d{1,2})?)?$/, 'must be a number of centimetres')])
  .nullable()
  .optional()
  .transform((v) => (v === '' || v === null ? null : v === undefined ? undefined : Number(v)))
  .pipe(z.number().positive('must be more than 0').max(MAX_DIMENSION_CM, `must be at most ${MAX_DIMENSION_CM} cm`).nullable().optional());
/**
 * A moment: an ISO time with its zone, or a date and time as a datetime-local field gives
 * it (YYYY-MM-DDTHH:MM, read as India time); answered as ISO UTC.
 */
const zMoment = z
  .string('must be a date and time')
  .trim()
  .transform((v, ctx) => {
    const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v);
    const ms = Date.parse(local ? `${v}${v.length === 16 ? ':00' : ''}+05:30` : v);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date and time, YYYY-MM-DDTHH:MM' });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });
/** A pincode prefix: '' (everywhere else) up to a whole six-digit pincode. */
const zPincodePrefix = z.string('must be digits').trim().regex(/^\d{0,6}$/, 'must be up to 6 digits');
const zPincode = z.string('must be a 6-digit pincode').trim().regex(/^[1-9]\d{5}$/, 'must be a 6-digit pincode');
const zDays = z.union([z.number(), z.string().trim().regex(/^\d{1,2}$/, 'must be a whole number of days')]).transform(Number).pipe(z.number().int('must be a whole number of days').min(0, 'must not be negative').max(60, 'must be at most 60'));
const zPercent = z.union([z.number(), z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percent')]).transform(Number).pipe(z.number().min(0, 'must not be negative').max(50, 'must be at most 50'));
/** A current code of the member's authenticator app (calls marked freshTotp, and login). */
export const zTotp = z.string({ error: 'is required' }).trim().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app');
const zPageNo = zId.default(1);
const zStatus = z.enum(ORDER_STATUSES, 'must be an order status');

export const sellerCalls = {
  // ----- staff and logging in (lib/staff) -----
  login: sellerCall<{ message: string; payload: { staff: { email: string; name: string; role: StaffRole } } }>()({
    ...paths.login, roles: 'anyone',
    request: z.object({ email: zText(200), password: z.string({ error: 'is required' }).min(1, 'is required').max(200), totp: z.string({ error: 'is required' }).trim().max(10) }),
  }),
  logout: sellerCall<{ message: string; payload: Record<string, never> }>()({
    ...paths.logout, roles: ALL_STAFF,
    request: z.object({}),
  }),
  me: sellerCall<{ message: string; payload: { staff: { email: string; name: string; role: StaffRole } } }>()({
    ...paths.me, roles: ALL_STAFF,
    request: z.object({}),
  }),
  enrolInfo: sellerCall<{ message: string; payload: { email: string; name: string; role: StaffRole; secret: string; otpauth_uri: string } }>()({
    ...paths.enrolInfo, roles: 'anyone',
    request: z.object({ token: zText(100) }),
  }),
  enrol: sellerCall<{ message: string; payload: { staff: { email: string; name: string; role: StaffRole } } }>()({
    ...paths.enrol, roles: 'anyone',
    request: z.object({ token: zText(100), password: z.string({ error: 'is required' }).min(1, 'is required').max(200), totp: zTotp }),
  }),
  auditList: sellerCall<{ message: string; payload: { lines: AuditLine[]; total: number } }>()({
    ...paths.auditList, roles: OWNER,
    request: z.object({
      staff_email: zOptionalText(200), action: zOptionalText(60), object_type: zOptionalText(40), object_id: zOptionalText(40),
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional(),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional(),
      page: zPageNo,
    }),
  }),
  staffList: sellerCall<{ message: string; payload: { staff: StaffRow[] } }>()({
    ...paths.staffList, roles: OWNER,
    request: z.object({}),
  }),
  staffAdd: sellerCall<{ message: string; payload: { staff_id: number; enrol_link: string } }>()({
    ...paths.staffAdd, roles: OWNER, freshTotp: true,
    request: z.object({ email: zText(200).pipe(z.email('must be a valid e-mail address')), name: zText(120), role: z.enum(STAFF_ROLES, 'must be owner, manager or packer'), totp: zTotp }),
  }),
  staffUpdate: sellerCall<{ message: string; payload: { staff: StaffRow[] } }>()({
    ...paths.staffUpdate, roles: OWNER, freshTotp: true,
    request: z
      .object({ staff_id: zId, role: z.enum(STAFF_ROLES, 'must be owner, manager or packer').optional(), active: z.boolean().optional(), totp: zTotp })
      .refine((v) => v.role !== undefined || v.active !== undefined, { message: 'say what changes: role or active', path: ['role'] }),
  }),
  // ----- staff: more calls here -----

  // ----- order desk (lib/orders/desk.ts, lib/orders/transition.ts) -----
  ordersList: sellerCall<{ message: string; payload: { orders: DeskOrderRow[]; total: number; counts: Record<string, number> } }>()({
    ...paths.ordersList, roles: ALL_STAFF,
    request: z.object({
      status: zStatus.optional(),
      paymentmode: z.enum(['cash', 'online']).optional(),
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional(),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional(),
      pincode: z.string().trim().regex(/^\d{6}$/, 'must be a 6-digit pincode').optional(),
      q: zOptionalText(100),
      page: zPageNo,
    }),
  }),
  orderDetail: sellerCall<{ message: string; payload: { order: DeskOrderDetail; items: DeskOrderItem[]; history: DeskOrderEvent[] } }>()({
    ...paths.orderDetail, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),
  orderTransition: sellerCall<{ message: string; payload: { order: DeskOrderDetail } }>()({
    ...paths.orderTransition, roles: ALL_STAFF,
    request: z.object({
      order_id: zId, to: zStatus, courier: zOptionalText(80), awb: zOptionalText(40), reason: zOptionalText(300),
      // Packing an order with items sold by unit: one unit per piece (docs/rules/seller.md#packing-with-a-unit).
      units: z.array(z.object({ order_item_id: zId, serial: zText(80) }), 'must be a list of { order_item_id, serial }').max(200, 'at most 200 units').optional(),
    }),
  }),
  ordersBulkTransition: sellerCall<{ message: string; payload: { results: { order_id: number; moved: boolean; message: string }[] } }>()({
    ...paths.ordersBulkTransition, roles: ALL_STAFF,
    request: z.object({ order_ids: z.array(zId).min(1, 'choose at least one order').max(100, 'at most 100 orders at once'), to: zStatus, courier: zOptionalText(80), reason: zOptionalText(300) }),
  }),
  // The console's first page (lib/dashboard/dashboard.ts): money figures for owner and manager only.
  dashboard: sellerCall<{ message: string; payload: Dashboard }>()({
    ...paths.dashboard, roles: ALL_STAFF,
    request: z.object({}),
  }),
  // ----- order desk: more calls here -----

  // ----- documents: more calls here -----
  documentsList: sellerCall<{ message: string; payload: { documents: OrderDocument[]; packing_slip_url: string; label_url: string } }>()({
    ...paths.documentsList, roles: ALL_STAFF,
    request: z.object({ order_id: zId }),
  }),

  // ----- refunds and COD ledger: more calls here -----
  // (lib/refunds/refunds.ts, lib/cod/ledger.ts; docs/rules/seller.md#refunds, #cod-ledger)
  refundsList: sellerCall<{ message: string; payload: { refunds: RefundRow[]; total: number; page: number; page_size: number } }>()({
    ...paths.refundsList, roles: MANAGERS,
    request: z.object({ status: z.enum(['pending', 'processed', 'failed'], 'must be pending, processed or failed').optional(), page: zPageNo }),
  }),
  refundsForOrder: sellerCall<{ message: string; payload: { refunds: RefundRow[] } }>()({
    ...paths.refundsForOrder, roles: MANAGERS,
    request: z.object({ order_id: zId }),
  }),
  refundsRecordManual: sellerCall<{ message: string; payload: { refund: RefundRow } }>()({
    ...paths.refundsRecordManual, roles: MANAGERS, freshTotp: true,
    request: z.object({
      order_id: zId,
      amount: z
        .union([z.number(), z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in rupees')])
        .transform(Number)
        .pipe(z.number('must be an amount in rupees').positive('must be more than 0').max(100_000_000, 'is too large').refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals')),
      reference: zText(200),
      return_id: zId.optional(),
      reason: zOptionalText(300),
      // Checked by the dispatcher (403 without a current code), not here.
      totp: z.string().trim().max(10).optional(),
    }),
  }),
  codOutstanding: sellerCall<{ message: string; payload: CodOutstanding }>()({
    ...paths.codOutstanding, roles: MANAGERS,
    request: z.object({}),
  }),
  codRecordRemittance: sellerCall<{ message: string; payload: { remittance: RemittanceRow } }>()({
    ...paths.codRecordRemittance, roles: MANAGERS,
    request: z.object({
      courier: zText(80),
      remitted_on: z.string({ error: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').refine(isCalendarDate, 'must be a real date'),
      reference: zText(100),
      order_ids: z
        .array(zId, 'must be a list of order ids')
        .min(1, 'choose at least one order')
        .max(500, 'at most 500 orders at once')
        .refine((ids) => new Set(ids).size === ids.length, 'lists an order twice'),
    }),
  }),
  codRemittances: sellerCall<{ message: string; payload: { remittances: RemittanceRow[]; total: number; page: number; page_size: number } }>()({
    ...paths.codRemittances, roles: MANAGERS,
    request: z.object({ page: zPageNo }),
  }),

  // ----- products (lib/products/editor.ts; docs/rules/products.md) -----
  // A packer reads the catalogue and its stock; owner and manager change it.
  productsList: sellerCall<{ message: string; payload: { products: EditableProduct[]; total: number; page: number; page_size: number } }>()({
    ...paths.productsList, roles: ALL_STAFF,
    request: z.object({ q: zOptionalText(100), page: zPageNo, archived: z.boolean('must be true or false').optional() }),
  }),
  productsGet: sellerCall<{ message: string; payload: { product: EditableProduct } }>()({
    ...paths.productsGet, roles: ALL_STAFF,
    request: z.object({ product_id: zId }),
  }),
  // Fields named as the shopper API's productDetail names them, plus hsn and gst_rate.
  productsSave: sellerCall<{ message: string; payload: { product_id: number; name_url: string; description: string | null } }>()({
    ...paths.productsSave, roles: MANAGERS,
    request: z.object({
      product_id: zId.optional(),
      name: zText(200),
      brand_id: zId,
      category_id: zId,
      mrp: zAmount.pipe(z.number().positive('must be more than 0')),
      selling_price: zAmount.pipe(z.number().positive('must be more than 0')),
      stock: z.union([z.number(), z.string().trim().regex(/^\d{1,7}$/, 'must be a whole number')]).transform(Number).pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000, 'is too large')),
      subcategory_id: zId.nullable().optional(),
      age_group_id: zId.nullable().optional(),
      gender: z.enum(['Boys', 'Girls', 'Men', 'Women', 'Unisex'], 'must be Boys, Girls, Men, Women or Unisex').nullable().optional(),
      sku_no: zOptionalText(60),
      no_of_quantity_allowed: zId.pipe(z.number().max(100, 'must be at most 100')).optional(),
      description: z.string().trim().max(20_000, 'must be at most 20000 characters').nullable().optional(),
      deal_price: zAmount.nullable().optional(),
      deal_ends_at: zMoment.nullable().optional(),
      hsn: z.string().trim().regex(/^\d{4,8}$/, 'must be 4 to 8 digits').nullable().optional(),
      gst_rate: z.union([z.literal(0), z.literal(5), z.literal(12), z.literal(18), z.literal(28)], 'must be 0, 5, 12, 18 or 28').optional(),
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
    }),
  }),
  // A product's pictures (lib/products/pictures.ts; docs/rules/products.md#pictures):
  // one file per upload, base64 in `data`, read only once the staff session and role are
  // checked; then the whole list in its new order with alt texts (a removal leaves one out).
  productsUploadPicture: sellerCall<{ message: string; payload: { pictures: ProductPicture[]; picture: ProductPicture } }>()({
    ...paths.productsUploadPicture, roles: MANAGERS, maxBodyBytes: PICTURE_BODY_BYTES,
    request: z.object({
      product_id: zId,
      data: z.string({ error: 'is required' }).min(1, 'is required').max(PICTURE_BODY_BYTES, 'is too large').transform((v) => v.replace(/^data:[^,]*,/, '')),
      alt: z.string().trim().max(MAX_ALT_LENGTH, `must be at most ${MAX_ALT_LENGTH} characters`).optional().transform((v) => v ?? ''),
    }),
  }),
  productsSavePictures: sellerCall<{ message: string; payload: { pictures: ProductPicture[] } }>()({
    ...paths.productsSavePictures, roles: MANAGERS,
    request: z.object({
      product_id: zId,
      pictures: z
        .array(z.object({ src: z.string({ error: 'is required' }).min(1, 'is required').max(500, 'is too long'), alt: z.string().trim().max(MAX_ALT_LENGTH, `must be at most ${MAX_ALT_LENGTH} characters`).default('') }), 'must be a list of pictures')
        .max(MAX_PICTURES, `at most ${MAX_PICTURES} pictures`),
    }),
  }),

  productsDuplicate: sellerCall<{ message: string; payload: { product_id: number; name_url: string } }>()({
    ...paths.productsDuplicate, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  // Off the storefront and back (lib/products/archive.ts); never deleted.
  productsArchive: sellerCall<{ message: string; payload: { product_id: number; name_url: string } }>()({
    ...paths.productsArchive, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  productsRestore: sellerCall<{ message: string; payload: { product_id: number; name_url: string } }>()({
    ...paths.productsRestore, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  productsBulkUpdate: sellerCall<{ message: string; payload: { updated: number } }>()({
    ...paths.productsBulkUpdate, roles: MANAGERS,
    request: z.object({
      items: z
        .array(
          z.object({
            product_id: zId,
            selling_price: zAmount.pipe(z.number().positive('must be more than 0')).optional(),
            stock: z.union([z.number(), z.string().trim().regex(/^\d{1,7}$/, 'must be a whole number')]).transform(Number).pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000, 'is too large')).optional(),
          }),
          'must be a list of products',
        )
        .min(1, 'change at least one product')
        .max(200, 'at most 200 products at once'),
    }),
  }),
  // The catalogue as CSV (lib/products/csv.ts): the file's text in `csv`.
  productsImportPreview: sellerCall<{ message: string; payload: ImportPlan }>()({
    ...paths.productsImportPreview, roles: MANAGERS, maxBodyBytes: CSV_BODY_BYTES,
    request: z.object({ csv: z.string({ error: 'is required' }).min(1, 'is required').max(CSV_BODY_BYTES, 'is too large') }),
  }),
  productsImport: sellerCall<{ message: string; payload: { created: number; updated: number; unchanged: number } }>()({
    ...paths.productsImport, roles: MANAGERS, maxBodyBytes: CSV_BODY_BYTES,
    request: z.object({ csv: z.string({ error: 'is required' }).min(1, 'is required').max(CSV_BODY_BYTES, 'is too large') }),
  }),

  // ----- product units (lib/products/units.ts; docs/rules/products.md#units) -----
  // A packer sees a product's units; owner and manager change them.
  productsUnits: sellerCall<{ message: string; payload: ProductUnits }>()({
    ...paths.productsUnits, roles: ALL_STAFF,
    request: z.object({ product_id: zId }),
  }),
  productsSoldByUnit: sellerCall<{ message: string; payload: ProductUnits }>()({
    ...paths.productsSoldByUnit, roles: MANAGERS,
    request: z.object({ product_id: zId, on: z.boolean('must be true or false') }),
  }),
  productsUnitsAdd: sellerCall<{ message: string; payload: ProductUnits }>()({
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
  productsUnitRemove: sellerCall<{ message: string; payload: ProductUnits }>()({
    ...paths.productsUnitRemove, roles: MANAGERS,
    request: z.object({ unit_id: zId }),
  }),

  // ----- delivery rules (lib/delivery/rules.ts; docs/rules/delivery.md) -----
  deliveryRules: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliveryRules, roles: MANAGERS,
    request: z.object({}),
  }),
  deliverySaveZone: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliverySaveZone, roles: MANAGERS,
    request: z.object({
      pincode_prefix: zPincodePrefix,
      serviceable: z.boolean('must be true or false'),
      min_days: zDays,
      max_days: zDays,
      cod: z.boolean('must be true or false').optional(),
    }),
  }),
  deliveryRemoveZone: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliveryRemoveZone, roles: MANAGERS,
    request: z.object({ pincode_prefix: zPincodePrefix }),
  }),
  deliverySaveCharges: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliverySaveCharges, roles: MANAGERS,
    request: z.object({ charges: z.array(z.object({ upto: zAmount.pipe(z.number().positive('must be more than 0')), charge: zAmount }), 'must be a list of thresholds and charges').max(10, 'at most 10 tiers') }),
  }),
  deliverySaveFees: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliverySaveFees, roles: MANAGERS,
    request: z.object({ digital_discount: zPercent, handling_fee: zPercent }),
  }),
  // Pincode ranges (docs/rules/delivery.md#pincode-ranges): the size and overlap checks are lib/delivery/rules.ts's.
  deliverySaveRange: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliverySaveRange, roles: MANAGERS,
    request: z.object({
      from: zPincode,
      to: zPincode,
      serviceable: z.boolean('must be true or false'),
      min_days: zDays,
      max_days: zDays,
      cod: z.boolean('must be true or false'),
    }),
  }),
  deliveryRemoveRange: sellerCall<{ message: string; payload: DeliverySettings }>()({
    ...paths.deliveryRemoveRange, roles: MANAGERS,
    request: z.object({ from: zPincode, to: zPincode }),
  }),
  // The pincode file (lib/delivery/csv.ts; docs/rules/delivery.md#pincode-file): its text in `csv`.
  deliveryImportPreview: sellerCall<{ message: string; payload: DeliveryImportPlan }>()({
    ...paths.deliveryImportPreview, roles: MANAGERS, maxBodyBytes: PINCODE_CSV_BODY_BYTES,
    request: z.object({ csv: z.string({ error: 'is required' }).min(1, 'is required').max(PINCODE_CSV_BODY_BYTES, 'is too large') }),
  }),
  deliveryImport: sellerCall<{ message: string; payload: { created: number; updated: number; unchanged: number } }>()({
    ...paths.deliveryImport, roles: MANAGERS, maxBodyBytes: PINCODE_CSV_BODY_BYTES,
    request: z.object({ csv: z.string({ error: 'is required' }).min(1, 'is required').max(PINCODE_CSV_BODY_BYTES, 'is too large') }),
  }),

  // ----- storefront content (lib/content/banners.ts; docs/rules/content.md) -----
  contentBanners: sellerCall<{ message: string; payload: { banners: EditableBanner[]; images: string[] } }>()({
    ...paths.contentBanners, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveBanner: sellerCall<{ message: string; payload: { banner: EditableBanner } }>()({
    ...paths.contentSaveBanner, roles: MANAGERS,
    request: z
      .object({
        banner_id: zId.optional(),
        kind: z.enum(BANNER_KINDS, 'must be banner, promobanner or sectionbanner'),
        name: zText(120),
        subtitle: zOptionalText(200),
        image: zText(300),
        mobile_image: zOptionalText(300),
        target: z.enum(BANNER_TARGETS, 'must be none, site, product, subcategory, category or vertical'),
        target_value: zOptionalText(500),
        sort_order: z.union([z.number(), z.string().trim().regex(/^\d{1,4}$/, 'must be a whole number')]).transform(Number).pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(9999, 'is too large')),
        starts_at: zMoment.nullable().optional(),
        ends_at: zMoment.nullable().optional(),
      }),
  }),
  contentRemoveBanner: sellerCall<{ message: string; payload: Record<string, never> }>()({
    ...paths.contentRemoveBanner, roles: MANAGERS,
    request: z.object({ banner_id: zId }),
  }),
  // A new picture for a banner or a store (lib/content/pictures.ts;
  // docs/rules/content.md#uploaded-pictures): one file, base64 in `data`, read only once
  // the staff session and role are checked; answers its path for save-banner/save-store.
  contentUploadPicture: sellerCall<{ message: string; payload: UploadedPicture }>()({
    ...paths.contentUploadPicture, roles: MANAGERS, maxBodyBytes: PICTURE_BODY_BYTES,
    request: z.object({
      data: z.string({ error: 'is required' }).min(1, 'is required').max(PICTURE_BODY_BYTES, 'is too large').transform((v) => v.replace(/^data:[^,]*,/, '')),
      purpose: z.enum(PICTURE_PURPOSES, 'must be banner or store'),
    }),
  }),
  // the store locator, brand focus, home sections, deals and pages (lib/content/*.ts)
  contentStores: sellerCall<{ message: string; payload: { stores: EditableStore[]; images: string[] } }>()({
    ...paths.contentStores, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveStore: sellerCall<{ message: string; payload: { store: EditableStore } }>()({
    ...paths.contentSaveStore, roles: MANAGERS,
    request: z.object({
      store_id: zId.optional(),
      city: zText(60),
      name: zText(120),
      address: zText(300),
      contact: z.string({ error: 'is required' }).trim().regex(/^\+?[\d\s-]{8,20}$/, 'must be a phone number: digits, spaces, - and a leading +'),
      email: z.string({ error: 'is required' }).trim().toLowerCase().max(200, 'must be at most 200 characters').pipe(z.email('must be an e-mail address')),
      photo: zText(300),
      map_link: zText(500),
    }),
  }),
  contentRemoveStore: sellerCall<{ message: string; payload: Record<string, never> }>()({
    ...paths.contentRemoveStore, roles: MANAGERS,
    request: z.object({ store_id: zId }),
  }),
  contentBrandOffers: sellerCall<{ message: string; payload: { offers: EditableBrandOffer[]; brands: ContentChoice[] } }>()({
    ...paths.contentBrandOffers, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveBrandOffers: sellerCall<{ message: string; payload: { offers: EditableBrandOffer[] } }>()({
    ...paths.contentSaveBrandOffers, roles: MANAGERS,
    request: z.object({
      offers: z.array(z.object({ brand_id: zId, brand_offer: zText(60) }), 'must be a list of brands and offer lines').max(30, 'at most 30 brands'),
    }),
  }),
  contentHomeSections: sellerCall<{ message: string; payload: { sections: EditableHomeSection[]; categories: ContentChoice[] } }>()({
    ...paths.contentHomeSections, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveHomeSections: sellerCall<{ message: string; payload: { sections: EditableHomeSection[] } }>()({
    ...paths.contentSaveHomeSections, roles: MANAGERS,
    request: z.object({ category_ids: z.array(zId, 'must be a list of category ids').max(20, 'at most 20 sections') }),
  }),
  contentDeals: sellerCall<{ message: string; payload: { deals: DealRow[] } }>()({
    ...paths.contentDeals, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSaveDeal: sellerCall<{ message: string; payload: { deal: DealRow } }>()({
    ...paths.contentSaveDeal, roles: MANAGERS,
    request: z.object({
      product_id: zId,
      deal_type_id: z.union([z.number(), z.string().trim().regex(/^\d$/, 'must be 1 or 2')]).transform(Number).pipe(z.literal(DEAL_KINDS, 'must be 1 (deal of the day) or 2 (hot deal)')),
      deal_price: zAmount,
      deal_ends_at: zMoment,
    }),
  }),
  contentEndDeal: sellerCall<{ message: string; payload: Record<string, never> }>()({
    ...paths.contentEndDeal, roles: MANAGERS,
    request: z.object({ product_id: zId }),
  }),
  contentPages: sellerCall<{ message: string; payload: { pages: EditablePage[] } }>()({
    ...paths.contentPages, roles: MANAGERS,
    request: z.object({}),
  }),
  contentSavePage: sellerCall<{ message: string; payload: { page: EditablePage } }>()({
    ...paths.contentSavePage, roles: MANAGERS,
    request: z.object({
      page: z.enum(CONTENT_PAGES, `must be one of ${CONTENT_PAGES.join(', ')}`),
      body: z.string({ error: 'is required' }).max(PAGE_BODY_MAX, `must be at most ${PAGE_BODY_MAX} characters`),
    }),
  }),
  contentResetPage: sellerCall<{ message: string; payload: { page: EditablePage } }>()({
    ...paths.contentResetPage, roles: MANAGERS,
    request: z.object({ page: z.enum(CONTENT_PAGES, `must be one of ${CONTENT_PAGES.join(', ')}`) }),
  }),

  // ----- coupons (lib/coupons/coupons.ts; docs/rules/coupons.md) -----
  couponsList: sellerCall<{ message: string; payload: { coupons: CouponView[] } }>()({
    ...paths.couponsList, roles: MANAGERS,
    request: z.object({}),
  }),
  couponsSave: sellerCall<{ message: string; payload: { coupon: CouponView } }>()({
    ...paths.couponsSave, roles: MANAGERS,
    request: z
      .object({
        code: z.string({ error: 'is required' }).trim().toUpperCase().regex(/^[A-Z0-9_-]{3,40}$/, 'must be 3 to 40 letters, digits, - or _'),
        kind: z.enum(['flat', 'percent'], 'must be flat or percent'),
        value: zAmount,
        min_order: zAmount.optional(),
        max_discount: zAmount.optional(),
        starts_at: zMoment.optional(),
        ends_at: zMoment.optional(),
        total_uses: zId.optional(),
        uses_per_customer: zId.optional(),
        first_order_only: z.boolean('must be true or false').optional(),
        category_ids: z.array(zId, 'must be a list of category ids').max(200).optional(),
        brand_ids: z.array(zId, 'must be a list of brand ids').max(200).optional(),
        active: z.boolean('must be true or false').optional(),
        on_offers_page: z.boolean('must be true or false').optional(),
        title: zOptionalText(80),
        description: zOptionalText(300),
      })
      .refine((c) => !c.on_offers_page || !!c.title, { path: ['title'], message: 'is required for a coupon shown on the offers page' })
      .refine((c) => c.kind !== 'percent' || (Number.isInteger(c.value) && c.value >= 1 && c.value <= 100), { path: ['value'], message: 'a percent must be a whole number from 1 to 100' })
      .refine((c) => c.value > 0, { path: ['value'], message: 'must be more than 0' })
      .refine((c) => !c.starts_at || !c.ends_at || c.ends_at > c.starts_at, { path: ['ends_at'], message: 'must be after the start' }),
  }),

  // ----- returns: more calls here -----
  // (lib/returns/returns.ts; docs/rules/seller.md#returns)
  returnsList: sellerCall<{ message: string; payload: { returns: ReturnRow[]; total: number; page: number; page_size: number } }>()({
    ...paths.returnsList, roles: MANAGERS,
    request: z.object({ status: z.enum(RETURN_STATUSES, 'must be a return status').optional(), order_id: zId.optional(), page: zPageNo }),
  }),
  returnsDecide: sellerCall<{ message: string; payload: { return: ReturnRow } }>()({
    ...paths.returnsDecide, roles: MANAGERS,
    request: z.object({ return_id: zId, decision: z.enum(['approve', 'reject'], 'must be approve or reject'), note: zOptionalText(300) }),
  }),
  // Receiving starts the refund of an online payment: a fresh code, as for any refund.
  returnsReceive: sellerCall<{ message: string; payload: { return: ReturnRow } }>()({
    ...paths.returnsReceive, roles: MANAGERS, freshTotp: true,
    request: z.object({ return_id: zId, outcome: z.enum(['restocked', 'written_off'], 'must be restocked or written_off'), totp: z.string().trim().max(10).optional() }),
  }),
} as const;

export type SellerCalls = typeof sellerCalls;
export type SellerCallName = keyof SellerCalls;
export type SellerRequestOf<N extends SellerCallName> = z.input<SellerCalls[N]['request']>;
export type SellerParsedRequestOf<N extends SellerCallName> = z.output<SellerCalls[N]['request']>;
export type SellerResponseOf<N extends SellerCallName> = NonNullable<SellerCalls[N]['response']>;

const byPath = new Map<string, SellerCallName>((Object.keys(sellerCalls) as SellerCallName[]).map((name) => [sellerCalls[name].path, name]));
export function sellerCallForPath(path: string): SellerCallName | undefined {
  return byPath.get(path.replace(/^\/+/, ''));
}
