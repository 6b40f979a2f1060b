// The path of each call the browser makes, and whether it is cached (its success message:
// ./call-messages.ts): declared here once, and taken into lib/contract.ts, which adds the
// request schemas and response shapes, and declares the calls only the server makes (the
// browser would ship their paths for nothing). Kept apart because the contract builds its
// schemas with zod at load time: importing it into a client component would ship zod to
// every page. Client code reads this table; everything else reads the
// contract. The success messages are in call-messages.ts: a page that only calls the API
// does not ship them.

export interface ClientCall {
  path: string;
  cached: boolean;
}

export const clientCalls = {
  verticalByProduct: { path: 'store/VerticalByProduct', cached: true },
  categoryByProduct: { path: 'store/CategoryByProduct', cached: true },
  subCategoryByProductBySlug: { path: 'store/SubCategoryByProductBySlug', cached: true },
  brandByProduct: { path: 'store/BrandByProduct', cached: true },
  ageGroupByProduct: { path: 'store/ageGroupByProduct', cached: true },
  storeSearch: { path: 'store/searchAI', cached: true },
  filterByProduct: { path: 'store/FilterByProduct', cached: true },
  filterByProductNew: { path: 'store/FilterByProductNew', cached: true },
  filterByProductAge: { path: 'store/FilterByProductAge', cached: true },
  filterByProductCategory: { path: 'store/FilterByProductCategory', cached: true },
  filterByProductBrand: { path: 'store/FilterByProducBrand', cached: true },
  pincodeLookup: { path: 'v1/getMatchedZipCodeDetails', cached: false },
  deliveryStatus: { path: 'delivery/pincode-status', cached: false },
  signIn: { path: 'user/signin', cached: false },
  sendOtp: { path: 'user/sendotp', cached: false },
  verifyOtp: { path: 'user/verifyotp', cached: false },
  sendOtpReg: { path: 'user/sendOtpReg', cached: false },
  verifyOtpReg: { path: 'user/verifyOtpReg', cached: false },
  logout: { path: 'user/logout', cached: false },
  submitReview: { path: 'store/reviews/add', cached: false },
  getReviews: { path: 'store/reviews', cached: false },
  paymentFees: { path: 'payments/get-company-payment-fees', cached: false },
  deliveryCharge: { path: 'store/deliveryCharge', cached: false },
  applyCoupon: { path: 'store/applyCoupon', cached: false },
  newsletterSubscribe: { path: 'newsletter/subscribe', cached: false },
  newsletterUnsubscribe: { path: 'newsletter/unsubscribe', cached: false },
  cashOnDelivery: { path: 'store/cashOnDelivery', cached: false },
  onlinePaymentProcess: { path: 'store/onlinePaymentProcess', cached: false },
  onlinePaymentSuccess: { path: 'store/onlinePaymentSuccess', cached: false },
  confirmCod: { path: 'store/confirmCod', cached: false },
  cancelCod: { path: 'store/cancelCod', cached: false },
  prepayCod: { path: 'store/prepayCod', cached: false },
  addToCart: { path: 'store/addTocart', cached: false },
  cartList: { path: 'store/cartList', cached: false },
  updateToCart: { path: 'store/updateTocart', cached: false },
  removeToCart: { path: 'store/removeTocart', cached: false },
  addToCartMultiple: { path: 'store/addTocartMultiple', cached: false },
  updateToCartMultiple: { path: 'store/updateTocartMultiple', cached: false },
  orderList: { path: 'store/orderList', cached: false },
  orderDetails: { path: 'store/orderDetails', cached: false },
  orderCancelled: { path: 'store/orderCancelled', cached: false },
  orderReschedule: { path: 'store/orderReschedule', cached: false },
  orderItemCancel: { path: 'store/orderItemCancel', cached: false },
  orderReturn: { path: 'store/orderReturn', cached: false },
  whatsappUpdates: { path: 'store/whatsappUpdates', cached: false },
  codCheck: { path: 'store/codCheck', cached: false },
  addressList: { path: 'store/addressList', cached: false },
  addressDetail: { path: 'store/addressDetail', cached: false },
  addToAddress: { path: 'store/addToaddress', cached: false },
  updateToAddress: { path: 'store/updateToaddress', cached: false },
  removeToAddress: { path: 'store/removeToaddress', cached: false },
  sendContactUsEmail: { path: 'send-mail', cached: false },
  // The grievance desk (docs/rules/grievances.md).
  fileComplaint: { path: 'store/fileComplaint', cached: false },
  myComplaints: { path: 'store/myComplaints', cached: false },
  complaintStatus: { path: 'store/complaintStatus', cached: false },
  // Alerts and EMI (docs/rules/alerts.md).
  alertsSave: { path: 'store/alerts', cached: false },
  alertsList: { path: 'store/alertsList', cached: false },
  alertsDelete: { path: 'store/alertsDelete', cached: false },
  alertsUnsubscribe: { path: 'store/alertsUnsubscribe', cached: false },
  emiQuote: { path: 'store/emiQuote', cached: false },
  // Tracking and failed deliveries (docs/rules/shipping.md#tracking).
  orderReattempt: { path: 'store/orderReattempt', cached: false },
  trackOrder: { path: 'store/trackOrder', cached: false },
} satisfies Record<string, ClientCall>;

/** The calls the browser makes. */
export type ClientCallName = keyof typeof clientCalls;
