// The seller's cash-on-delivery rules, the risk panel and the RTO view as the API
// answers them (docs/rules/cod.md); amounts in rupees. No server code, so the contracts
// and the screens can name them.

/** The rules in the order they are checked; the first that refuses speaks (docs/rules/cod.md#precedence). */
export const COD_RULES = ['min_value', 'max_value', 'customer_rtos', 'pincode_rto', 'open_orders'] as const;
export type CodRuleName = (typeof COD_RULES)[number];

/** The rules as the console edits them: each null while off. */
export interface CodRulesSettings {
  min_order: number | null;
  max_order: number | null;
  max_open_orders: number | null;
  max_customer_rtos: number | null;
  pincode_window: number | null;
  pincode_rto_percent: number | null;
  /** Partial COD: a fixed amount (rupees) or a percent of the order paid online upfront. */
  upfront_kind: 'fixed' | 'percent' | null;
  upfront_amount: number | null;
  upfront_percent: number | null;
  /** Partial COD only on orders of this value or more (null: every COD order). */
  upfront_above: number | null;
  /** One shipment's freight, the RTO view's cost estimate (a return costs it twice). */
  freight_estimate: number | null;
  /** When a refusing rule was turned on (ISO), null while none is. */
  rules_on_since: string | null;
}

/** store/codCheck: whether the session's cart may be paid in cash to this address, and how. */
export interface CodCheck {
  allowed: boolean;
  /** Why not, in the shopper's words (null when allowed). */
  reason: string | null;
  /** The COD order's total, what is paid online upfront and what is left in cash (rupees). */
  total: number;
  upfront: number;
  cash: number;
}

/** The risk panel of a COD order on the desk (docs/rules/cod.md#risk-panel). */
export interface CodRisk {
  /** The shopper's other orders (unpaid online attempts aside). */
  customer: { orders: number; delivered: number; rto: number; cancelled: number; open_cod: number };
  /** The pincode's finished orders (delivered or returned), all payment methods. */
  pincode: { pincode: string; finished: number; rto: number; rate: number | null };
}

export interface OrderHold {
  on_hold: boolean;
  note: string | null;
  by: string | null;
  at: string | null;
}

/** One row of the RTO view: finished orders of a group, its RTOs, rate (percent) and cost (rupees). */
export interface RtoGroup {
  key: string;
  finished: number;
  delivered: number;
  rto: number;
  rate: number | null;
  cost: number;
}

export interface RtoView {
  from: string;
  to: string;
  freight_estimate: number | null;
  total: RtoGroup;
  by_pincode: RtoGroup[];
  by_courier: RtoGroup[];
  by_payment: RtoGroup[];
  by_week: RtoGroup[];
  saved: {
    since: string | null;
    refused: number;
    by_rule: Record<CodRuleName, number>;
    /** The store's COD RTO rate (percent) the estimate falls back on. */
    store_cod_rate: number | null;
    estimated_avoided: number;
  };
  /**
   * What confirmation before dispatch saved (docs/rules/cod.md#what-confirmation-saved): COD
   * orders never shipped because their shopper cancelled from the link or let the window pass.
   */
  confirmation_saved: {
    since: string | null;
    cancelled: number;
    expired: number;
    estimated_avoided: number;
  };
}
