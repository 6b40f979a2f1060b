// The business constants and limits, and the list filters' price bands (./config.ts
// re-exports them). A module of its own: client code reads these without shipping the rest
// of the config.

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

/** The four price bands of the list filters, in rupees. */
export const priceBands = [
  { id: 'under-100', label: 'Under 100', from: 1, to: 100 },
  { id: '101-500', label: '101 to 500', from: 101, to: 500 },
  { id: '501-1000', label: '501 to 1000', from: 501, to: 1000 },
  { id: '1001-above', label: '1001 and above', from: 1001, to: 10000 },
] as const;
