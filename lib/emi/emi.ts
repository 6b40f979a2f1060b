// EMI on the price (docs/rules/alerts.md#emi): the monthly instalment of each of the
// seller's plans for an amount, by the standard reducing-balance formula
//   EMI = P·r·(1+r)^n / ((1+r)^n − 1),  r = yearly rate / 12 / 100  (r = 0: P / n),
// and the lowest over the plans that apply (the amount at least the plan's minimum order).
// A no-cost plan charges no interest (the seller pays it): P / n. Every instalment is
// rounded UP to the whole rupee, so what we show is never below what the bank asks.
// Pure functions: the product page and the cart's quote run them on the server.

export interface EmiPlan {
  plan_id: number;
  bank: string;
  tenure_months: number;
  /** Percent a year. */
  annual_rate: number;
  no_cost: boolean;
  /** Rupees: the plan applies from this amount up. */
  min_order: number;
}

export interface EmiLine extends EmiPlan {
  /** Whole rupees a month, rounded up. */
  monthly: number;
  /** What the shopper pays over the tenure: monthly × months, rupees. */
  total: number;
}

export interface EmiOffer {
  /** The amount the instalments are for, rupees. */
  amount: number;
  /** The lowest monthly instalment over the plans that apply, whole rupees. */
  from: number;
  /** The plans that apply, cheapest instalment first. */
  plans: EmiLine[];
}

/** Float noise (4513.0000000001) must not push an exact rupee up by one. */
const ceilRupee = (rupees: number) => Math.ceil(Number(rupees.toFixed(6)));

/** The monthly instalment in whole rupees (rounded up) for `amountPaise` over `months` at `annualRate` percent a year. */
export function monthlyInstalment(amountPaise: number, annualRate: number, months: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new Error(`EMI: amount ${amountPaise} paise is not a whole number of paise`);
  if (!Number.isInteger(months) || months < 1) throw new Error(`EMI: tenure ${months} is not a whole number of months`);
  if (!(annualRate >= 0)) throw new Error(`EMI: rate ${annualRate} is not a percent`);
  const principal = amountPaise / 100;
  const r = annualRate / 12 / 100;
  if (r === 0) return ceilRupee(principal / months);
  const growth = (1 + r) ** months;
  return ceilRupee((principal * r * growth) / (growth - 1));
}

/** One plan's instalment for the amount: a no-cost plan's is the amount over the months. */
export function planInstalment(plan: EmiPlan, amountPaise: number): number {
  return monthlyInstalment(amountPaise, plan.no_cost ? 0 : plan.annual_rate, plan.tenure_months);
}

/** The offer for an amount: the plans whose minimum it reaches, with their instalments; null when none applies. */
export function emiOffer(plans: readonly EmiPlan[], amountPaise: number): EmiOffer | null {
  if (amountPaise <= 0) return null;
  const lines = plans
    .filter((p) => Math.round(p.min_order * 100) <= amountPaise)
    .map((p): EmiLine => {
      const monthly = planInstalment(p, amountPaise);
      return { ...p, monthly, total: monthly * p.tenure_months };
    })
    .sort((a, b) => a.monthly - b.monthly || a.tenure_months - b.tenure_months || a.bank.localeCompare(b.bank) || a.plan_id - b.plan_id);
  if (lines.length === 0) return null;
  return { amount: amountPaise / 100, from: lines[0]!.monthly, plans: lines };
}
