// The console's first page as it is answered (docs/rules/seller.md#dashboard); no server
// code, so the seller contract and the console's screens can name it.

/** The statuses in which an order waits for the seller's next move (an RTO initiated waits for the parcel to be received, docs/rules/shipping.md#return-to-origin). */
export const WAITING_STATUSES = ['awaiting_confirmation', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivery_failed', 'rto'] as const;

export interface SalesFigure {
  orders: number;
  /** Rupees; null for a role that does not see the money. */
  sales: number | null;
}

export interface DashboardProduct {
  product_id: number;
  name: string;
  sku_no: string;
  stock: number;
  /** Its own low-stock threshold; null: the store's (docs/rules/products.md#low-stock-threshold). */
  low_stock_at: number | null;
}

export interface Dashboard {
  today: SalesFigure;
  week: SalesFigure;
  waiting: Record<(typeof WAITING_STATUSES)[number], number>;
  /** Null for a role that does not see the money. */
  cod_outstanding: { count: number; amount: number; overdue: number } | null;
  /** threshold: the store's default, for products without their own. */
  low_stock: { threshold: number; count: number; products: DashboardProduct[] };
  without_images: { count: number; products: DashboardProduct[] };
  /** Null for a role that does not handle returns. */
  returns_waiting: { requested: number; approved: number; received: number } | null;
  /** Jobs that gave up (lib/jobs/admin.ts); null for a role other than the owner, whose screen they are on. */
  dead_jobs: number | null;
}
