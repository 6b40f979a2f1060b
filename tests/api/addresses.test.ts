// Delivery addresses (docs/rules/addresses.md): add, list, detail, update, remove with
// their messages; the checks of docs/rules/addresses.md#address-checks in order as a 400 naming the fields;
// city and state from the pincode directory, not from the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addAddress, addPincodes, api, goodAddress, loginByOtp } from './session';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await addPincodes(database);
});
afterAll(async () => {
  await database?.close();
});

describe('store/addToaddress', () => {
  it('adds an address; city and state come from the pincode', async () => {
    const shopper = await loginByOtp(database);
    const added = await api(database, 'store/addToaddress', { store_id: 139, customer_id: shopper.customerId, ...goodAddress, city: 'Mumbai', state: 'Goa' }, { cookie: shopper.cookie });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Add successfully.');
    expect(added.body.payload).toEqual({
      address_id: expect.any(Number), store_id: 139, customer_id: shopper.customerId,
      ...goodAddress, city: 'New Delhi', state: 'Delhi', gstin: null, company_name: null,
    });
  });

  it('accepts contact and pincode sent as numbers, and an Office or Others address', async () => {
    const shopper = await loginByOtp(database);
    const added = await api(database, 'store/addToaddress', { ...goodAddress, contact: 987654321, pincode: 560001, address_type: 'Others', landmark: null }, { cookie: shopper.cookie });
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({ contact: '987654321', pincode: '560001', city: 'Bengaluru', state: 'Karnataka', address_type: 'Others', landmark: null });
  });

  it('an empty form is a 400 with the first message and every field named', async () => {
    const shopper = await loginByOtp(database);
    const refused = await api(database, 'store/addToaddress', {}, { cookie: shopper.cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter valid PinCode.');
    expect(refused.body.errors).toEqual({
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

  it('each address check in turn', async () => {
    const shopper = await loginByOtp(database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pincode: '999999' }, 'pincode', 'Please enter valid PinCode.'],
      [{ pincode: '11000' }, 'pincode', 'Please enter valid PinCode.'],
      [{ name: '  ' }, 'name', 'Enter your first name.'],
      [{ email: '' }, 'email', 'Enter your email address.'],
      [{ contact: '' }, 'contact', 'Enter your contact number.'],
      [{ contact: '98765432' }, 'contact', 'Enter your contact number is invalid.'],
      [{ contact: '98765432101' }, 'contact', 'Enter your contact number is invalid.'],
      [{ house_no: '' }, 'house_no', 'Enter your house number.'],
      [{ street: '' }, 'street', 'Please enter valid Street.'],
      [{ address_type: '' }, 'address_type', 'Please choose your address type.'],
      [{ address_type: 'Palace' }, 'address_type', 'Please choose your address type.'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await api(database, 'store/addToaddress', { ...goodAddress, ...change }, { cookie: shopper.cookie });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message, JSON.stringify(change)).toBe(message);
      expect(refused.body.errors[field], JSON.stringify(change)).toBe(message);
    }
    const listed = await api(database, 'store/addressList', {}, { cookie: shopper.cookie });
    expect(listed.body.payload_addressList).toEqual([]);
  });

  it('too long a field is a 400 from the schema, not a 500', async () => {
    const shopper = await loginByOtp(database);
    const refused = await api(database, 'store/addToaddress', { ...goodAddress, street: 'x'.repeat(301) }, { cookie: shopper.cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('street');
  });
});

describe('store/addressList, store/addressDetail, store/updateToaddress, store/removeToaddress', () => {
  it('lists newest first and shows one address', async () => {
    const shopper = await loginByOtp(database);
    const home = await addAddress(database, shopper);
    const office = await addAddress(database, shopper, { address_type: 'Office', pincode: '560001', house_no: '5th Floor' });
    const listed = await api(database, 'store/addressList', { store_id: 139, customer_id: shopper.customerId }, { cookie: shopper.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.message).toBe('Address list successfully');
    expect(listed.body.payload_addressList.map((a: any) => a.address_id)).toEqual([office, home]);

    const detail = await api(database, 'store/addressDetail', { store_id: 139, customer_id: shopper.customerId, address_id: home }, { cookie: shopper.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.message).toBe('Address detail successfully');
    expect(detail.body.payload_addressDetail).toMatchObject({ address_id: home, name: goodAddress.name, pincode: '110001', city: 'New Delhi', address_type: 'Home' });
  });

  it('updates an address with the same checks', async () => {
    const shopper = await loginByOtp(database);
    const id = await addAddress(database, shopper);
    const updated = await api(database, 'store/updateToaddress', { address_id: id, ...goodAddress, pincode: '560001', name: 'Asha V.' }, { cookie: shopper.cookie });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Update successfully.');
    expect(updated.body.payload).toMatchObject({ address_id: id, name: 'Asha V.', city: 'Bengaluru', state: 'Karnataka' });

    const refused = await api(database, 'store/updateToaddress', { address_id: id, ...goodAddress, contact: '12' }, { cookie: shopper.cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Enter your contact number is invalid.');
    const detail = await api(database, 'store/addressDetail', { address_id: id }, { cookie: shopper.cookie });
    expect(detail.body.payload_addressDetail.name).toBe('Asha V.');
  });

  it('removes an address; it is gone afterwards', async () => {
    const shopper = await loginByOtp(database);
    const id = await addAddress(database, shopper);
    const removed = await api(database, 'store/removeToaddress', { store_id: 139, customer_id: shopper.customerId, address_id: id }, { cookie: shopper.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Remove successfully');
    expect((await api(database, 'store/addressDetail', { address_id: id }, { cookie: shopper.cookie })).status).toBe(404);
    expect((await api(database, 'store/removeToaddress', { address_id: id }, { cookie: shopper.cookie })).status).toBe(404);
  });

  it('an address id that does not exist is a 404', async () => {
    const shopper = await loginByOtp(database);
    const missing = await api(database, 'store/addressDetail', { address_id: 987_654 }, { cookie: shopper.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Address not found.');
  });
});
