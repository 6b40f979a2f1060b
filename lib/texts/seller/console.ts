// The console's shell (components/seller/seller-shell.tsx): its title, navigation and
// logging out; the one pager of every list (sellerTexts.pager); the CSV import shared by
// the catalogue and the pincode file. Part of sellerTexts (./index.ts).

/** sellerTexts.pager: the pager under every list of the console. */
export const sellerPagerTexts = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** The shell's keys of sellerTexts.console. */
export const sellerShellTexts = {
  title: 'Seller console',
  navDashboard: 'Dashboard',
  navOrders: 'Orders',
  navRefunds: 'Refunds',
  navCod: 'COD ledger',
  navReturns: 'Returns',
  navCoupons: 'Coupons',
  navProducts: 'Products',
  navDelivery: 'Delivery',
  navNewsletter: 'Newsletter',
  navContent: 'Content',
  navAudit: 'Audit log',
  navStaff: 'Staff',
  logOut: 'Log out',
  skipToContent: 'Skip to content',
  roles: { owner: 'Owner', manager: 'Manager', packer: 'Packer' },
  forbiddenTitle: 'Not for your role',
  forbiddenText: 'Your role does not allow this page. Ask the shop\'s owner if you need it.',
} as const;

export const sellerCsvImportTexts = {
  /** The console's CSV imports (components/seller/kit/csv-import.tsx): the catalogue's and the pincodes'. */
  csvImport: {
    file: 'CSV file',
    checking: 'Checking the file…',
    summary: (rows: number, creates: number, updates: number, unchanged: number) => `${rows} rows: ${creates} new, ${updates} changed, ${unchanged} unchanged.`,
    errorsHeading: (n: number) => `${n} ${n === 1 ? 'error' : 'errors'}: fix the file and choose it again. Nothing was imported.`,
    /** A bad cell: the spreadsheet's row (the header is row 1) and, in the catalogue, the row's SKU. */
    errorLine: (row: number, column: string, message: string, sku?: string) =>
      row === 0 ? `Header${column ? `, ${column}` : ''}: ${message}` : `Row ${row}${sku ? ` (SKU ${sku})` : ''}${column ? `, ${column}` : ''}: ${message}`,
    /** A field a row changes, from its value now to the file's. */
    changeLine: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
    emptyValue: '(empty)',
    more: (n: number) => `…and ${n} more`,
    done: (created: number, updated: number) => `Imported: ${created} new, ${updated} changed.`,
  },
} as const;
