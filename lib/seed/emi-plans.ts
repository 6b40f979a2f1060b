// The demo store's EMI plans (docs/rules/alerts.md#emi): a bank's usual card EMI at 14-16%
// a year from ₹3,000, and one no-cost 3-month plan from ₹10,000 (the seller pays its interest).
export const emiPlanSeeds = [
  { bank: 'HDFC Bank', tenure_months: 3, annual_rate: 14, no_cost: false, min_order: 3_000 },
  { bank: 'HDFC Bank', tenure_months: 6, annual_rate: 15, no_cost: false, min_order: 3_000 },
  { bank: 'HDFC Bank', tenure_months: 9, annual_rate: 15, no_cost: false, min_order: 3_000 },
  { bank: 'HDFC Bank', tenure_months: 12, annual_rate: 16, no_cost: false, min_order: 3_000 },
  { bank: 'ICICI Bank', tenure_months: 12, annual_rate: 15, no_cost: false, min_order: 5_000 },
  { bank: 'SBI Card', tenure_months: 3, annual_rate: 15, no_cost: true, min_order: 10_000 },
] as const;
