// The cash-on-delivery ledger as the console shows it (docs/rules/seller.md#cod-ledger);
// no server code, so the seller contract and the console's screens can name it.

/** Days since delivery: 0–3, 4–7, 8–10, over 10. */
export const AGE_BUCKETS = ['0-3', '4-7', '8-10', 'over-10'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export interface CodOrderRow {
  order_id: number;
  order_string: string;
  courier: string | null;
  awb: string | null;
  customer_name: string;
  amount: number;
  delivered_at: string;
  /** Whole days since delivery. */
  age_days: number;
  /** Delivered more than seller.codRemittanceDueDays ago. */
  overdue: boolean;
}

export interface CourierOutstanding {
  /** null: delivered without a courier on record. */
  courier: string | null;
  count: number;
  amount: number;
  buckets: Record<AgeBucket, { count: number; amount: number }>;
}

export interface CodOutstanding {
  couriers: CourierOutstanding[];
  /** Every order still held, oldest delivery first (the remittance form picks from them). */
  orders: CodOrderRow[];
  overdue: CodOrderRow[];
  due_days: number;
  total: { count: number; amount: number };
}

/** A remittance as the console lists it. */
export interface RemittanceRow {
  remittance_id: number;
  courier: string;
  /** The courier in the list (null: an old remittance under a name the list lacks). */
  courier_id: number | null;
  remitted_on: string;
  reference: string;
  /** The gross: the cash of the orders it covers. */
  amount: number;
  /** The courier's deductions, and what reached the seller: net = amount - freight - cod_charges. */
  freight: number;
  cod_charges: number;
  net: number;
  orders: { order_id: number; order_string: string; amount: number }[];
  staff_email: string | null;
  created_at: string;
}
