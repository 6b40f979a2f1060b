// Table types for Kysely. Money columns end in _paise (integers); the API speaks rupees.
// JSON-holding columns are text, parsed by the handlers that read them.
import type { ColumnType, Generated } from 'kysely';

type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

interface Owned {
  company_id: number;
  store_id: number;
}

export interface VerticalTable extends Owned {
  id: Id;
  name: string;
  name_url: string;
  image: string | null;
  sort_order: number;
}

export interface CategoryTable extends Owned {
  id: Id;
  vertical_id: number;
  name: string;
  name_url: string;
  image: string | null;
  sort_order: number;
}

export interface SubcategoryTable extends Owned {
  id: Id;
  category_id: number;
  name: string;
  name_url: string;
  sort_order: number;
}

export interface BrandTable extends Owned {
  id: Id;
  name: string;
  name_url: string;
  logo: string | null;
}

export interface BrandOfferTable extends Owned {
  id: Id;
  brand_id: number;
  brand_icon: string;
  brand_offer: string;
  sort_order: number;
}

export interface AgeGroupTable extends Owned {
  id: Id;
  name: string;
  name_url: string;
  image: string | null;
  banner_image: string | null;
  sort_order: number;
}

export interface ProductTable extends Owned {
  id: Id;
  vertical_id: number;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number | null;
  age_group_id: number | null;
  gender: string | null;
  name: string;
  name_url: string;
  sku_no: string;
  description: string | null;
  image: string;
  gallery_images: string; // JSON list of image paths
  color_id: number | null;
  color: string | null;
  variant_group: string | null; // products sharing a group are colour variants of each other
  mrp_paise: number;
  selling_price_paise: number;
  stock: number;
  /** 1: sold by serial or IMEI number; stock follows its units (docs/rules/products.md#units). */
  sold_by_unit: ColumnType<number, number | undefined, number>;
  no_of_quantity_allowed: number;
  is_deal: number; // 1 = deal
  deal_type_id: number | null; // 1 = deal of the day, 2 = hot deal
  deal_price_paise: number | null;
  deal_ends_at: string | null;
  is_featured: number;
  specifications: string | null; // JSON object
  other_information: string | null; // JSON object
  barcode: string | null;
  bank_offer: string | null; // JSON list of {logo, description, starttime, endtime}
  total_rating: number;
  review_count: number;
  hsn_code: string | null; // the GST tariff code an invoice line shows
  gst_rate: ColumnType<number, number | undefined, number>; // percent, one of GST_RATES (lib/products/gst-fields.ts)
  picture_alts: ColumnType<string | null, string | null | undefined, string | null>; // JSON object: picture path -> alt text
  condition_grade: ColumnType<string | null, string | null | undefined, string | null>; // a key of lib/products/condition.ts
  warranty_months: ColumnType<number, number | undefined, number>;
  box_contents: ColumnType<string | null, string | null | undefined, string | null>; // a line per item
  low_stock_at: ColumnType<number | null, number | null | undefined, number | null>; // the dashboard's threshold; null: the store's (migration 016)
  // The package a booking needs (migration 027; docs/rules/shipping.md); null: not set.
  package_weight_kg: ColumnType<number | null, number | null | undefined, number | null>;
  package_length_cm: ColumnType<number | null, number | null | undefined, number | null>;
  package_breadth_cm: ColumnType<number | null, number | null | undefined, number | null>;
  package_height_cm: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: string;
}

/** An uploaded product picture's converted WebP bytes, keyed by their hash (migration 012). */
export interface ProductPictureTable extends Owned {
  id: Id;
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
  byte_size: number;
  created_at: CreatedAt;
}

export interface BannerTable extends Owned {
  id: Id;
  kind: 'banner' | 'promobanner' | 'sectionbanner';
  name: string;
  subtitle: string | null;
  image: string;
  mobile_image: string | null;
  site_link: string | null;
  vertical_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  product_id: number | null;
  sort_order: number;
  starts_at: ColumnType<string | null, string | null | undefined, string | null>;
  ends_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HomeCategoryTable extends Owned {
  id: Id;
  category_id: number;
  sort_order: number;
}

export interface StoreLocationTable extends Owned {
  id: Id;
  city: string;
  name: string;
  address: string;
  contact: string;
  email: string;
  photo: string;
  map_link: string;
}

export interface CustomerTable {
  id: Id;
  company_id: number;
  name: string;
  contact: string | null;
  email: string | null;
  password_hash: string | null;
  created_at: CreatedAt;
  /** When the shopper agreed to order updates on WhatsApp (migration 018); null: not agreed. */
  whatsapp_opt_in_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  id: Id;
  token_hash: string;
  customer_id: number;
  created_at: CreatedAt;
  expires_at: string;
}

export interface OtpChallengeTable {
  id: Id;
  otp_type: string;
  username: string;
  purpose: 'login' | 'register';
  code_hash: string;
  attempts: number;
  /** Wrong tries from other addresses than client_ip's (migration 017): they cannot void the OTP for its asker. */
  foreign_attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  client_ip: string | null;
  created_at: CreatedAt;
}

export interface CartTable extends Owned {
  id: Id;
  customer_id: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface CartLineTable {
  id: Id;
  cart_id: number;
  product_id: number;
  quantity: number;
  /** The shopper's chosen unit, or any unit of a grade (docs/rules/units.md#choosing). */
  unit_id: ColumnType<number | null, number | null | undefined, number | null>;
  unit_grade: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AddressTable extends Owned {
  id: Id;
  customer_id: number;
  name: string;
  contact: string;
  email: string;
  pincode: string;
  city: string;
  state: string;
  house_no: string;
  street: string;
  landmark: string | null;
  address_type: string;
  instruction_delivery: string | null;
  /** A business buyer's GSTIN and legal name (docs/rules/addresses.md#business-buyers). */
  gstin: ColumnType<string | null, string | null | undefined, string | null>;
  company_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface OrderTable extends Owned {
  id: Id;
  order_string: string;
  customer_id: number;
  address_id: number | null;
  delivered_name: string;
  delivered_house_no: string;
  delivered_street: string;
  delivered_city: string;
  delivered_state: string;
  delivered_pincode: string;
  delivered_contact: string;
  paymentmode: 'cash' | 'online';
  status: string; // one of ORDER_STATUSES (lib/orders/status-machine.ts)
  payment_status: string; // pending, paid, failed, cod
  subtotal_paise: number;
  mrp_total_paise: number;
  delivery_charge_paise: number;
  handling_fee_paise: number;
  digital_discount_paise: number;
  coupon_value_paise: number;
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  total_paid_paise: number;
  total_saving_paise: number;
  slot_id: number;
  slot_date: string;
  start_time: string;
  end_time: string;
  delivery_date: string;
  idempotency_key: string | null;
  courier: ColumnType<string | null, string | null | undefined, string | null>;
  awb: ColumnType<string | null, string | null | undefined, string | null>;
  eway_bill_no: ColumnType<string | null, string | null | undefined, string | null>; // 12 digits, when the consignment needed one (020)
  status_reason: ColumnType<string | null, string | null | undefined, string | null>; // why delivery failed, or why the seller cancelled
  shipped_at: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address's GSTIN and legal name when the order was placed: its invoice is B2B. */
  buyer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_legal_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Of digital_discount_paise, the prepay offer of the COD confirmation page (023). */
  prepay_discount_paise: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: string;
  // Partial COD and the hold for a call (docs/rules/cod.md, migration 024).
  /** The part of a cash order paid online upfront, paise (0: none). */
  cod_upfront_paise: ColumnType<number, number | undefined, number>;
  cod_on_hold: ColumnType<number, number | undefined, number>;
  cod_hold_note: ColumnType<string | null, string | null | undefined, string | null>;
  cod_hold_by: ColumnType<string | null, string | null | undefined, string | null>;
  cod_hold_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemTable {
  id: Id;
  order_id: number;
  product_id: number;
  product_name: string;
  image: string;
  quantity: number;
  unit_price_paise: number;
  mrp_paise: number;
  total_paise: number;
  cancel_status: number;
  packed_action: number;
  out_for_delivery_action: number;
  delivered_action: number;
  /** The units the packer picked, JSON [{ serial, kind }] (docs/rules/products.md#units). */
  unit_picks: ColumnType<string | null, string | null | undefined, string | null>;
  /** The unit the shopper chose (reserved for this item), or the grade any unit must be of (docs/rules/units.md#reserving). */
  unit_id: ColumnType<number | null, number | null | undefined, number | null>;
  unit_grade: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentTable {
  id: Id;
  order_id: number;
  provider: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  amount_paise: number;
  status: string; // created, paid, failed
  created_at: CreatedAt;
  updated_at: string;
}

export interface PaymentEventTable {
  id: Id;
  provider: string;
  event_id: string;
  payload: string;
  created_at: CreatedAt;
}

export interface ReviewTable extends Owned {
  id: Id;
  product_id: number;
  customer_id: number | null;
  name: string;
  rating: number;
  review: string;
  created_at: CreatedAt;
}

export interface ContactMessageTable extends Owned {
  id: Id;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Id;
  channel: 'sms' | 'email' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
  sent_at: string | null;
}

export interface PaymentFeeTable {
  company_id: number;
  digital_discount: number; // percent of the subtotal, online payments
  handling_fee: number; // percent of the subtotal, cash on delivery
}

export interface DeliveryChargeRuleTable extends Owned {
  id: Id;
  // The charge applies while the subtotal is below upto_paise; at or above it delivery is free.
  upto_paise: number;
  charge_paise: number;
}

export interface ServiceabilityRuleTable extends Owned {
  id: Id;
  // Longest matching prefix wins; '' is the default rule.
  pincode_prefix: string;
  serviceable: number;
  min_days: number;
  max_days: number;
  cod: ColumnType<number, number | undefined, number>; // 1: cash on delivery taken here (migration 014)
}

// docs/rules/delivery.md#pincode-ranges: every pincode from from_pincode to to_pincode
// (6 digits each, at most 1,000 apart); ranges never overlap.
export interface PincodeRangeTable extends Owned {
  id: Id;
  from_pincode: string;
  to_pincode: string;
  serviceable: number;
  min_days: number;
  max_days: number;
  cod: ColumnType<number, number | undefined, number>;
}

export interface PincodeTable {
  pincode: string;
  district: string;
  state: string;
}

// ----- the seller's side (migration 006, docs/rules/seller.md) -----

export type StaffRole = 'owner' | 'manager' | 'packer';

export interface StaffTable extends Owned {
  id: Id;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  enrol_token_hash: string | null;
  enrol_expires_at: string | null;
  /** No longer read: staff_login_failures counts failures (migration 017). */
  failed_logins: ColumnType<number, number | undefined, number>;
  /** Until when logins from addresses the member never logged in from are refused (shown in the console). */
  locked_until: string | null;
  /** When the owners were last mailed that this account is attacked. */
  attack_alerted_at: ColumnType<string | null, string | null | undefined, string | null>;
  active: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: string;
}

export interface StaffSessionTable {
  id: Id;
  token_hash: string;
  staff_id: number;
  last_seen_at: string;
  expires_at: string;
  created_at: CreatedAt;
}

/** An address an account logged in from (lib/auth/known-addresses.ts). */
export interface LoginAddressTable {
  id: Id;
  /** "staff:<id>" or "customer:<id>". */
  account: string;
  /** As the client address is read, an IPv6 address by its /64. */
  address: string;
  last_login_at: string;
  created_at: CreatedAt;
}

/** A failed staff login, or one still being checked (lib/staff/login-throttle.ts). */
export interface StaffLoginFailureTable {
  id: Id;
  email: string;
  address: string;
  created_at: string;
}

/** Append-only: the database refuses an update or a delete. */
export type JobState = 'queued' | 'running' | 'failed' | 'done' | 'dead' | 'cancelled';

/** The durable job queue (lib/jobs/queue.ts, docs/jobs.md). */
export interface JobTable {
  id: Id;
  kind: string;
  /** JSON. */
  payload: string;
  unique_key: string | null;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  run_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: string;
  finished_at: string | null;
}

export type MessageChannel = 'sms' | 'whatsapp' | 'email';
export type MessageState = 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** Each message about an order, per event, channel and recipient (lib/notify/messages.ts). */
export interface MessageTable {
  id: Id;
  order_id: number | null;
  event: string;
  audience: 'shopper' | 'seller';
  channel: MessageChannel;
  recipient: string;
  /** JSON: the template's variables, in the order the template registers them. */
  variables: string;
  subject: string | null;
  body: string;
  unique_key: string;
  state: ColumnType<MessageState, MessageState | undefined, MessageState>;
  failures: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  provider_message_id: string | null;
  sent_at: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface AuditLogTable extends Owned {
  id: Id;
  staff_id: number | null;
  staff_email: string;
  action: string;
  object_type: string | null;
  object_id: string | null;
  before: string | null;
  after: string | null;
  client_ip: string | null;
  created_at: CreatedAt;
}

/** Append-only. */
export interface OrderEventTable {
  id: Id;
  order_id: number;
  actor: 'staff' | 'customer' | 'system' | 'courier';
  staff_id: number | null;
  staff_email: string | null;
  from_status: string | null;
  to_status: string;
  note: string | null;
  created_at: CreatedAt;
}

/** Append-only: an issued invoice or credit note is never changed. */
export interface TaxDocumentTable extends Owned {
  id: Id;
  order_id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  financial_year: string;
  sequence: number;
  cause: string;
  body: string;
  created_at: CreatedAt;
}

export interface DocumentCounterTable {
  company_id: number;
  kind: 'invoice' | 'credit_note';
  financial_year: string;
  last_sequence: number;
}

export interface RefundTable {
  id: Id;
  order_id: number;
  return_id: number | null;
  method: 'provider' | 'manual';
  provider: string | null;
  provider_payment_id: string | null;
  provider_refund_id: string | null;
  amount_paise: number;
  status: 'pending' | 'processed' | 'failed';
  idempotency_key: string;
  reason: string;
  reference: string | null;
  staff_id: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface CodRemittanceTable extends Owned {
  id: Id;
  courier: string;
  remitted_on: string;
  reference: string;
  /** The gross: the cash of the orders it covers. */
  amount_paise: number;
  /** The courier in the list (migration 028; null for an old remittance whose name the list lacks). */
  courier_id: number | null;
  /** The courier's deductions: net = amount - freight - COD charges. */
  freight_paise: ColumnType<number, number | undefined, number>;
  cod_charges_paise: ColumnType<number, number | undefined, number>;
  staff_id: number;
  created_at: CreatedAt;
}

export interface CodRemittanceOrderTable {
  remittance_id: number;
  order_id: number;
  amount_paise: number;
}

export interface ReturnRequestTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  customer_id: number;
  quantity: number;
  reason: string;
  status: 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';
  decision_note: string | null;
  outcome: 'restocked' | 'written_off' | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface CouponTable extends Owned {
  id: Id;
  code: string;
  kind: 'flat' | 'percent';
  /** flat: paise; percent: whole percent. */
  value: number;
  min_order_paise: ColumnType<number, number | undefined, number>;
  max_discount_paise: number | null;
  starts_at: string | null;
  ends_at: string | null;
  total_uses: number | null;
  uses_per_customer: ColumnType<number, number | undefined, number>;
  first_order_only: ColumnType<number, number | undefined, number>;
  category_ids: string | null; // JSON list
  brand_ids: string | null; // JSON list
  active: ColumnType<number, number | undefined, number>;
  used_count: ColumnType<number, number | undefined, number>;
  /** What the /offers page shows of a coupon it lists (on_offers_page 1). */
  title: string | null;
  description: string | null;
  on_offers_page: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: string;
}

/** One piece of a product sold by unit (docs/rules/products.md#units). */
export interface ProductUnitTable extends Owned {
  id: Id;
  product_id: number;
  serial: string;
  kind: 'serial' | 'imei';
  grade: string | null;
  note: string | null;
  status: 'in_stock' | 'sold' | 'written_off';
  /** The order item it went to, while it is with that order (in stock: reserved for it). */
  order_item_id: number | null;
  created_at: CreatedAt;
  updated_at: string;
  // docs/rules/units.md#the-fields
  battery_health: ColumnType<number | null, number | null | undefined, number | null>;
  photos: ColumnType<string | null, string | null | undefined, string | null>;
  cosmetic_notes: ColumnType<string | null, string | null | undefined, string | null>;
  in_box: ColumnType<string | null, string | null | undefined, string | null>;
  warranty_months: ColumnType<number | null, number | null | undefined, number | null>;
  warranty_by: ColumnType<'brand' | 'seller' | null, 'brand' | 'seller' | null | undefined, 'brand' | 'seller' | null>;
  imei_checked_on: ColumnType<string | null, string | null | undefined, string | null>;
  price_paise: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CouponUseTable {
  id: Id;
  coupon_id: number;
  order_id: number;
  customer_id: number;
  discount_paise: number;
  released_at: string | null;
  created_at: CreatedAt;
}

export interface NewsletterSubscriberTable extends Owned {
  id: Id;
  email: string;
  consent_at: string;
  source: string;
  unsubscribe_token_hash: string;
  unsubscribed_at: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

/** An informational page's edited text (migration 015; docs/rules/content.md#pages). */
export interface ContentPageTable extends Owned {
  id: Id;
  page: string;
  body: string;
  updated_by: string;
  created_at: CreatedAt;
  updated_at: string;
}

/** A shopper's back-in-stock or price alert (migration 026; docs/rules/alerts.md). */
export type AlertKind = 'back_in_stock' | 'price_below';
export type AlertStatus = 'live' | 'sent' | 'cancelled';
export interface ProductAlertTable extends Owned {
  id: Id;
  customer_id: number;
  product_id: number;
  kind: AlertKind;
  target_paise: number | null;
  status: ColumnType<AlertStatus, AlertStatus | undefined, AlertStatus>;
  round: ColumnType<number, number | undefined, number>;
  token: string;
  sent_at: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

/** One of the seller's EMI plans (migration 026; docs/rules/alerts.md#emi). */
export interface EmiPlanTable extends Owned {
  id: Id;
  bank: string;
  tenure_months: number;
  /** Percent a year. */
  annual_rate: number;
  /** 1: no-cost EMI, the seller pays the interest. */
  no_cost: number;
  min_order_paise: number;
  created_at: CreatedAt;
  updated_at: string;
}

/** A shopper's complaint to the grievance officer (migration 022; docs/rules/grievances.md). */
export type GrievanceState = 'open' | 'acknowledged' | 'resolved' | 'closed';
export interface GrievanceTable extends Owned {
  id: Id;
  ticket: string;
  customer_id: number | null;
  order_id: number | null;
  name: string;
  email: string;
  phone: string;
  category: string;
  subject: string;
  text: string;
  state: ColumnType<GrievanceState, GrievanceState | undefined, GrievanceState>;
  acknowledged_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  resolution: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

/** A staff reply to a complaint (migration 022). */
export interface GrievanceMessageTable {
  id: Id;
  grievance_id: number;
  staff_id: number | null;
  staff_name: string;
  text: string;
  created_at: CreatedAt;
}

/** A tax period the owner marked as filed in GSTR-1 (migration 021, docs/rules/gst.md). */
export interface GstPeriodTable extends Owned {
  id: Id;
  /** MMYYYY. */
  period: string;
  filed_by: number | null;
  /** JSON: the reconciliation when filed. */
  figures: string;
  created_at: CreatedAt;
}

export interface Database {
  verticals: VerticalTable;
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  brands: BrandTable;
  brand_offers: BrandOfferTable;
  age_groups: AgeGroupTable;
  products: ProductTable;
  product_units: ProductUnitTable;
  banners: BannerTable;
  home_categories: HomeCategoryTable;
  store_locations: StoreLocationTable;
  customers: CustomerTable;
  sessions: SessionTable;
  otp_challenges: OtpChallengeTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  addresses: AddressTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  reviews: ReviewTable;
  contact_messages: ContactMessageTable;
  grievances: GrievanceTable;
  grievance_messages: GrievanceMessageTable;
  outbox: OutboxTable;
  jobs: JobTable;
  messages: MessageTable;
  payment_fees: PaymentFeeTable;
  delivery_charge_rules: DeliveryChargeRuleTable;
  serviceability_rules: ServiceabilityRuleTable;
  pincode_ranges: PincodeRangeTable;
  pincodes: PincodeTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_login_failures: StaffLoginFailureTable;
  login_addresses: LoginAddressTable;
  audit_log: AuditLogTable;
  order_events: OrderEventTable;
  tax_documents: TaxDocumentTable;
  document_counters: DocumentCounterTable;
  refunds: RefundTable;
  cod_remittances: CodRemittanceTable;
  couriers: CourierTable;
  cod_remittance_orders: CodRemittanceOrderTable;
  return_requests: ReturnRequestTable;
  coupons: CouponTable;
  coupon_uses: CouponUseTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  content_pages: ContentPageTable;
  product_pictures: ProductPictureTable;
  gst_periods: GstPeriodTable;
  product_alerts: ProductAlertTable;
  emi_plans: EmiPlanTable;
  cod_confirmation_settings: CodConfirmationSettingsTable;
  cod_confirmations: CodConfirmationTable;
  cod_rules: CodRulesTable;
  cod_rule_refusals: CodRuleRefusalTable;
  shipping_settings: ShippingSettingsTable;
  shipments: ShipmentTable;
  shipment_events: ShipmentEventTable;
  shipment_scans: ShipmentScanTable;
  test_courier_shipments: TestCourierShipmentTable;
}

/** Whether a COD order waits for the shopper's confirmation, per store (migration 023). */
export interface CodConfirmationSettingsTable {
  store_id: number;
  company_id: number;
  enabled: ColumnType<number, number | undefined, number>;
  /** Confirmation applies from this order total; 0 = every COD order. */
  min_order_paise: ColumnType<number, number | undefined, number>;
  window_hours: ColumnType<number, number | undefined, number>;
  prepay_discount_kind: ColumnType<'percent' | 'amount', 'percent' | 'amount' | undefined, 'percent' | 'amount'>;
  /** A percent of the subtotal, or paise; 0 = no offer to pay online. */
  prepay_discount_value: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** One COD order waiting for its shopper (migration 023); the link's token only as its SHA-256. */
export interface CodConfirmationTable {
  id: Id;
  order_id: number;
  token_hash: string;
  state: ColumnType<'pending' | 'confirmed' | 'cancelled' | 'expired' | 'prepaid', 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'prepaid' | undefined, 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'prepaid'>;
  expires_at: string;
  prepay_quote: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: string;
}

/** The seller's cash-on-delivery rules, one row per store, each null while off (docs/rules/cod.md). */
export interface CodRulesTable extends Owned {
  id: Id;
  min_order_paise: number | null;
  max_order_paise: number | null;
  max_open_orders: number | null;
  max_customer_rtos: number | null;
  pincode_window: number | null;
  pincode_rto_percent: number | null;
  upfront_kind: 'fixed' | 'percent' | null;
  /** Paise when fixed, a percent when percent. */
  upfront_value: number | null;
  upfront_above_paise: number | null;
  freight_paise: number | null;
  rules_on_since: string | null;
  updated_at: string;
}

/** A COD order a rule refused (docs/rules/cod.md#what-the-rules-saved). */
export interface CodRuleRefusalTable extends Owned {
  id: Id;
  customer_id: number;
  pincode: string;
  rule: string;
  order_paise: number;
  created_at: CreatedAt;
}

/** A courier of the seller's list (migration 028; docs/rules/shipping.md#the-courier-list). */
export interface CourierTable extends Owned {
  id: Id;
  name: string;
  /** The name trimmed, spaces squeezed, lower-cased: unique per store. */
  name_key: string;
  /** The courier's tracking page with `{awb}` where the AWB goes; null: the shop's own. */
  tracking_url: string | null;
  /** A regular expression the whole AWB matches (case aside); null: any AWB. */
  awb_pattern: string | null;
  awb_hint: string | null;
  active: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: string;
}

/** How a courier is chosen and where it picks up, per store (migration 027; docs/rules/shipping.md). */
export type CourierRule = 'cheapest' | 'fastest' | 'preferred';
export interface ShippingSettingsTable {
  store_id: number;
  company_id: number;
  courier_rule: ColumnType<CourierRule, CourierRule | undefined, CourierRule>;
  preferred_courier: string | null;
  pickup_location: string | null;
  pickup_pincode: string | null;
  poll_after_hours: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** A shipment's own state, from its booking to its end (migration 027; docs/rules/shipping.md). */
export type ShipmentStatus =
  | 'booking' | 'booked' | 'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered'
  | 'undelivered' | 'rto_initiated' | 'rto_delivered' | 'cancelled' | 'failed';
/** One parcel at a courier: an order's (forward) or a return's pickup (return). */
export interface ShipmentTable extends Owned {
  id: Id;
  order_id: number;
  direction: ColumnType<'forward' | 'return', 'forward' | 'return' | undefined, 'forward' | 'return'>;
  return_id: number | null;
  /** "order:<id>" or "return:<id>": one booking per key, whatever the retries. */
  booking_key: string;
  provider: 'shiprocket' | 'test' | 'manual';
  provider_order_id: string | null;
  provider_shipment_id: string | null;
  awb: string | null;
  courier_company_id: string | null;
  courier_name: string | null;
  rate_paise: number | null;
  cod_charges_paise: number | null;
  etd: string | null;
  label_url: string | null;
  manifest_url: string | null;
  pickup_requested_at: string | null;
  pickup_scheduled_date: string | null;
  status: ColumnType<ShipmentStatus, ShipmentStatus | undefined, ShipmentStatus>;
  current_status_id: number | null;
  current_status: string | null;
  last_event_at: string | null;
  last_checked_at: string | null;
  ndr_reason: string | null;
  ndr_attempts: ColumnType<number, number | undefined, number>;
  ndr_deadline: string | null;
  ndr_action: 're-attempt' | 'return' | null;
  ndr_action_at: string | null;
  ndr_requested_date: string | null;
  /** The failed attempt the decision answers, who made it, and what was asked (JSON) (migration 033). */
  ndr_action_attempt: ColumnType<number | null, number | null | undefined, number | null>;
  ndr_action_by: ColumnType<'staff' | 'shopper' | null, 'staff' | 'shopper' | null | undefined, 'staff' | 'shopper' | null>;
  ndr_action_note: ColumnType<string | null, string | null | undefined, string | null>;
  booking_error: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

/** A courier event as it arrived, stored once by event_key (migration 027). */
export interface ShipmentEventTable {
  id: Id;
  shipment_id: number;
  event_key: string;
  source: 'webhook' | 'poll' | 'test';
  status_id: number | null;
  status: string | null;
  event_at: string | null;
  applied: ColumnType<number, number | undefined, number>;
  body: string | null;
  created_at: CreatedAt;
}

/** One scan of the courier's timeline (migration 027). */
export interface ShipmentScanTable {
  id: Id;
  shipment_id: number;
  scan_at: string;
  activity: string;
  location: string | null;
  sr_status: string | null;
  sr_status_label: string | null;
  created_at: CreatedAt;
}

/** The demo's test courier's own record of a booking (migration 029; lib/shipping/test-courier.ts). */
export interface TestCourierShipmentTable {
  id: Id;
  channel_order_id: string;
  order_id: number | null;
  is_return: ColumnType<number, number | undefined, number>;
  request: string;
  awb: string | null;
  courier_company_id: string | null;
  courier_name: string | null;
  awb_assigned_at: string | null;
  pickup_scheduled_date: string | null;
  status_id: ColumnType<number, number | undefined, number>;
  etd: string | null;
  scans: ColumnType<string, string | undefined, string>;
  ndr_actions: ColumnType<string, string | undefined, string>;
  cancelled_at: string | null;
  created_at: CreatedAt;
  updated_at: string;
}
