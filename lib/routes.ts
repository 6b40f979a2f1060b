// URL builders for the routes of docs/rules/catalogue.md#routes. Nothing else spells a route (the
// product lists' patterns are lib/catalog/list-route-table.mjs, read by their builders).
import { listPathBuilder } from '@/lib/catalog/list-urls';

export const routes = {
  home: '/',
  product: (nameUrl: string, productId: number) => `/product/${encodeURIComponent(nameUrl)}/${productId}`,
  // The product lists: their patterns are in lib/catalog/list-route-table.mjs.
  vertical: listPathBuilder('vertical'),
  category: listPathBuilder('category'),
  verticalCategory: listPathBuilder('verticalCategory'),
  subcategory: listPathBuilder('subcategory'),
  brand: listPathBuilder('brand'),
  ageGroup: listPathBuilder('ageGroup'),
  search: listPathBuilder('search'),
  checkout: '/checkout',
  login: '/login',
  verify: '/verify',
  myAccount: '/my-account',
  myOrders: '/my-orders',
  myAddress: '/my-address',
  addNewAddress: '/add-new-address',
  orderDetails: '/order-details',
  /** /my-orders right after an order: the list greets with the success notice. */
  myOrdersPlaced: '/my-orders?placed=1',
  /** The order page of one order (?order_id= so a reload keeps it). */
  orderDetailsOf: (orderId: number) => `/order-details?order_id=${orderId}`,
  /** An alert message's one-tap unsubscribe page (docs/rules/alerts.md#stopping-alerts). */
  alertStop: (token: string) => `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
  /** Editing a saved address on the address page (addressEdit true and addressId). */
  editAddress: (addressId: number) => `/add-new-address?addressEdit=true&addressId=${addressId}`,
  /** The demo store's local payment page of the `test` provider. */
  testPayment: (providerOrderId: string) => `/payments/test?order_id=${encodeURIComponent(providerOrderId)}`,
  /** A cash on delivery order's confirmation link (docs/rules/orders.md#cash-on-delivery-confirmation). */
  codConfirm: (token: string) => `/cod/confirm/${encodeURIComponent(token)}`,
  offers: '/offers',
  shopOffers: '/shop-offers',
  // The store locator is our addition, at /stores (linked from Contact Us).
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
