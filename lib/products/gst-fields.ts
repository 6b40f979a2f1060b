// The HSN code and GST rate a product may carry (docs/rules/products.md#hsn-codes-and-gst-rates),
// checked alike by the product editor (the seller contract's schema) and the CSV import
// (./csv.ts). Pure, so the editor's form offers the same rates.

/**
 * The GST rates in force (percent, CGST + SGST or IGST): 5, 18 and 40 and the special
 * rates of Notification 9/2025-Central Tax (Rate), in force from 22 September 2025
 * (3 for gold and jewellery, 1.5 for cut diamonds, 0.25 for rough diamonds, 28 for the
 * tobacco goods still under compensation cess), 12 for the bricks of 14/2025-CT(R), 0.1
 * for supplies to merchant exporters (41/2017-Integrated Tax (Rate)) and 0 for exempt or
 * nil-rated goods. Sources and what each covers: docs/rules/products.md.
 */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;

export const isGstRate = (rate: number): boolean => (GST_RATES as readonly number[]).includes(rate);

/** An HSN code: digits only, at least `minDigits` (the seller's turnover band: 4 or 6), at most 8. */
export const isHsnCode = (code: string, minDigits: number): boolean => /^\d+$/.test(code) && code.length >= minDigits && code.length <= 8;
