// The store's configuration: one place for the seller's ids, colours, contacts and
// the business constants and limits. Every value can be overridden by an environment
// variable so the same build serves another seller (white-label).

import { env, envNumber, optional } from './env';
import { storeIds } from './store-ids';

export { limits, priceBands } from './limits';

export const store = {
  ...storeIds,
  businessName: env('STORE_BUSINESS_NAME', 'OpenBox Bazaar'),
  // Public origin used for canonical URLs, sitemaps and Origin checks.
  siteUrl: env('STORE_SITE_URL', 'http://localhost:3000').replace(/\/$/, ''),
  colors: {
    primary: env('STORE_COLOR_PRIMARY', '#4DB092'),
    secondary: env('STORE_COLOR_SECONDARY', '#1C1B1B'),
    addButton: env('STORE_COLOR_ADD_BUTTON', '#E88219'),
  },
  searchPlaceholder: env('STORE_SEARCH_PLACEHOLDER', 'Search...'),
  phone: env('STORE_PHONE', '+91 98765 43210'),
  phones: env('STORE_PHONES', '+91 98765 43210,+91 80 4567 8900').split(',').map((p) => p.trim()),
  email: env('STORE_EMAIL', 'support@openboxbazaar.in'),
  address: env(
    'STORE_ADDRESS',
    'Unit 4, Ground Floor, Sector 18 Industrial Area, Gurugram, Haryana 122015',
  ),
  gstNumber: optional('STORE_GST_NUMBER') ?? '06AABCO1234F1Z5',
  social: {
    facebook: optional('STORE_SOCIAL_FACEBOOK'),
    twitter: optional('STORE_SOCIAL_TWITTER'),
    instagram: optional('STORE_SOCIAL_INSTAGRAM'),
    youtube: optional('STORE_SOCIAL_YOUTUBE'),
    linkedin: optional('STORE_SOCIAL_LINKEDIN'),
  },
  hours: {
    header: env('STORE_HOURS_HEADER', '7 days, 9AM to 9PM'),
    footer: env('STORE_HOURS_FOOTER', 'Monday to Sunday 10:00 AM - 8:00 PM'),
    faq: env('STORE_HOURS_FAQ', 'Wednesday to Monday 11:30 to 19:00 IST'),
  },
  // The grievance officer the E-Commerce Rules 2020 require an online seller to name
  // (docs/rules/grievances.md). The defaults are a demo's, marked so; production refuses
  // to start without the four settings (lib/production-check.ts).
  grievanceOfficer: {
    name: env('STORE_GRIEVANCE_OFFICER_NAME', 'Demo Officer (demo)'),
    designation: env('STORE_GRIEVANCE_OFFICER_DESIGNATION', 'Grievance Officer (demo)'),
    email: env('STORE_GRIEVANCE_OFFICER_EMAIL', 'grievance.demo@openboxbazaar.in'),
    phone: env('STORE_GRIEVANCE_OFFICER_PHONE', '+91 98765 43299'),
  },
} as const;

function positiveMinutes(name: string, fallback: number): number {
  const minutes = envNumber(name, fallback);
  if (!(minutes > 0)) throw new Error(`${name} must be a number of minutes above 0, got "${process.env[name]}"`);
  return Math.round(minutes * 60_000);
}

function hsnDigitsOf(digits: number): 4 | 6 {
  if (digits !== 4 && digits !== 6) throw new Error(`STORE_HSN_DIGITS must be 4 or 6, got "${process.env.STORE_HSN_DIGITS}"`);
  return digits;
}

/**
 * The seller's side (docs/rules/seller.md): who the seller is on a tax invoice, and the
 * limits of the console. The GSTIN's first two digits are the seller's state code;
 * an order shipped within that state pays CGST + SGST, elsewhere IGST.
 */
export const seller = {
  legalName: env('STORE_LEGAL_NAME', 'OpenBox Bazaar Retail Private Limited'),
  gstin: store.gstNumber,
  state: env('STORE_STATE', 'Haryana'),
  stateCode: store.gstNumber.slice(0, 2),
  address: store.address,
  /** Where the seller is told of each new order. */
  ordersEmail: env('STORE_ORDERS_EMAIL', store.email),
  invoicePrefix: env('STORE_INVOICE_PREFIX', 'INV'),
  creditNotePrefix: env('STORE_CREDIT_NOTE_PREFIX', 'CN'),
  /**
   * A consignment worth more than this (the invoice's value, tax included) moves only with
   * an e-way bill (CGST Rule 138; docs/rules/seller.md#e-way-bills). STORE_EWAY_BILL_THRESHOLD in rupees.
   */
  ewayBillThresholdPaise: Math.round(envNumber('STORE_EWAY_BILL_THRESHOLD', 50_000) * 100),
  /** The HSN digits a product code needs for the seller's turnover band (4 up to ₹5 crore, 6 above; docs/rules/products.md#hsn-codes-and-gst-rates). */
  hsnDigits: hsnDigitsOf(envNumber('STORE_HSN_DIGITS', 4)),
  /** Days after delivery in which a shopper may ask to return an item. */
  returnWindowDays: envNumber('STORE_RETURN_WINDOW_DAYS', 7),
  /**
   * How long an unpaid online order holds its stock (PAYMENT_HOLD_MINUTES, fractions
   * allowed for tests and QA); the reconciling schedule gives the stock back after it.
   */
  paymentHoldMs: positiveMinutes('PAYMENT_HOLD_MINUTES', 30),
  /**
   * A failed delivery's re-attempt may be asked for from tomorrow up to this many days
   * ahead (India's calendar): the courier's window (docs/rules/shipping.md#failed-deliveries).
   */
  ndrReattemptDays: envNumber('STORE_NDR_REATTEMPT_DAYS', 3),
  /** A delivered COD order still unremitted after this many days is flagged. */
  codRemittanceDueDays: envNumber('STORE_COD_REMITTANCE_DUE_DAYS', 10),
  /**
   * After a courier's failed delivery (Shiprocket's NDR), the hours the seller has to ask for a
   * re-attempt or a return before the courier decides itself (docs/rules/shipping.md#tracking).
   */
  ndrActionHours: envNumber('STORE_NDR_ACTION_HOURS', 24),
  /** The console's dashboard lists a product as low on stock at this many units or fewer. */
  lowStockAt: envNumber('STORE_LOW_STOCK_AT', 2),
  staffSessionIdleMs: 30 * 60 * 1000,
  staffSessionAbsoluteMs: 12 * 60 * 60 * 1000,
  /**
   * Staff login throttling (lib/staff/login-throttle.ts), failures counted over staffLockMs:
   * this many for one account lock it for addresses it never logged in from (until the
   * first of them is staffLockMs old); from one address, after staffAddressSlowAfter each
   * next try waits twice as long as the last (2 s, 4 s, ...), and at staffAddressMaxFailures
   * the address is refused. The owners are mailed at most once per staffAttackAlertMs per account.
   */
  staffMaxFailedLogins: 5,
  staffLockMs: 15 * 60 * 1000,
  staffAddressSlowAfter: 5,
  staffAddressMaxFailures: 10,
  staffAttackAlertMs: 60 * 60 * 1000,
  /** How long a one-time enrolment link stays valid. */
  staffEnrolLinkMs: 72 * 60 * 60 * 1000,
} as const;

/**
 * The grades a unit of a product sold by unit may carry (docs/rules/units.md#the-grade-scale),
 * best first: the key stored on the unit, the name shoppers read and its one-line meaning,
 * shown beside the name on the product page. A store may rename or reword them; a key in
 * use should stay.
 */
export const unitGrades = [
  { key: 'superb', name: 'Superb', meaning: 'Looks as good as new: no scratch you can see from arm’s length; fully working.' },
  { key: 'good', name: 'Good', meaning: 'Light signs of use on the body, none on the screen; fully working.' },
  { key: 'fair', name: 'Fair', meaning: 'Visible scratches or small dents; fully working, at the lowest price.' },
] as const;

/** Demo (default) or production; production refuses to start without its secrets. */
export const mode: 'demo' | 'production' =
  process.env.STORE_MODE === 'production' ? 'production' : 'demo';
