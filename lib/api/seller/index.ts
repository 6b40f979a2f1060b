// Every implemented seller call, by its name in lib/seller-contract/. A declared call
// not listed here answers 501.
import type { SellerHandlerTable } from '../seller-handler';
import { codHandlers } from './cod';
import { codConfirmationHandlers } from './cod-confirmation';
import { codRuleHandlers } from './cod-rules';
import { contentHandlers } from './content';
import { couponHandlers } from './coupons';
import { deliveryHandlers } from './delivery';
import { productHandlers } from './products';
import { brandHandlers } from './brands';
import { unitHandlers } from './units';
import { dashboardHandlers } from './dashboard';
import { refundHandlers } from './refunds';
import { returnHandlers } from './returns';
import { shippingHandlers } from './shipping';
import { orderDeskHandlers } from './orders';
import { staffHandlers } from './staff';
import { newsletterHandlers } from './newsletter';
import { jobHandlers } from './jobs';
import { grievanceHandlers } from './grievances';
import { gstHandlers } from './gst';
import { emiHandlers } from './emi';
import { testCourierHandlers } from './test-courier';

export const sellerHandlers: SellerHandlerTable = {
  // ----- staff -----
  ...staffHandlers,
  // ----- order desk -----
  ...dashboardHandlers,
  ...orderDeskHandlers,
  // ----- refunds and COD ledger -----
  ...refundHandlers,
  ...codHandlers,
  ...codConfirmationHandlers,
  ...codRuleHandlers,
  // ----- products -----
  ...productHandlers,
  ...brandHandlers,
  ...unitHandlers,
  // ----- delivery rules -----
  ...deliveryHandlers,
  // ----- storefront content -----
  ...contentHandlers,
  // ----- coupons -----
  ...couponHandlers,
  // ----- returns -----
  ...returnHandlers,
  // ----- shipping -----
  ...shippingHandlers,
  // ----- newsletter -----
  ...newsletterHandlers,
  // ----- jobs -----
  ...jobHandlers,
  // ----- grievance desk -----
  ...grievanceHandlers,
  // ----- GST returns -----
  ...gstHandlers,
  // ----- EMI plans -----
  ...emiHandlers,
  // ----- the demo's test courier -----
  ...testCourierHandlers,
};
