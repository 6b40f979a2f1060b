// The seller console's own texts (/seller, docs/rules/seller.md): the staff's words, kept
// apart from the shopper's texts (../index.ts) so that no shopper page ships them to the browser.
// One file per console area; `sellerTexts` puts them together under the keys the screens read
// (sellerTexts.orders..., sellerTexts.console..., sellerTexts.refundsPage...):
//   console.ts     the shell (title, navigation, log out), the pager, the CSV import
//   staff.ts       logging in, enrolment, staff, audit log
//   orders.ts      the order desk: order list, order page, moves, documents
//   products.ts    the catalogue: products, units, pictures, condition, details, CSV
//   content.ts     banners, stores, brand focus, home sections, deals, pages, pictures
//   delivery.ts    zones, charges, fees, pincode ranges, the pincode file
//   coupons.ts, refunds.ts, returns.ts, cod.ts, dashboard.ts, newsletter.ts, jobs.ts
import { sellerCodTexts } from './cod';
import { sellerCodRuleTexts } from './cod-rules';
import { sellerCsvImportTexts, sellerPagerTexts, sellerShellTexts } from './console';
import { sellerContentTexts } from './content';
import { sellerCouponTexts } from './coupons';
import { sellerDashboardTexts } from './dashboard';
import { sellerDeliveryTexts } from './delivery';
import { sellerGrievanceTexts } from './grievances';
import { sellerJobTexts } from './jobs';
import { sellerLabelTexts } from './labels';
import { sellerNewsletterTexts } from './newsletter';
import { sellerNdrTexts } from './ndr';
import { sellerOrderConsoleTexts, sellerOrderTexts } from './orders';
import { sellerProductTexts } from './products';
import { sellerRefundTexts } from './refunds';
import { sellerReturnTexts } from './returns';
import { sellerStaffConsoleTexts, sellerStaffTexts } from './staff';
import { sellerTestCourierTexts } from './test-courier';

export const sellerTexts = {
  ...sellerStaffTexts,
  ...sellerOrderTexts,
  ...sellerRefundTexts,
  ...sellerCodTexts,
  ...sellerCodRuleTexts,
  ...sellerProductTexts,
  ...sellerContentTexts,
  ...sellerNewsletterTexts,
  ...sellerDeliveryTexts,
  ...sellerCsvImportTexts,
  ...sellerCouponTexts,
  ...sellerReturnTexts,
  ...sellerDashboardTexts,
  ...sellerJobTexts,
  ...sellerGrievanceTexts,
  /** The failed-delivery desk (/seller/deliveries). */
  ndrDesk: sellerNdrTexts,
  ...sellerTestCourierTexts,
  /** Previous / Next / "Page n of m" under every list of the console. */
  pager: sellerPagerTexts,
  /** Labels, slips, picking a unit, the desk's confirmations (./labels.ts). */
  labels: sellerLabelTexts,
  console: {
    ...sellerShellTexts,
    ...sellerStaffConsoleTexts,
    ...sellerOrderConsoleTexts,
  },
} as const;
