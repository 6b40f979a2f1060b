import { describe, expect, it } from 'vitest';
import { checkAddress, type AddressInput } from './validate';
import { gstinCheckCharacter, gstinProblem, gstinState } from './gstin';

const delhi = { city: 'New Delhi', state: 'Delhi' };
const good: AddressInput = {
  name: 'Asha Verma', contact: '9876543210', email: 'Asha@Example.in', pincode: '110001',
  house_no: 'B-14', street: 'Janpath', landmark: '', address_type: 'Home', instruction_delivery: ' ',
};

describe('checkAddress', () => {
  it('accepts a complete address and takes city and state from the directory', () => {
    const result = checkAddress({ ...good, city: 'Mumbai', state: 'Goa' }, delhi);
    expect(result).toEqual({
      ok: true,
      address: {
        name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', pincode: '110001', city: 'New Delhi', state: 'Delhi',
        house_no: 'B-14', street: 'Janpath', landmark: null, address_type: 'Home', instruction_delivery: null, gstin: null, company_name: null,
      },
    });
  });

  it('an empty form fails with the first message in order and names every field', () => {
    const result = checkAddress({}, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('Please enter valid PinCode.');
    expect(result.errors).toEqual({
      pincode: 'Please enter valid PinCode.',
      name: 'Enter your first name.',
      email: 'Enter your email address.',
      contact: 'Enter your contact number.',
      house_no: 'Enter your house number.',
      street: 'Please enter valid Street.',
      city: 'Please enter valid City.',
      state: 'Enter your state name.',
      address_type: 'Please choose your address type.',
    });
  });

  it('checks in the documented order: with a good pincode the name comes first', () => {
    const result = checkAddress({ ...good, name: ' ', contact: '12' }, delhi);
    expect(result.ok || result.message).toBe('Enter your first name.');
  });

  it('contact must be 9 to 10 digits', () => {
    for (const contact of ['12345678', '12345678901', '98765abcde']) {
      const result = checkAddress({ ...good, contact }, delhi);
      expect(result.ok || result.message, contact).toBe('Enter your contact number is invalid.');
    }
    expect(checkAddress({ ...good, contact: '987654321' }, delhi).ok).toBe(true);
  });

  it('a pincode the directory does not know, or not 6 digits, is refused', () => {
    expect(checkAddress({ ...good, pincode: '999999' }, null).ok).toBe(false);
    const result = checkAddress({ ...good, pincode: '11000' }, delhi);
    expect(result.ok || result.message).toBe('Please enter valid PinCode.');
  });

  it('address type is Home, Office or Others', () => {
    expect(checkAddress({ ...good, address_type: 'office' }, delhi)).toMatchObject({ ok: true, address: { address_type: 'Office' } });
    const result = checkAddress({ ...good, address_type: 'Palace' }, delhi);
    expect(result.ok || result.message).toBe('Please choose your address type.');
  });
});

// Real-looking GSTINs whose check characters were worked out by the GST Network's
// algorithm: the worked example of the GSTN's own documentation (27AAPFU0939F1ZV), a
// Karnataka company and a Maharashtra company.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7'];

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches', () => {
    for (const gstin of VALID) {
      expect(gstinProblem(gstin), gstin).toBeNull();
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
    }
  });

  it('refuses a wrong check character, and any single changed character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('check');
    // A typo in the PAN (one letter, or two digits swapped) is caught.
    expect(gstinProblem('27AAPFV0939F1ZV')).toBe('check');
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe('check');
  });

  it('refuses a state code that is not an Indian GST state code', () => {
    for (const code of ['00', '39', '99', '25']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14)), code).toBe('state');
    }
    const other = '97AAPFU0939F1Z';
    expect(gstinProblem(other + gstinCheckCharacter(other))).toBeNull(); // Other Territory
  });

  it('refuses the wrong shape: length, PAN, entity number, the Z', () => {
    for (const gstin of ['27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27AAPF10939F1ZV', '27AAPFU0939F0ZV', '27AAPFU0939F1XV', 'AAAPFU0939F1ZV7']) {
      expect(gstinProblem(gstin), gstin).toBe('shape');
    }
  });

  it('names the place of supply by the first two digits', () => {
    expect(gstinState('29AAGCB7383J1Z4')).toEqual({ name: 'Karnataka', code: '29' });
    expect(gstinState('07AAACR5055K1Z9')).toEqual({ name: 'Delhi', code: '07' });
  });
});

describe('checkAddress for a business buyer', () => {
  it('keeps the GSTIN in capitals without spaces, with the legal name', () => {
    const result = checkAddress({ ...good, gstin: ' 27aapfu 0939f1zv ', company_name: ' Umbrella Traders LLP ' }, delhi);
    expect(result).toMatchObject({ ok: true, address: { gstin: '27AAPFU0939F1ZV', company_name: 'Umbrella Traders LLP' } });
  });

  it('names the GSTIN field with a clear message for each fault', () => {
    const cases: [string, string][] = [
      ['27AAPFU0939F1ZW', 'Enter a valid GSTIN: the check character does not match.'],
      [`39AAPFU0939F1Z${gstinCheckCharacter('39AAPFU0939F1Z')}`, 'Enter a valid GSTIN: its first two digits must be an Indian GST state code.'],
      ['27AAPFU0939F1Z', 'Enter a valid GSTIN: 15 letters and digits, like 27AAPFU0939F1ZV.'],
    ];
    for (const [gstin, message] of cases) {
      const result = checkAddress({ ...good, gstin, company_name: 'Umbrella Traders LLP' }, delhi);
      expect(result, gstin).toEqual({ ok: false, message, errors: { gstin: message } });
    }
  });

  it('both or neither: a GSTIN needs the legal name, a legal name needs the GSTIN', () => {
    expect(checkAddress({ ...good, gstin: '27AAPFU0939F1ZV' }, delhi)).toEqual({
      ok: false, message: 'Enter the legal name of your business, as on its GST registration.',
      errors: { company_name: 'Enter the legal name of your business, as on its GST registration.' },
    });
    expect(checkAddress({ ...good, company_name: 'Umbrella Traders LLP', gstin: ' ' }, delhi)).toEqual({
      ok: false, message: 'Enter the GSTIN of your business too, or leave the business name empty.',
      errors: { gstin: 'Enter the GSTIN of your business too, or leave the business name empty.' },
    });
    expect(checkAddress({ ...good, gstin: '', company_name: '' }, delhi)).toMatchObject({ ok: true, address: { gstin: null, company_name: null } });
  });
});
