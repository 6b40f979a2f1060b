// Reliability under concurrency (docs/rules/security.md#one-transaction-per-multi-row-write): many shoppers racing for
// the last units never oversell; one shopper's double-submitted and replayed checkout
// places one order and takes the stock once; two logins of the same customer at once,
// each uploading the same guest cart, merge it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, api, cartLineCount, cashOrder, freshIp, freshMobile, orderCount, plainProducts, readyShopper, sessionCookieOf, stockOf, type ProductRow, type ReadyShopper } from './session';

let database: TestDatabase;
let used: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
});
afterAll(async () => {
  await database?.close();
});

/** A product no other test of this file touches. */
async function untouchedProduct(minStock = 1, minAllowed = 1): Promise<ProductRow> {
  const [product] = await plainProducts(database, 1, minStock, minAllowed, used);
  used = [...used, product.id];
  return product;
}

async function unitsOrdered(productId: number, customerIds: number[]): Promise<number> {
  const row = await database.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.sum<number>('order_items.quantity').as('q'))
    .where('order_items.product_id', '=', productId)
    .where('orders.customer_id', 'in', customerIds)
    .executeTakeFirstOrThrow();
  return Number(row.q ?? 0);
}

describe('checkout races', () => {
  it('50 customers paying cash for the last 5 units at once: exactly 5 orders, stock 0, never below', async () => {
    const product = await untouchedProduct();
    const shoppers: ReadyShopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await readyShopper(database, [[product, 1]]));
    await database.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();

    const answers = await Promise.all(shoppers.map((s) => cashOrder(database, s)));

    const won = answers.filter((a) => a.status === 200);
    expect(won, JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body))).toHaveLength(5);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(`Sorry, ${product.name} is no longer available in the quantity in your cart.`);
    }
    expect(await stockOf(database, product.id)).toBe(0);
    expect(await unitsOrdered(product.id, shoppers.map((s) => s.customerId))).toBe(5);
    let orders = 0;
    for (const shopper of shoppers) orders += await orderCount(database, shopper.customerId);
    expect(orders).toBe(5);
    // The winners' carts are emptied; the losers keep theirs to try again.
    const winners = new Set(answers.flatMap((a, i) => (a.status === 200 ? [shoppers[i].customerId] : [])));
    for (const shopper of shoppers) expect(await cartLineCount(database, shopper.customerId)).toBe(winners.has(shopper.customerId) ? 0 : 1);
  });

  it('one customer\'s checkout sent twice at once and then replayed: one order, stock taken once', async () => {
    const product = await untouchedProduct(5, 2);
    const shopper = await readyShopper(database, [[product, 2]]);
    const before = await stockOf(database, product.id);

    const [first, second] = await Promise.all([cashOrder(database, shopper), cashOrder(database, shopper)]);
    const replay = await cashOrder(database, shopper);

    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1], JSON.stringify([first.body, second.body])).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(replay.status).toBeLessThan(500);
    expect(replay.body.message).toEqual(expect.any(String));
    expect(await orderCount(database, shopper.customerId)).toBe(1);
    expect(await stockOf(database, product.id)).toBe(before - 2);
    expect(await unitsOrdered(product.id, [shopper.customerId])).toBe(2);
  });
});

describe('login races', () => {
  it('two OTP logins of the same customer at once, each uploading the same guest cart, merge it once', async () => {
    const [a, b] = [await untouchedProduct(3, 2), await untouchedProduct(3, 2)];
    const mobile = freshMobile();
    // Two tabs each ask for an OTP (from two addresses, so the per-address limit is not what is tested).
    const sends = await Promise.all([freshIp(), freshIp()].map(async (ip) => ({ ip, sent: await api(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, { ip }) })));
    for (const { sent } of sends) expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    // ...and verify at the same moment: a new number, so both race to create the customer too.
    const verified = await Promise.all(
      sends.map(({ ip, sent }) => api(database, 'user/verifyotp', { otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191 }, { ip })),
    );
    for (const answer of verified) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const customerId = verified[0].body.payload.customer_id;
    expect(verified[1].body.payload.customer_id).toBe(customerId);
    const customers = await database.db.selectFrom('customers').select('id').where('contact', '=', mobile).execute();
    expect(customers).toHaveLength(1);
    const cookies = verified.map((v) => sessionCookieOf(v.setCookies)!);
    expect(cookies[0]).toBeDefined();
    expect(cookies[1]).toBeDefined();
    expect(cookies[0]).not.toBe(cookies[1]);

    // Both tabs upload the guest cart they had before logging in, at once.
    const guestCart = JSON.stringify([
      { product_id: a.id, quantity: 2 },
      { product_id: b.id, quantity: 1 },
    ]);
    const merges = await Promise.all(cookies.map((cookie) => api(database, 'store/addTocartMultiple', { company_id: 191, store_id: 139, customer_id: customerId, cartJson: guestCart }, { cookie })));
    for (const answer of merges) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    // One cart, one line per product, quantities as in the guest cart (not doubled).
    const carts = await database.db.selectFrom('carts').select('id').where('customer_id', '=', customerId).execute();
    expect(carts).toHaveLength(1);
    expect(await cartLineCount(database, customerId)).toBe(2);
    for (const cookie of cookies) {
      const listed = await api(database, 'store/cartList', {}, { cookie });
      expect(listed.status).toBe(200);
      const quantities = Object.fromEntries(listed.body.payload_cartList.map((l: any) => [l.product_id, l.quantity]));
      expect(quantities).toEqual({ [a.id]: 2, [b.id]: 1 });
    }
  });
});
