// The store's configuration: one place for the seller's ids, colours, contacts and
// the business constants and limits. Every value can be overridden by an environment
// variable so the same build serves another seller (white-label).

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

function envNumber(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${value}"`);
  return parsed;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export const store = {
  companyId: envNumber('STORE_COMPANY_ID', 191),
  storeId: envNumber('STORE_STORE_ID', 139),
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
  // Public key of the card payment provider; the affordability widget shows only when set.
  paymentPublicKey: optional('RAZORPAY_KEY_ID'),
} as const;

/** Business constants and limits (each explained where docs/rules/ uses it). */
export const limits = {
  currency: 'INR',
  currencySymbol: '₹',
  country: 'IN',
  requestTimeoutMs: 60_000,
  cacheLifetimeMs: 500_000,
  chunkLoadTimeoutMs: 120_000,
  mobileBreakpointPx: 560,
  otpLength: 4,
  mobileLength: 10,
  mobilePrefix: '+91',
  passwordMinLength: 7,
  pincodeLength: 6,
  contactMinLength: 9,
  contactMaxLength: 10,
  searchSuggestMinChars: 3,
  searchDebounceMs: 500,
  searchEnterMinChars: 2,
  searchPopupCloseMs: 200,
  listPageSize: 10,
  filteredPageSize: 1000,
  infiniteScrollThrottleMs: 150,
  infiniteScrollThreshold: 0.8,
  toastDurationMs: 2000,
  cardGalleryAutoplayMs: 2000,
  heroAutoplayMs: 3000,
  brandSliderAutoplayMs: 3000,
  reviewCutChars: 200,
  metaDescriptionProduct: 155,
  metaDescription: 160,
  metaTitle: 60,
  structuredDataDescription: 200,
  dealsOfDayDesktop: 4,
  dealsOfDayMobile: 2,
  productDealsMobile: 2,
  productDealsDesktop: 5,
  returnDays: 7,
  slotId: 1,
} as const;

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
  /** Days after delivery in which a shopper may ask to return an item. */
  returnWindowDays: envNumber('STORE_RETURN_WINDOW_DAYS', 7),
  /** A delivered COD order still unremitted after this many days is flagged. */
  codRemittanceDueDays: envNumber('STORE_COD_REMITTANCE_DUE_DAYS', 10),
  /** The console's dashboard lists a product as low on stock at this many units or fewer. */
  lowStockAt: envNumber('STORE_LOW_STOCK_AT', 2),
  staffSessionIdleMs: 30 * 60 * 1000,
  staffSessionAbsoluteMs: 12 * 60 * 60 * 1000,
  /** Failed logins (wrong password or code) before an account locks, and for how long. */
  staffMaxFailedLogins: 5,
  staffLockMs: 15 * 60 * 1000,
  /** How long a one-time enrolment link stays valid. */
  staffEnrolLinkMs: 72 * 60 * 60 * 1000,
} as const;

/** The four price bands of the list filters, in rupees. */
export const priceBands = [
  { id: 'under-100', label: 'Under 100', from: 1, to: 100 },
  { id: '101-500', label: '101 to 500', from: 101, to: 500 },
  { id: '501-1000', label: '501 to 1000', from: 501, to: 1000 },
  { id: '1001-above', label: '1001 and above', from: 1001, to: 10000 },
] as const;

/** Demo (default) or production; production refuses to start without its secrets. */
export const mode: 'demo' | 'production' =
  process.env.STORE_MODE === 'production' ? 'production' : 'demo';
