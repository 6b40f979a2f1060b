// The order desk: the order list, the order page, its moves and documents
// (docs/rules/seller.md). Part of sellerTexts (./index.ts).
import { sellerPagerTexts } from './console';

/** Top-level keys of sellerTexts: the order desk's refusals, the new-order e-mail, the documents' refusals. */
export const sellerOrderTexts = {
  moveRefused: (from: string, to: string) => `This order is ${from}; it cannot be marked ${to}.`,
  moveRaced: 'Someone else changed this order a moment ago. Reload it and try again.',
  courierRequired: 'Enter the courier.',
  awbRequired: 'Enter the AWB number.',
  reasonRequired: 'Enter the reason.',
  newOrderSubject: (orderString: string) => `New order ${orderString}`,
  newOrderBody: (orderString: string, total: string, mode: string, city: string) =>
    `<p>A new order ${orderString} was placed: ${total}, ${mode}, to ${city}.</p><p>Open it in the seller console.</p>`,
  // documents (invoice, credit note, packing slip, label)
  documentNotFound: 'No such document for this order.',
  invoiceNotIssued: 'This order has no invoice yet: it is issued when the order ships.',
  documentOrdersNotFound: (ids: number[]) => `No such order: ${ids.join(', ')}.`,
  documentOrderIdsInvalid: 'order_ids must be a comma-separated list of order numbers (at most 200).',
} as const;

/** The order list's and the order page's keys of sellerTexts.console. */
export const sellerOrderConsoleTexts = {
  ordersHeading: 'Orders',
  allStatuses: 'All',
  filter: 'Filter',
  search: 'Order number, phone or AWB',
  payment: 'Payment',
  anyPayment: 'Any payment',
  cash: 'Cash on delivery',
  online: 'Online',
  fromDate: 'From',
  toDate: 'To',
  pincode: 'Pincode',
  noOrders: 'No orders match.',
  selectOrder: (order: string) => `Select order ${order}`,
  bulkMove: 'Move selected to',
  bulkApply: 'Apply',
  bulkDone: (moved: number, refused: number) => `${moved} moved${refused > 0 ? `, ${refused} refused` : ''}.`,
  // Old keys, kept for the screens that still read them: aliases of sellerTexts.pager.
  page: sellerPagerTexts.pageOf,
  previous: sellerPagerTexts.previous,
  next: sellerPagerTexts.next,
  orderHeading: (order: string) => `Order ${order}`,
  items: 'Items',
  address: 'Delivery address',
  paymentHeading: 'Payment',
  history: 'History',
  noHistory: 'Nothing yet.',
  moveTo: (status: string) => `Mark ${status}`,
  courier: 'Courier',
  awb: 'AWB number',
  reason: 'Reason',
  confirmMove: 'Confirm',
  moved: (status: string) => `Order marked ${status}.`,
  rescheduled: (date: string) => `Shopper moved delivery to ${date}`,
  returnStep: (id: string, step: string) => `Return ${id} ${step}`,
  byCustomer: 'customer',
  documents: 'Documents',
  invoice: (number: string) => `Tax invoice ${number}`,
  creditNote: (number: string) => `Credit note ${number}`,
  packingSlip: 'Packing slip',
  label: 'Shipping label',
  backToOrders: 'All orders',
} as const;
