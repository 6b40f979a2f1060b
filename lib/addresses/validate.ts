// The address form's checks (docs/rules/addresses.md#address-checks), in their order, on the server: the
// first failing check is the message, and every failing field is named in `errors`.
// City and state are not the client's to set: they come from the pincode directory,
// as the form's read-only fields do.
import { screenTexts } from '@/lib/texts/screens';
import { gstinProblem, normalGstin } from './gstin';

export const ADDRESS_TYPES = ['Home', 'Office', 'Others'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface AddressInput {
  name?: string;
  contact?: string;
  email?: string;
  pincode?: string;
  city?: string;
  state?: string;
  house_no?: string;
  street?: string;
  landmark?: string;
  address_type?: string;
  instruction_delivery?: string;
  gstin?: string;
  company_name?: string;
}

export interface AddressFields {
  name: string;
  contact: string;
  email: string;
  pincode: string;
  city: string;
  state: string;
  house_no: string;
  street: string;
  landmark: string | null;
  address_type: AddressType;
  instruction_delivery: string | null;
  /** A business buyer's GSTIN (capitals, no spaces) and legal name: both, or neither. */
  gstin: string | null;
  company_name: string | null;
}

export type AddressCheck =
  | { ok: true; address: AddressFields }
  | { ok: false; message: string; errors: Record<string, string> };

const text = (value: string | undefined) => (value ?? '').trim();
const optional = (value: string | undefined) => (text(value) === '' ? null : text(value));

/**
 * Checks an address. `place` is what the pincode directory says about the pincode
 * (null when it is not a known 6-digit pincode).
 */
export function checkAddress(input: AddressInput, place: { city: string; state: string } | null): AddressCheck {
  const pincode = text(input.pincode);
  const contact = text(input.contact).replace(/\s+/g, '');
  const email = text(input.email);
  const city = place?.city ?? text(input.city);
  const state = place?.state ?? text(input.state);
  const addressType = ADDRESS_TYPES.find((t) => t.toLowerCase() === text(input.address_type).toLowerCase());
  const gstin = normalGstin(input.gstin ?? '');
  const companyName = text(input.company_name);
  const gstinFault = gstin === '' ? null : gstinProblem(gstin);

  const checks: [field: keyof AddressFields, failed: boolean, message: string][] = [
    ['pincode', !/^\d{6}$/.test(pincode) || place === null, screenTexts.addressPincodeInvalid],
    ['name', text(input.name) === '', screenTexts.addressNameRequired],
    ['email', !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), screenTexts.addressEmailRequired],
    ['contact', contact === '', screenTexts.addressContactRequired],
    ['contact', !/^\d{9,10}$/.test(contact), screenTexts.addressContactInvalid],
    ['house_no', text(input.house_no) === '', screenTexts.addressHouseRequired],
    ['street', text(input.street) === '', screenTexts.addressStreetRequired],
    ['city', city === '', screenTexts.addressCityRequired],
    ['state', state === '', screenTexts.addressStateRequired],
    ['pincode', pincode === '', screenTexts.addressPincodeRequired],
    ['address_type', addressType === undefined, screenTexts.addressTypeRequired],
    // Both or neither: a B2B invoice needs the GSTIN and the name registered with it, and a
    // name without a GSTIN would promise a B2B invoice the shop cannot issue.
    ['gstin', gstinFault === 'shape', screenTexts.addressGstinShape],
    ['gstin', gstinFault === 'state', screenTexts.addressGstinState],
    ['gstin', gstinFault === 'check', screenTexts.addressGstinCheck],
    ['gstin', gstin === '' && companyName !== '', screenTexts.addressGstinRequired],
    ['company_name', gstin !== '' && companyName === '', screenTexts.addressCompanyRequired],
  ];
  const errors: Record<string, string> = {};
  for (const [field, failed, message] of checks) if (failed) errors[field] ??= message;
  const first = checks.find(([, failed]) => failed);
  if (first) return { ok: false, message: first[2], errors };

  return {
    ok: true,
    address: {
      name: text(input.name),
      contact,
      email: email.toLowerCase(),
      pincode,
      city,
      state,
      house_no: text(input.house_no),
      street: text(input.street),
      landmark: optional(input.landmark),
      address_type: addressType!,
      instruction_delivery: optional(input.instruction_delivery),
      gstin: gstin === '' ? null : gstin,
      company_name: companyName === '' ? null : companyName,
    },
  };
}
