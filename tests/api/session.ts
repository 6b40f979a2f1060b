// Helpers for the API tests of logged-in calls: requests that carry a session cookie
// and a client address (rate limits are per address), and the set-up steps a shopper
// goes through (OTP login, an address, products in the cart). Paths and messages are
// spelled as docs/rules/api.md#calls lists them.
import { expect } from 'vitest';
import { handleApiRequest } from '@/lib/api/dispatch';
import type { OpenedDatabase } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs/drain';
import { readOutbox, type OutboxEntry } from '@/lib/notify/outbox';

export interface Answer<T = any> {
  status: number;
  body: T;
  setCookies: string[];
}

export interface CallOptions {
  cookie?: string;
  ip?: string;
  origin?: string;
  headers?: Record<string, string>;
}

export async function api<T = any>(database: OpenedDatabase, path: string, body: unknown, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.origin) headers.origin = options.origin;
  const request = new Request(`http://localhost:3000/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers });
  const response = await handleApiRequest(request, path, { database });
  return { status: response.status, body: (await response.json()) as T, setCookies: response.headers.getSetCookie() };
}

/** The `session=...` pair of a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(setCookies: string[]): string | undefined {
  const header = setCookies.find((c) => c.startsWith('session='));
  return header?.split(';')[0];
}

let ipCounter = 0;
/** A fresh client address, so one test's OTP sends do not spend another's budget. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let mobileCounter = 0;
/** A mobile number no other test of this file uses. */
export function freshMobile(): string {
  mobileCounter++;
  return `9${100_000_000 + mobileCounter}`;
}

export interface Shopper {
  cookie: string;
  customerId: number;
  mobile: string;
  ip: string;
}

/** Logs in by OTP (demo mode answers the OTP), as a new customer unless `mobile` is known. */
export async function loginByOtp(database: OpenedDatabase, mobile = freshMobile(), ip = freshIp()): Promise<Shopper> {
  const sent = await api(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, { ip });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await api(database, 'user/verifyotp', { otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191 }, { ip });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const cookie = sessionCookieOf(verified.setCookies);
  expect(cookie).toBeDefined();
  return { cookie: cookie!, customerId: verified.body.payload.customer_id, mobile, ip };
}

/** A few real pincodes (the full directory import is slow and not what these tests are about). */
export async function addPincodes(database: OpenedDatabase): Promise<void> {
  await database.db
    .insertInto('pincodes')
    .values([
      { pincode: '110001', district: 'New Delhi', state: 'Delhi' },
      { pincode: '560001', district: 'Bengaluru', state: 'Karnataka' },
      { pincode: '744101', district: 'South Andaman', state: 'Andaman and Nicobar Islands' },
    ])
    .onConflict((oc) => oc.column('pincode').doNothing())
    .execute();
}

export const goodAddress = {
  name: 'Asha Verma',
  contact: '9876543210',
  email: 'asha@example.in',
  pincode: '110001',
  house_no: 'B-14, Second Floor',
  street: 'Janpath Road',
  landmark: 'Near Palika Bazaar',
  address_type: 'Home',
  instruction_delivery: 'Call before coming',
};

export async function addAddress(database: OpenedDatabase, shopper: Shopper, overrides: Record<string, unknown> = {}): Promise<number> {
  const added = await api(database, 'store/addToaddress', { store_id: 139, customer_id: shopper.customerId, ...goodAddress, ...overrides }, { cookie: shopper.cookie });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body.payload.address_id;
}

export interface ProductRow {
  id: number;
  name: string;
  stock: number;
  no_of_quantity_allowed: number;
  selling_price_paise: number;
  mrp_paise: number;
}

/** In-stock products that are not deals (deal totals have their own rule), cheapest first. */
export async function plainProducts(database: OpenedDatabase, count: number, minStock = 2, minAllowed = 1, exclude: number[] = []): Promise<ProductRow[]> {
  let query = database.db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'no_of_quantity_allowed', 'selling_price_paise', 'mrp_paise'])
    .where('store_id', '=', 139)
    .where('is_deal', '=', 0)
    .where('stock', '>=', minStock)
    .where('no_of_quantity_allowed', '>=', minAllowed)
    .orderBy('selling_price_paise')
    .orderBy('id')
    .limit(count);
  if (exclude.length > 0) query = query.where('id', 'not in', exclude);
  const rows = await query.execute();
  expect(rows.length).toBe(count);
  return rows.map((r) => ({ ...r, id: Number(r.id), stock: Number(r.stock), no_of_quantity_allowed: Number(r.no_of_quantity_allowed), selling_price_paise: Number(r.selling_price_paise), mrp_paise: Number(r.mrp_paise) }));
}

export async function stockOf(database: OpenedDatabase, productId: number): Promise<number> {
  const row = await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return Number(row.stock);
}

export async function putInCart(database: OpenedDatabase, shopper: Shopper, productId: number, quantity = 1): Promise<void> {
  const added = await api(database, 'store/addTocart', { product_id: productId, quantity, customer_id: shopper.customerId }, { cookie: shopper.cookie });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

export type ReadyShopper = Shopper & { addressId: number };

/** A new customer logged in, with a delivery address and these lines in the server cart. */
export async function readyShopper(database: OpenedDatabase, lines: [ProductRow, number][]): Promise<ReadyShopper> {
  const shopper = await loginByOtp(database);
  const addressId = await addAddress(database, shopper);
  for (const [product, quantity] of lines) await putInCart(database, shopper, product.id, quantity);
  return { ...shopper, addressId };
}

/**
 * store/cashOnDelivery for the shopper's cart to their address. A COD order that waits for
 * its confirmation (docs/rules/orders.md#cash-on-delivery-confirmation) is then confirmed
 * as the shopper would, with the token of the link in its SMS (store/confirmCod), unless
 * `confirm: false`; the answer is the placing call's (its status 'awaiting_confirmation').
 */
export async function cashOrder(database: OpenedDatabase, shopper: ReadyShopper, extra: Record<string, unknown> = {}, options: { confirm?: boolean } = {}): Promise<Answer> {
  const placed = await api(database, 'store/cashOnDelivery', { company_id: 191, store_id: 139, customer_id: shopper.customerId, address_id: shopper.addressId, ...extra }, { cookie: shopper.cookie });
  if (placed.status === 200 && placed.body.payload?.status === 'awaiting_confirmation' && options.confirm !== false) {
    const confirmed = await api(database, 'store/confirmCod', { token: await codConfirmToken(database, placed.body.payload.order_id) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }
  return placed;
}

/** The token of a COD order's confirmation link, read from the SMS that carries it (its text, as the outbox will hold it). */
export async function codConfirmToken(database: OpenedDatabase, orderId: number): Promise<string> {
  const sms = await database.db.selectFrom('messages').select('body').where('order_id', '=', orderId).where('event', '=', 'codConfirmRequest').where('channel', '=', 'sms').executeTakeFirstOrThrow();
  const token = /\/cod\/confirm\/([A-Za-z0-9_-]+)/.exec(sms.body)?.[1];
  if (!token) throw new Error(`no confirmation link in "${sms.body}"`);
  return token;
}

export async function orderCount(database: OpenedDatabase, customerId: number): Promise<number> {
  const row = await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many lines the customer's server carts hold, read from the database. */
export async function cartLineCount(database: OpenedDatabase, customerId: number): Promise<number> {
  const row = await database.db
    .selectFrom('cart_lines')
    .innerJoin('carts', 'carts.id', 'cart_lines.cart_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('carts.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The messages to one recipient once the work after the answer has run: order messages
 * leave through the job queue (lib/jobs), which these tests run themselves (no worker).
 */
export async function messagesTo(database: OpenedDatabase, recipient: string): Promise<OutboxEntry[]> {
  await runDueJobs(database);
  return readOutbox(database.db, recipient);
}
