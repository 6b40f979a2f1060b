// An amount in rupees as staff type it in the console (a price, a charge, a coupon's
// value, a refund): at most 2 decimals, since money is kept in whole paise
// (lib/catalog/money.ts), from 0 up to ₹10 crore. The one statement of that rule: the
// seller contract's amount fields (lib/seller-contract/fields.ts) and the domain rules
// that take amounts (lib/coupons/rules.ts) both check it here. Pure, no server code.

/** The largest amount staff may type: ₹10 crore. */
export const MAX_RUPEES = 100_000_000;

/** An amount as text: up to 9 digits, then up to 2 decimals. */
export const RUPEES_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Whole paise: at most 2 decimals (within floating-point noise). */
export const hasWholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

export interface AmountRule {
  /** More than 0, rather than at least 0. */
  positive?: boolean;
  /** What a value that is not a number is told. */
  notAmount?: string;
}

/** What is wrong with an amount, the first problem only; undefined when it is a good one. */
export function amountProblem(rupees: unknown, { positive = false, notAmount = 'must be an amount' }: AmountRule = {}): string | undefined {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return notAmount;
  if (positive && !(rupees > 0)) return 'must be more than 0';
  if (!positive && rupees < 0) return 'must not be negative';
  if (rupees > MAX_RUPEES) return 'is too large';
  if (!hasWholePaise(rupees)) return 'must have at most 2 decimals';
  return undefined;
}
