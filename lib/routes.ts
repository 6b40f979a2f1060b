// URL builders for the route table of SPEC section 2. Nothing else spells a route.

export const routes = {
  home: '/',
  product: (nameUrl: string, productId: number) => `/product/${encodeURIComponent(nameUrl)}/${productId}`,
  vertical: (verticalSlug: string) => `/store/${encodeURIComponent(verticalSlug)}`,
  category: (categorySlug: string) => `/store-product/${encodeURIComponent(categorySlug)}`,
  verticalCategory: (verticalSlug: string, categorySlug: string) =>
    `/store-product/vertical/${encodeURIComponent(verticalSlug)}/category/${encodeURIComponent(categorySlug)}`,
  subcategory: (categorySlug: string, subCategorySlug: string) =>
    `/category/${encodeURIComponent(categorySlug)}/sub-category/${encodeURIComponent(subCategorySlug)}`,
  brand: (brandId: number | string) => `/store-product/brand/${encodeURIComponent(String(brandId))}`,
  ageGroup: (ageSlug: string) => `/store/age/${encodeURIComponent(ageSlug)}`,
  search: (keyword: string) => `/search-product/${encodeURIComponent(keyword)}`,
  checkout: '/checkout',
  login: '/login',
  verify: '/verify',
  myAccount: '/my-account',
  myOrders: '/my-orders',
  myAddress: '/my-address',
  addNewAddress: '/add-new-address',
  orderDetails: '/order-details',
  /** /my-orders right after an order: the list greets with SPEC's success notice. */
  myOrdersPlaced: '/my-orders?placed=1',
  /** The order page of one order (?order_id= so a reload keeps it). */
  orderDetailsOf: (orderId: number) => `/order-details?order_id=${orderId}`,
  /** Editing a saved address on the address page (SPEC: addressEdit true and addressId). */
  editAddress: (addressId: number) => `/add-new-address?addressEdit=true&addressId=${addressId}`,
  /** The demo store's local payment page of the `test` provider. */
  testPayment: (providerOrderId: string) => `/payments/test?order_id=${encodeURIComponent(providerOrderId)}`,
  offers: '/offers',
  shopOffers: '/shop-offers',
  // SPEC names no path for the store locator; we serve it at /stores (linked from Contact Us).
  stores: '/stores',
  payments: '/payments',
  privacy: '/privacy',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  returnPolicy: '/return-policy',
  shippingPolicy: '/shipping-information-policy',
  cancellationPolicy: '/cancellation-policy',
  faq: '/faq',
} as const;
