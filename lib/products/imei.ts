// IMEI numbers (docs/rules/products.md#units): 15 digits, the last one the Luhn check
// digit of the other 14. Spaces and dashes, as printed on boxes ("35-693803-564380-9"),
// are dropped first; anything else that is not a digit is refused.

/** The IMEI without its spaces and dashes. */
export function normaliseImei(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Whether the digits end with their Luhn check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type ImeiProblem = 'length' | 'digits' | 'check';

/** What is wrong with this IMEI (after normalising), or null when it is a valid one. */
export function imeiProblem(text: string): ImeiProblem | null {
  const imei = normaliseImei(text);
  if (!/^\d*$/.test(imei)) return 'digits';
  if (imei.length !== 15) return 'length';
  return luhnValid(imei) ? null : 'check';
}
