// Display rules for money (docs/rules/catalogue.md#product-card). Prices arrive in rupees.

/** Percent off MRP, rounded up; null when there is no discount to show. */
export function discountPercent(mrp: number, sellingPrice: number): number | null {
  if (!(mrp > sellingPrice) || mrp <= 0) return null;
  // Round the ratio to 10 decimals first so float noise (e.g. 0.1 + 0.2) cannot push
  // an exact percentage up by one.
  return Math.ceil(Number((((mrp - sellingPrice) / mrp) * 100).toFixed(10)));
}

const cardFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exactFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Card prices: rupees, rounded, with Indian digit grouping: ₹64,990. */
export function rupeesRounded(amount: number): string {
  return `₹${cardFormat.format(Math.round(amount))}`;
}

/** Prices shown with 2 decimals: ₹64,990.00. */
export function rupees(amount: number): string {
  return `₹${exactFormat.format(amount)}`;
}
