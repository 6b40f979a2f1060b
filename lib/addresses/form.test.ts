import { describe, expect, it } from 'vitest';
import { screenTexts } from '@/lib/texts/screens';
import { pincodeDigits, pincodeStep, placeFromLookup } from './form';
import { checkAddress } from './validate';

describe('the address form pincode rule (docs/rules/addresses.md#pincode-box-of-the-address-form)', () => {
  it('waits below 6 digits, looks up exactly 6, refuses more', () => {
    expect(pincodeStep('56000')).toEqual({ kind: 'wait' });
    expect(pincodeStep('560001')).toEqual({ kind: 'lookup', pincode: '560001' });
    expect(pincodeStep('5600011')).toEqual({ kind: 'error', message: 'Pincode should be 6 digits.' });
  });
  it('keeps digits only', () => {
    expect(pincodeDigits('56 00-01')).toBe('560001');
    expect(pincodeDigits('56000111')).toBe('5600011');
  });
  it('reads city and state from data[0].district, null without a district', () => {
    expect(placeFromLookup({ data: [{ pincode: '560001', district: { name: 'Bengaluru', state: { name: 'Karnataka' } } }] })).toEqual({ city: 'Bengaluru', state: 'Karnataka' });
    expect(placeFromLookup({ data: [] })).toBeNull();
    expect(placeFromLookup({ data: [{ district: { name: '' } }] })).toBeNull();
    expect(placeFromLookup(null)).toBeNull();
  });
});

describe('the save checks run in the documented order with their messages', () => {
  const place = { city: 'Bengaluru', state: 'Karnataka' };
  const full = { name: 'Asha', email: 'a@b.in', contact: '9876543210', house_no: '12', street: 'MG Road', pincode: '560001', address_type: 'Home' };
  const order: [Partial<typeof full>, { city: string; state: string } | null, string][] = [
    [{}, null, screenTexts.addressPincodeInvalid],
    [{ name: '' }, place, 'Enter your first name.'],
    [{ name: '', email: '' }, place, 'Enter your first name.'],
    [{ email: 'nope' }, place, 'Enter your email address.'],
    [{ contact: '' }, place, 'Enter your contact number.'],
    [{ contact: '12345' }, place, 'Enter your contact number is invalid.'],
    [{ house_no: ' ' }, place, 'Enter your house number.'],
    [{ street: '' }, place, 'Please enter valid Street.'],
    [{ address_type: 'Castle' }, place, 'Please choose your address type.'],
  ];
  for (const [change, where, message] of order) {
    it(`${JSON.stringify(change)} -> ${message}`, () => {
      const result = checkAddress({ ...full, ...change }, where);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toBe(message);
    });
  }
  it('a complete address passes with city and state from the lookup', () => {
    const result = checkAddress({ ...full, city: 'X', state: 'Y' }, place);
    expect(result.ok && result.address).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', address_type: 'Home' });
  });
});
