// A buyer's GSTIN (docs/rules/addresses.md#business-buyers): 15 characters, the state's
// two-digit GST code, the holder's PAN (5 letters, 4 digits, a letter), the entity's
// registration number in that state (1-9, A-Z), 'Z', and a check character. The check
// character is the GST Network's Luhn mod 36 over the first 14: each character's value
// (0-9, A-Z = 10-35) times 1 and 2 alternately from the left, each product's base-36
// digits added (quotient + remainder), the sum's complement mod 36. Pure: the address
// form runs it in the browser as the server does.
import { GST_STATE_CODES } from '@/lib/documents/gst';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Valid first two digits: the states' and union territories' codes, and 97 (Other Territory). */
export const GSTIN_STATE_CODES: ReadonlySet<string> = new Set([...Object.values(GST_STATE_CODES), '97']);

export type GstinProblem = 'shape' | 'state' | 'check';

/** As typed, without spaces, in capitals. */
export const normalGstin = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`gstinCheckCharacter: ${first14} is not 14 letters and digits`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a (normalised) GSTIN, or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!GSTIN_STATE_CODES.has(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

const STATE_NAMES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name])),
  '97': 'Other Territory',
};

/** The place of supply a GSTIN names: its state's GST code and official name. */
export function gstinState(gstin: string): { name: string; code: string } {
  const code = gstin.slice(0, 2);
  return { name: STATE_NAMES[code] ?? code, code };
}
