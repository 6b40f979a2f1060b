// The Shiprocket adapter over the local fake Shiprocket (real HTTP): the token is cached,
// renewed before it expires and once on a 401; each call's request is shaped as Shiprocket
// documents it; failures and timeouts become upstream_failed; a booking whose answer was
// lost is found by our order number.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShopError } from '@/lib/errors';
import { startFakeShiprocket, type RunningFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import type { BookingInput } from './provider';
import { forgetShiprocketTokens, shiprocketProvider, shiprocketSettings, type ShiprocketSettings } from './shiprocket';

let fake: RunningFakeShiprocket;
let settings: ShiprocketSettings;
let shop: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: any }[] = [];

const booking = (channelOrderId: string, overrides: Partial<BookingInput> = {}): BookingInput => ({
  channelOrderId,
  orderDate: '2026-11-28T09:30:00.000Z',
  pickupLocation: 'Gurugram Warehouse',
  customer: { name: 'Priya Sharma', phone: '9876543210', email: 'priya@example.in', address: '12 MG Road', address2: 'Near Metro', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India' },
  items: [{ name: 'Redmi Note 12', sku: 'RN12-128', units: 2, sellingPricePaise: 1_249_900, hsn: '8517' }],
  paymentMethod: 'COD',
  subTotalPaise: 2_499_800,
  codAmountPaise: 2_499_800,
  lengthCm: 20,
  breadthCm: 12,
  heightCm: 10,
  weightKg: 1.2,
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@openbox.in', password: 's3cret-pass' });
  shop = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  fake.setWebhook(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/courier/events`, 'seller-chosen-key');
  settings = { ...shiprocketSettings({ SHIPROCKET_EMAIL: 'api@openbox.in', SHIPROCKET_PASSWORD: 's3cret-pass', SHIPROCKET_API_URL: fake.url })!, timeoutMs: 1_500 };
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => shop.close(() => resolve()));
});

beforeEach(() => {
  fake.clear();
  forgetShiprocketTokens();
  received.length = 0;
});

describe('settings', () => {
  it('needs the e-mail and the password, and defaults to Shiprocket\'s host', () => {
    expect(shiprocketSettings({ SHIPROCKET_EMAIL: 'a@b.in' })).toBeNull();
    expect(shiprocketSettings({ SHIPROCKET_PASSWORD: 'x' })).toBeNull();
    expect(shiprocketSettings({ SHIPROCKET_EMAIL: 'a@b.in', SHIPROCKET_PASSWORD: 'x' })?.apiUrl).toBe('https://apiv2.shiprocket.in');
    expect(shiprocketSettings({ SHIPROCKET_EMAIL: 'a@b.in', SHIPROCKET_PASSWORD: 'x', SHIPROCKET_API_URL: 'http://127.0.0.1:9/' })?.apiUrl).toBe('http://127.0.0.1:9');
  });
});

describe('the token', () => {
  it('logs in once with the account and sends the token as a bearer on every call', async () => {
    const courier = shiprocketProvider(settings);
    await courier.rates({ pickupPincode: '122001', deliveryPincode: '560001', weightKg: 1, cod: false, declaredValuePaise: 100_000 });
    await courier.findOrder('OB-1');
    expect(fake.logins()).toBe(1);
    const login = fake.requests.find((r) => r.path === 'auth/login')!;
    expect(login.body).toEqual({ email: 'api@openbox.in', password: 's3cret-pass' });
    const calls = fake.requests.filter((r) => r.path !== 'auth/login');
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.auth)).size).toBe(1);
    expect(calls[0].auth).toMatch(/^Bearer fake-sr-token-1-/);
  });

  it('is renewed before its 10 days run out', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const courier = shiprocketProvider(settings, () => now);
    await courier.findOrder('OB-1');
    now += 8 * 24 * 60 * 60_000;
    await courier.findOrder('OB-1');
    expect(fake.logins()).toBe(1);
    now += 1.5 * 24 * 60 * 60_000; // 9.5 days after the login: still valid at Shiprocket, renewed now
    await courier.findOrder('OB-1');
    expect(fake.logins()).toBe(2);
  });

  it('is renewed once when Shiprocket answers 401, and the call goes through', async () => {
    const courier = shiprocketProvider(settings);
    await courier.findOrder('OB-1');
    fake.expireTokens();
    await expect(courier.findOrder('OB-1')).resolves.toBeNull();
    expect(fake.logins()).toBe(2);
    expect(fake.requests.map((r) => `${r.path.split('?')[0]} ${r.status}`)).toEqual(['auth/login 200', 'orders 200', 'orders 401', 'auth/login 200', 'orders 200']);
  });

  it('a refused login is an upstream failure naming the account', async () => {
    const courier = shiprocketProvider({ ...settings, password: 'wrong' });
    const error = await courier.findOrder('OB-1').catch((e) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.kind).toBe('upstream_failed');
    expect(error.message).toContain('api@openbox.in');
    expect(error.message).toContain('Invalid email and password combination');
  });
});

describe('the calls', () => {
  it('rates: serviceability asked with the pincodes, weight and COD; rupees become paise', async () => {
    const rates = await shiprocketProvider(settings).rates({ pickupPincode: '122001', deliveryPincode: '560001', weightKg: 1.2, cod: true, declaredValuePaise: 2_499_800 });
    const request = fake.requests.find((r) => r.path.startsWith('courier/serviceability'))!;
    expect(request.method).toBe('GET');
    const query = new URLSearchParams(request.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ pickup_postcode: '122001', delivery_postcode: '560001', weight: '1.2', cod: '1', declared_value: '24998' });
    expect(rates.length).toBeGreaterThan(1);
    const delhivery = rates.find((r) => r.courierName === 'Delhivery Surface')!;
    // 1.2 kg is three half-kilos: 54 + 2 × 18 = ₹90 freight, COD 1.5 % of ₹24,998 = ₹374.97.
    expect(delhivery).toMatchObject({ courierCompanyId: '43', ratePaise: 46_497, codChargesPaise: 37_497, estimatedDays: 4 });
    expect(delhivery.etd).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  });

  it('createOrder sends orders/create/adhoc as Shiprocket names its fields', async () => {
    const order = await shiprocketProvider(settings).createOrder(booking('OB-1001'));
    const body = fake.requests.find((r) => r.path === 'orders/create/adhoc')!.body;
    expect(body).toMatchObject({
      order_id: 'OB-1001',
      order_date: '2026-11-28 15:00', // India time
      pickup_location: 'Gurugram Warehouse',
      billing_customer_name: 'Priya',
      billing_last_name: 'Sharma',
      billing_address: '12 MG Road',
      billing_address_2: 'Near Metro',
      billing_city: 'Bengaluru',
      billing_pincode: '560001',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: 'priya@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: 'Redmi Note 12', sku: 'RN12-128', units: 2, selling_price: 12_499, hsn: '8517' }],
      payment_method: 'COD',
      sub_total: 24_998,
      length: 20,
      breadth: 12,
      height: 10,
      weight: 1.2,
    });
    expect(order.providerOrderId).toBe(String(fake.orders[0].id));
    expect(order.providerShipmentId).toBe(String(fake.orders[0].shipment_id));
    expect(order.awb).toBeNull();
  });

  it('a COD order partly paid ahead asks the courier to collect only the rest', async () => {
    await shiprocketProvider(settings).createOrder(booking('OB-1002', { codAmountPaise: 2_000_000 }));
    const body = fake.requests.find((r) => r.path === 'orders/create/adhoc')!.body;
    expect(body.sub_total - body.total_discount).toBe(20_000);
  });

  it('a refusal from Shiprocket names its fields in the error', async () => {
    const error = await shiprocketProvider(settings).createOrder(booking('OB-1003', { pickupLocation: '' })).catch((e) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.kind).toBe('upstream_failed');
    expect(error.message).toContain('HTTP 422');
    expect(error.message).toContain('pickup_location');
  });

  it('assign AWB, pickup, label, manifest: each with Shiprocket\'s shipment_id list', async () => {
    const courier = shiprocketProvider(settings);
    const order = await courier.createOrder(booking('OB-1004'));
    const assigned = await courier.assignAwb({ providerShipmentId: order.providerShipmentId, courierCompanyId: '10' });
    expect(assigned).toMatchObject({ courierCompanyId: '10', courierName: 'Blue Dart Air' });
    expect(assigned.awb).toMatch(/^7709\d{7}$/);
    expect(fake.requests.find((r) => r.path === 'courier/assign/awb')!.body).toEqual({ shipment_id: Number(order.providerShipmentId), courier_id: 10 });

    const pickup = await courier.requestPickup([order.providerShipmentId]);
    expect(fake.requests.find((r) => r.path === 'courier/generate/pickup')!.body).toEqual({ shipment_id: [Number(order.providerShipmentId)] });
    expect(fake.pickups).toHaveLength(1);
    expect(pickup.pickupScheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}T04:30:00\.000Z$/); // 10:00 in India

    const { labelUrl } = await courier.label([order.providerShipmentId]);
    expect(fake.requests.find((r) => r.path === 'courier/generate/label')!.body).toEqual({ shipment_id: [Number(order.providerShipmentId)] });
    const pdf = await fetch(labelUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);

    const { manifestUrl } = await courier.manifest([order.providerShipmentId]);
    expect(fake.requests.find((r) => r.path === 'manifests/generate')!.body).toEqual({ shipment_id: [Number(order.providerShipmentId)] });
    expect(manifestUrl).toContain('/fake/shiprocket/manifest/');
  });

  it('findOrder finds a booking by our exact order number, not one that merely contains it', async () => {
    const courier = shiprocketProvider(settings);
    await courier.createOrder(booking('OB-10050'));
    expect(await courier.findOrder('OB-1005')).toBeNull();
    const created = await courier.createOrder(booking('OB-1005'));
    const found = await courier.findOrder('OB-1005');
    expect(found).toMatchObject({ providerOrderId: created.providerOrderId, providerShipmentId: created.providerShipmentId, awb: null });
    expect(fake.requests.filter((r) => r.path.startsWith('orders?')).map((r) => new URLSearchParams(r.path.split('?')[1]).get('search'))).toEqual(['OB-1005', 'OB-1005']);
  });

  it('a create whose answer never comes times out as upstream_failed, and the order is found afterwards', async () => {
    const courier = shiprocketProvider(settings);
    fake.timeoutNext(1, 'orders/create/adhoc');
    const error = await courier.createOrder(booking('OB-1006')).catch((e) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.kind).toBe('upstream_failed');
    expect(error.extra.timedOut).toBe(true);
    expect(fake.orders).toHaveLength(1); // Shiprocket made it all the same
    expect((await courier.findOrder('OB-1006'))?.providerOrderId).toBe(String(fake.orders[0].id));
    fake.release();
  });

  it('a server error is an upstream failure with the status', async () => {
    fake.failNext(1, 503);
    const error = await shiprocketProvider(settings).findOrder('OB-1').catch((e) => e);
    expect(error.kind).toBe('upstream_failed');
    expect(error.message).toContain('HTTP 503');
  });

  it('cancel sends the Shiprocket order ids', async () => {
    const courier = shiprocketProvider(settings);
    const order = await courier.createOrder(booking('OB-1007'));
    await courier.cancel([order.providerOrderId]);
    expect(fake.requests.find((r) => r.path === 'orders/cancel')!.body).toEqual({ ids: [Number(order.providerOrderId)] });
    expect(fake.cancellations).toEqual([Number(order.providerOrderId)]);
  });

  it('track answers what the webhook carried; push sends the body with the x-api-key', async () => {
    const courier = shiprocketProvider(settings);
    const order = await courier.createOrder(booking('OB-1008'));
    const { awb } = await courier.assignAwb({ providerShipmentId: order.providerShipmentId });
    const booked = await courier.track(awb);
    expect(booked).toMatchObject({ awb, currentStatusId: 1, scans: [] });

    await fake.push(awb, 42, { at: new Date('2026-11-29T05:00:00Z') });
    const pushed = await fake.push(awb, 18, { at: new Date('2026-11-29T12:30:00Z'), location: 'Bhiwandi Hub' });
    expect(pushed.status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1].headers['x-api-key']).toBe('seller-chosen-key');
    expect(received[1].body).toMatchObject({ awb, current_status: 'IN TRANSIT', current_status_id: 18, shipment_status_id: 18, current_timestamp: '29 11 2026 18:00:00', order_id: 'OB-1008' });
    expect(received[1].body.scans).toHaveLength(2);

    const tracking = await courier.track(awb);
    expect(tracking.currentStatusId).toBe(18);
    expect(tracking.currentStatus).toBe('IN TRANSIT');
    expect(tracking.at).toBe('2026-11-29T12:30:00.000Z');
    expect(tracking.scans.map((s) => [s.at, s.srStatus, s.location])).toEqual([
      ['2026-11-29T12:30:00.000Z', '18', 'Bhiwandi Hub'],
      ['2026-11-29T05:00:00.000Z', '42', 'Gurugram Hub'],
    ]);
  });

  it('NDR actions: a re-attempt with its date and phone, or a return', async () => {
    const courier = shiprocketProvider(settings);
    const order = await courier.createOrder(booking('OB-1009'));
    const { awb } = await courier.assignAwb({ providerShipmentId: order.providerShipmentId });
    await fake.push(awb, 21, { activity: 'Customer not available' });
    expect(await courier.ndrList()).toEqual([{ awb, channelOrderId: 'OB-1009', reason: 'Customer not available', attempts: 1 }]);
    expect(fake.requests.find((r) => r.path === 'ndr/all')?.method).toBe('GET');
    await courier.ndrAction(awb, { action: 're-attempt', date: '2026-12-01', phone: '9876500000', address: 'Opposite City Mall' });
    await courier.ndrAction(awb, { action: 'return' });
    expect(fake.requests.filter((r) => r.path === `ndr/${awb}/action`).map((r) => [r.status, r.body])).toEqual([
      [202, { action: 're-attempt', comments: expect.any(String), deferred_date: '2026-12-01', phone: '9876500000', address1: 'Opposite City Mall' }],
      [202, { action: 'return', comments: expect.any(String) }],
    ]);
  });

  it('a return order is picked up from the shopper and delivered to the seller', async () => {
    const courier = shiprocketProvider(settings);
    const created = await courier.createReturn({
      ...booking('OB-1010-R7', { paymentMethod: 'Prepaid', codAmountPaise: 0 }),
      returnId: 7,
      returnTo: { name: 'OpenBox Bazaar', phone: '9876543210', email: 'support@openboxbazaar.in', address: 'Plot 5, Udyog Vihar', city: 'Gurugram', state: 'Haryana', pincode: '122016' },
    });
    const body = fake.requests.find((r) => r.path === 'orders/create/return')!.body;
    expect(body).toMatchObject({
      order_id: 'OB-1010-R7',
      pickup_customer_name: 'Priya',
      pickup_address: '12 MG Road',
      pickup_pincode: '560001',
      pickup_phone: '9876543210',
      shipping_customer_name: 'OpenBox',
      shipping_address: 'Plot 5, Udyog Vihar',
      shipping_pincode: '122016',
      payment_method: 'Prepaid',
      weight: 1.2,
    });
    expect(fake.orders[0]).toMatchObject({ is_return: true, status: 'RETURN PENDING' });
    const assigned = await courier.assignAwb({ providerShipmentId: created.providerShipmentId, isReturn: true });
    expect(fake.requests.find((r) => r.path === 'courier/assign/awb')!.body).toMatchObject({ is_return: 1 });
    expect(assigned.awb).toBeTruthy();
  });
});
