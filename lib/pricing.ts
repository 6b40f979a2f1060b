// Display rules for money (docs/rules/catalogue.md#product-card). Prices arrive in rupees.

/** Percent off MRP, rounded up; null when there is no discount to show. */
export function discountPercent(mrp: number, sellingPrice: number): number | null {
  if (!(mrp > sellingPrice) || mrp <= 0) return null;
  // Round the ratio to 10 decimals first so float noise (e.g. 0.1 + 0.2) cannot push
  // an exact percentage up by one.
  return Math.ceil(Number((((mrp - sellingPrice) / mrp) * 100).toFixed(10)));
}

// Written out rather than with Intl.NumberFormat('en-IN'): building that formatter loads
// ICU's locale data, a long task on a phone's main thread on every page that draws a price
// (pricing.test.ts checks the output against Intl's).
/** Indian digit grouping of a whole number's digits: 1234567 -> 12,34,567. */
function grouped(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Rounds half away from zero on the amount's shortest decimal form (1.005 -> "1.01"), as Intl does. */
function formatted(amount: number, decimals: 0 | 2): string {
  const shortest = String(Math.abs(amount));
  let whole: string;
  let fraction: string;
  if (shortest.includes('e')) {
    [whole, fraction = ''] = Math.abs(amount).toFixed(decimals).split('.') as [string, string?];
  } else {
    const [int, frac = ''] = shortest.split('.') as [string, string?];
    let digits = BigInt(int + frac.padEnd(decimals, '0').slice(0, decimals));
    if ((frac[decimals] ?? '0') >= '5') digits += 1n;
    const text = digits.toString().padStart(decimals + 1, '0');
    whole = text.slice(0, text.length - decimals);
    fraction = text.slice(text.length - decimals);
  }
  const sign = amount < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return sign + grouped(whole) + (decimals > 0 ? `.${fraction}` : '');
}

/** Card prices: rupees, rounded, with Indian digit grouping: ₹64,990. */
export function rupeesRounded(amount: number): string {
  return `₹${formatted(Math.round(amount), 0)}`;
}

/** Prices shown with 2 decimals: ₹64,990.00. */
export function rupees(amount: number): string {
  return `₹${formatted(amount, 2)}`;
}
