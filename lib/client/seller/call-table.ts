// Each seller call's path and success message, declared once: lib/seller-contract/
// adds the request schemas and roles; the console's browser code reads this table (no
// zod in the browser), as lib/client/call-table.ts does for the shopper's calls.
export const sellerClientCalls = {
  // ----- staff -----
  login: { path: 'auth/login', message: 'Logged in' },
  logout: { path: 'auth/logout', message: 'Logged out' },
  me: { path: 'auth/me', message: 'Staff member' },
  enrolInfo: { path: 'staff/enrol-info', message: 'Enrolment' },
  enrol: { path: 'staff/enrol', message: 'Enrolled' },
  auditList: { path: 'audit/list', message: 'Audit log' },
  staffList: { path: 'staff/list', message: 'Staff' },
  staffAdd: { path: 'staff/add', message: 'Staff member added' },
  staffUpdate: { path: 'staff/update', message: 'Staff member updated' },

  // ----- order desk -----
  dashboard: { path: 'dashboard', message: 'Dashboard' },
  ordersList: { path: 'orders/list', message: 'Orders' },
  orderDetail: { path: 'orders/detail', message: 'Order' },
  orderTransition: { path: 'orders/transition', message: 'Order updated' },
  ordersBulkTransition: { path: 'orders/bulk-transition', message: 'Orders updated' },
  // the demo's test courier page (lib/shipping/test-courier-page.ts)
  testCourierShipments: { path: 'shipping/test-courier', message: 'Test courier shipments' },
  testCourierAdvance: { path: 'shipping/test-courier/advance', message: 'Courier event sent' },

  // ----- refunds and COD ledger -----
  refundsList: { path: 'refunds/list', message: 'Refunds' },
  refundsRecordManual: { path: 'refunds/record-manual', message: 'Manual refund recorded' },
  codOutstanding: { path: 'cod/outstanding', message: 'Cash held by couriers' },
  codRecordRemittance: { path: 'cod/record-remittance', message: 'Remittance recorded' },
  codRemittances: { path: 'cod/remittances', message: 'Remittances' },
  // COD confirmation (docs/rules/orders.md#cash-on-delivery-confirmation)
  codConfirmationSettings: { path: 'cod/confirmation-settings', message: 'Confirmation settings' },
  codSaveConfirmationSettings: { path: 'cod/save-confirmation-settings', message: 'Confirmation settings saved' },
  orderConfirmCod: { path: 'orders/confirm-cod', message: 'Order confirmed' },
  // COD rules, holds for a call and the RTO view (docs/rules/cod.md)
  codRules: { path: 'cod/rules', message: 'COD rules' },
  codSaveRules: { path: 'cod/save-rules', message: 'COD rules saved' },
  orderHold: { path: 'orders/hold', message: 'Order on hold' },
  orderRelease: { path: 'orders/release', message: 'Order released' },
  codRto: { path: 'cod/rto', message: 'Returns to origin' },

  // ----- products -----
  productsList: { path: 'products/list', message: 'Products' },
  productsGet: { path: 'products/get', message: 'Product' },
  productsShelves: { path: 'products/shelves', message: 'Shelves' },
  productsSave: { path: 'products/save', message: 'Product saved' },
  productsBulkUpdate: { path: 'products/bulk-update', message: 'Products updated' },
  productsDuplicate: { path: 'products/duplicate', message: 'Product duplicated' },
  productsArchive: { path: 'products/archive', message: 'Product archived' },
  productsRestore: { path: 'products/restore', message: 'Product restored' },
  productsImportPreview: { path: 'products/import-preview', message: 'Import preview' },
  productsImport: { path: 'products/import', message: 'Catalogue imported' },
  // pictures (lib/products/pictures.ts)
  productsUploadPicture: { path: 'products/upload-picture', message: 'Picture added' },
  productsSavePictures: { path: 'products/save-pictures', message: 'Pictures saved' },
  // brands (lib/products/brands.ts)
  brandsList: { path: 'brands/list', message: 'Brands' },
  brandsSave: { path: 'brands/save', message: 'Brand saved' },

  // ----- product units (serial or IMEI numbers) -----
  productsUnits: { path: 'products/units', message: 'Units' },
  productsSoldByUnit: { path: 'products/sold-by-unit', message: 'Selling by unit changed' },
  productsUnitsAdd: { path: 'products/units-add', message: 'Units added' },
  productsUnitRemove: { path: 'products/unit-remove', message: 'Unit removed' },
  // each unit as it is (lib/products/unit-details.ts; docs/rules/units.md)
  productsUnitDetails: { path: 'products/unit-details', message: 'Unit details saved' },
  productsUnitPhotoAdd: { path: 'products/unit-photo-add', message: 'Unit photo added' },
  productsUnitPhotoRemove: { path: 'products/unit-photo-remove', message: 'Unit photo removed' },

  // ----- delivery rules -----
  deliveryRules: { path: 'delivery/rules', message: 'Delivery rules' },
  deliverySaveZone: { path: 'delivery/save-zone', message: 'Zone saved' },
  deliveryRemoveZone: { path: 'delivery/remove-zone', message: 'Zone removed' },
  deliverySaveCharges: { path: 'delivery/save-charges', message: 'Delivery charge saved' },
  deliverySaveFees: { path: 'delivery/save-fees', message: 'Payment fees saved' },
  deliverySaveRange: { path: 'delivery/save-range', message: 'Range saved' },
  deliveryRemoveRange: { path: 'delivery/remove-range', message: 'Range removed' },
  deliveryImportPreview: { path: 'delivery/import-preview', message: 'Pincode file checked' },
  deliveryImport: { path: 'delivery/import', message: 'Pincode file imported' },

  // ----- storefront content -----
  contentBanners: { path: 'content/banners', message: 'Banners' },
  contentSaveBanner: { path: 'content/save-banner', message: 'Banner saved' },
  contentRemoveBanner: { path: 'content/remove-banner', message: 'Banner removed' },
  contentUploadPicture: { path: 'content/upload-picture', message: 'Picture uploaded' },
  contentStores: { path: 'content/stores', message: 'Stores' },
  contentSaveStore: { path: 'content/save-store', message: 'Store saved' },
  contentRemoveStore: { path: 'content/remove-store', message: 'Store removed' },
  contentBrandOffers: { path: 'content/brand-offers', message: 'Brand focus' },
  contentSaveBrandOffers: { path: 'content/save-brand-offers', message: 'Brand focus saved' },
  contentHomeSections: { path: 'content/home-sections', message: 'Home sections' },
  contentSaveHomeSections: { path: 'content/save-home-sections', message: 'Home sections saved' },
  contentDeals: { path: 'content/deals', message: 'Deals' },
  contentSaveDeal: { path: 'content/save-deal', message: 'Deal saved' },
  contentEndDeal: { path: 'content/end-deal', message: 'Deal ended' },
  contentPages: { path: 'content/pages', message: 'Pages' },
  contentSavePage: { path: 'content/save-page', message: 'Page saved' },
  contentResetPage: { path: 'content/reset-page', message: 'Page reset' },

  // ----- coupons -----
  couponsList: { path: 'coupons/list', message: 'Coupons' },
  couponsSave: { path: 'coupons/save', message: 'Coupon saved' },
  couponsDelete: { path: 'coupons/delete', message: 'Coupon deleted' },

  // ----- shipping: booking with the courier (docs/rules/shipping.md#booking) -----
  shippingRates: { path: 'shipping/rates', message: 'Courier rates' },
  shippingBook: { path: 'shipping/book', message: 'Shipment booked' },
  shippingBookBulk: { path: 'shipping/book-bulk', message: 'Shipments booked' },
  shippingShipment: { path: 'shipping/shipment', message: 'Shipment' },
  shippingManifest: { path: 'shipping/manifest', message: 'Manifest' },
  shippingSettings: { path: 'shipping/settings', message: 'Shipping settings' },
  shippingSaveSettings: { path: 'shipping/save-settings', message: 'Shipping settings saved' },

  // ----- returns -----
  returnsList: { path: 'returns/list', message: 'Returns' },
  returnsDecide: { path: 'returns/decide', message: 'Return decided' },
  returnsReceive: { path: 'returns/receive', message: 'Return received' },

  // ----- newsletter -----
  newsletterSummary: { path: 'newsletter/summary', message: 'Newsletter' },

  // ----- jobs (lib/jobs/admin.ts) -----
  jobsList: { path: 'jobs/list', message: 'Jobs' },
  jobsRetry: { path: 'jobs/retry', message: 'Job queued to run again' },
  jobsCancel: { path: 'jobs/cancel', message: 'Job cancelled' },
  // ----- grievance desk (lib/grievances/desk.ts) -----
  grievancesList: { path: 'grievances/list', message: 'Complaints' },
  grievanceDetail: { path: 'grievances/detail', message: 'Complaint' },
  grievanceAcknowledge: { path: 'grievances/acknowledge', message: 'Complaint acknowledged' },
  grievanceReply: { path: 'grievances/reply', message: 'Reply sent' },
  grievanceResolve: { path: 'grievances/resolve', message: 'Complaint resolved' },
  grievanceClose: { path: 'grievances/close', message: 'Complaint closed' },
  // ----- GST returns (lib/gst/) -----
  gstGstr1: { path: 'gst/gstr1', message: 'GSTR-1' },
  gstFilePeriod: { path: 'gst/file-period', message: 'Period marked as filed' },
  // ----- EMI plans (lib/emi/plans.ts) -----
  emiPlans: { path: 'emi/plans', message: 'EMI plans' },
  emiSavePlan: { path: 'emi/save-plan', message: 'EMI plan saved' },
  emiRemovePlan: { path: 'emi/remove-plan', message: 'EMI plan removed' },
} as const;

/** The calls made before there is a staff session: the contract's 'anyone' calls (a test keeps the two in step). */
export const sellerCallsWithoutSession = ['login', 'enrolInfo', 'enrol'] as const satisfies readonly (keyof typeof sellerClientCalls)[];
