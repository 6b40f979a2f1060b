import { describe, expect, it } from 'vitest';
import { checkAddress, type AddressInput } from './validate';

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
        house_no: 'B-14', street: 'Janpath', landmark: null, address_type: 'Home', instruction_delivery: null,
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
