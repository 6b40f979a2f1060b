// Money is stored as integer paise (docs/rules/security.md#money-is-computed-on-the-server) and the API speaks rupees, as
// the storefront shows them. These are the only two conversions between the two.

/** Paise -> rupees as a number with at most 2 decimals: 6499000 -> 64990, 12345 -> 123.45. */
export function rupeesFromPaise(paise: number): number {
  return Math.round(Number(paise)) / 100;
}

/** Rupees (as a shopper types them, up to 2 decimals) -> whole paise. */
export function paiseFromRupees(rupees: number): number {
  return Math.round(rupees * 100);
}
