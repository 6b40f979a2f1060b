// The address form's pincode rule (docs/rules/addresses.md#pincode-box-of-the-address-form): more than 6 characters is refused
// with 'Pincode should be 6 digits.', exactly 6 digits triggers the lookup, anything
// shorter waits. The save checks are lib/addresses/validate.ts's checkAddress, the
// same function the server runs, so the form's first message is the server's.
import { screenTexts } from '@/lib/texts/screens';

export type PincodeStep = { kind: 'wait' } | { kind: 'lookup'; pincode: string } | { kind: 'error'; message: string };

/** Keeps digits only, at most 7 so an over-long entry can be told apart and refused. */
export const pincodeDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, 7);

export function pincodeStep(value: string): PincodeStep {
  if (value.length > 6) return { kind: 'error', message: screenTexts.addressPincodeLength };
  if (/^\d{6}$/.test(value)) return { kind: 'lookup', pincode: value };
  return { kind: 'wait' };
}

/** City and state from a lookup answer (data[0].district.name and district.state.name), or null. */
export function placeFromLookup(body: unknown): { city: string; state: string } | null {
  const first = (body as { data?: { district?: { name?: string; state?: { name?: string } } }[] } | null)?.data?.[0];
  const city = first?.district?.name?.trim();
  const state = first?.district?.state?.name?.trim();
  return city && state ? { city, state } : null;
}
