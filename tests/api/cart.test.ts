// The server cart (docs/rules/cart.md#the-server-cart): the calls' paths, messages and keys; prices
// from the products table whatever the client sends; quantities within stock and
// allowance; the guest-cart merge at login idempotent, also when run twice at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { api, cartLineCount, loginByOtp, plainProducts, type ProductRow } from './session';

let database: TestDatabase;
let products: ProductRow[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  products = await plainProducts(database, 4, 3, 2);
});
afterAll(async () => {
  await database?.close();
});

const lineCount = (customerId: number) => cartLineCount(database, customerId);

const rupees = (paise: number) => paise / 100;

describe('store/addTocart, store/cartList, store/updateTocart, store/removeTocart', () => {
  it('adds a line priced from the products table, whatever price the client sends', async () => {
    const shopper = await loginByOtp(database);
    const [p] = products;
    const added = await api(database, 'store/addTocart', {
      company_id: 191, store_id: 139, customer_id: shopper.customerId, product_id: p.id, quantity: 1,
      selling_price: 1, mrp: 2, product_name: 'Free TV', stock: 999,
    }, { cookie: shopper.cookie });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Add successfully.');
    const [line] = added.body.payload_addTocart;
    expect(line).toMatchObject({
      product_id: p.id, product_name: p.name, quantity: 1, stock: p.stock,
      selling_price: rupees(p.selling_price_paise), mrp: rupees(p.mrp_paise), cart_id: expect.any(Number),
    });

    const listed = await api(database, 'store/cartList', { store_id: 139, customer_id: shopper.customerId }, { cookie: shopper.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.message).toBe('Cart list successfully');
    expect(listed.body.payload_cartList).toEqual([line]);
    expect(listed.body.payload_cartList_id).toBe(line.cart_id);
  });

  it('an empty cart lists as an empty list', async () => {
    const shopper = await loginByOtp(database);
    const listed = await api(database, 'store/cartList', {}, { cookie: shopper.cookie });
    expect(listed.body).toEqual({ message: 'Cart list successfully', payload_cartList: [], payload_cartList_id: null });
  });

  it('updates a quantity within the limits, and refuses one beyond them without changing anything', async () => {
    const shopper = await loginByOtp(database);
    const p = products[1];
    await api(database, 'store/addTocart', { product_id: p.id }, { cookie: shopper.cookie });
    const updated = await api(database, 'store/updateTocart', { product_id: p.id, quantity: 2 }, { cookie: shopper.cookie });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Update successfully.');
    expect(updated.body.payload_cartList[0].quantity).toBe(2);

    const limit = Math.min(p.stock, p.no_of_quantity_allowed);
    const over = await api(database, 'store/updateTocart', { product_id: p.id, quantity: limit + 1 }, { cookie: shopper.cookie });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('You have reached the product quantity limit.');
    const listed = await api(database, 'store/cartList', {}, { cookie: shopper.cookie });
    expect(listed.body.payload_cartList[0].quantity).toBe(2);
  });

  it('adding more than the limit is clamped to it; a sold-out product is refused', async () => {
    const shopper = await loginByOtp(database);
    const p = products[2];
    const added = await api(database, 'store/addTocart', { product_id: p.id, quantity: 500 }, { cookie: shopper.cookie });
    expect(added.body.payload_addTocart[0].quantity).toBe(Math.min(p.stock, p.no_of_quantity_allowed));

    const soldOut = await database.db.selectFrom('products').select('id').where('stock', '=', 0).executeTakeFirstOrThrow();
    const refused = await api(database, 'store/addTocart', { product_id: Number(soldOut.id) }, { cookie: shopper.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have reached the product quantity limit.');
    expect(await lineCount(shopper.customerId)).toBe(1);
  });

  it('an unknown product is a 404 and adds nothing', async () => {
    const shopper = await loginByOtp(database);
    const refused = await api(database, 'store/addTocart', { product_id: 9_999_999 }, { cookie: shopper.cookie });
    expect(refused.status).toBe(404);
    expect(await lineCount(shopper.customerId)).toBe(0);
  });

  it('removes a line', async () => {
    const shopper = await loginByOtp(database);
    await api(database, 'store/addTocart', { product_id: products[0].id }, { cookie: shopper.cookie });
    await api(database, 'store/addTocart', { product_id: products[1].id }, { cookie: shopper.cookie });
    const removed = await api(database, 'store/removeTocart', { store_id: 139, customer_id: shopper.customerId, product_id: products[0].id }, { cookie: shopper.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Remove successfully');
    expect(removed.body.payload_cartList.map((l: any) => l.product_id)).toEqual([products[1].id]);
  });

  it('adding the same product twice keeps one line', async () => {
    const shopper = await loginByOtp(database);
    await api(database, 'store/addTocart', { product_id: products[0].id }, { cookie: shopper.cookie });
    await api(database, 'store/addTocart', { product_id: products[0].id }, { cookie: shopper.cookie });
    expect(await lineCount(shopper.customerId)).toBe(1);
  });
});

describe('store/addTocartMultiple (the guest cart at login) and store/updateTocartMultiple', () => {
  const guestCart = () =>
    JSON.stringify([
      { product_id: products[0].id, quantity: 1, selling_price: 1, product_name: 'whatever' },
      { product_id: products[1].id, quantity: 99 },
    ]);

  it('merges the guest cart with the documented keys, clamped to stock and allowance', async () => {
    const shopper = await loginByOtp(database);
    const merged = await api(database, 'store/addTocartMultiple', { company_id: 191, store_id: 139, customer_id: shopper.customerId, cartJson: guestCart() }, { cookie: shopper.cookie });
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe('Add successfully.');
    expect(merged.body.payload_cartList_id).toEqual(expect.any(Number));
    const items = merged.body.payload_cartList_items;
    expect(items.map((l: any) => [l.product_id, l.quantity])).toEqual([
      [products[0].id, 1],
      [products[1].id, Math.min(products[1].stock, products[1].no_of_quantity_allowed)],
    ]);
    expect(items[0].selling_price).toBe(rupees(products[0].selling_price_paise));
    expect(items[0].product_name).toBe(products[0].name);
  });

  it('keeps what the server cart already had and takes the larger quantity', async () => {
    const shopper = await loginByOtp(database);
    await api(database, 'store/addTocart', { product_id: products[2].id }, { cookie: shopper.cookie });
    await api(database, 'store/addTocart', { product_id: products[0].id, quantity: 2 }, { cookie: shopper.cookie });
    const merged = await api(database, 'store/addTocartMultiple', { cartJson: guestCart() }, { cookie: shopper.cookie });
    const quantities = Object.fromEntries(merged.body.payload_cartList_items.map((l: any) => [l.product_id, l.quantity]));
    expect(quantities[products[2].id]).toBe(1);
    expect(quantities[products[0].id]).toBe(2);
    expect(quantities[products[1].id]).toBe(Math.min(products[1].stock, products[1].no_of_quantity_allowed));
  });

  it('merging the same guest cart twice gives the same cart', async () => {
    const shopper = await loginByOtp(database);
    const first = await api(database, 'store/addTocartMultiple', { cartJson: guestCart() }, { cookie: shopper.cookie });
    const second = await api(database, 'store/addTocartMultiple', { cartJson: guestCart() }, { cookie: shopper.cookie });
    expect(second.body.payload_cartList_items).toEqual(first.body.payload_cartList_items);
    expect(await lineCount(shopper.customerId)).toBe(2);
  });

  it('two merges at once (two tabs logging in) give no duplicate lines and one cart', async () => {
    const shopper = await loginByOtp(database);
    const answers = await Promise.all([1, 2, 3, 4].map(() => api(database, 'store/addTocartMultiple', { cartJson: guestCart() }, { cookie: shopper.cookie })));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await lineCount(shopper.customerId)).toBe(2);
    const carts = await database.db.selectFrom('carts').select('id').where('customer_id', '=', shopper.customerId).execute();
    expect(carts).toHaveLength(1);
    const listed = await api(database, 'store/cartList', {}, { cookie: shopper.cookie });
    expect(listed.body.payload_cartList).toEqual(answers[0].body.payload_cartList_items);
  });

  it('drops sold-out and unknown products, and repeated lines count once', async () => {
    const shopper = await loginByOtp(database);
    const soldOut = await database.db.selectFrom('products').select('id').where('stock', '=', 0).executeTakeFirstOrThrow();
    const cartJson = JSON.stringify([
      { product_id: Number(soldOut.id), quantity: 1 },
      { product_id: 9_999_999, quantity: 1 },
      { product_id: products[3].id, quantity: 1 },
      { product_id: products[3].id, quantity: 2 },
    ]);
    const merged = await api(database, 'store/addTocartMultiple', { cartJson }, { cookie: shopper.cookie });
    expect(merged.body.payload_cartList_items.map((l: any) => [l.product_id, l.quantity])).toEqual([[products[3].id, 2]]);
  });

  it('updateTocartMultiple makes the server cart exactly the list sent', async () => {
    const shopper = await loginByOtp(database);
    await api(database, 'store/addTocart', { product_id: products[3].id }, { cookie: shopper.cookie });
    const replaced = await api(database, 'store/updateTocartMultiple', { cartJson: JSON.stringify([{ product_id: products[0].id, quantity: 2 }]) }, { cookie: shopper.cookie });
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe('Add successfully.');
    expect(replaced.body.payload_cartList_items.map((l: any) => [l.product_id, l.quantity])).toEqual([[products[0].id, 2]]);
    expect(await lineCount(shopper.customerId)).toBe(1);
  });

  it('a cartJson that is not a list of lines is a 400 naming cartJson', async () => {
    const shopper = await loginByOtp(database);
    for (const cartJson of ['{', '{"product_id":1}', '[{"product_id":"x"}]', '[{"product_id":1,"quantity":0}]']) {
      const refused = await api(database, 'store/addTocartMultiple', { cartJson }, { cookie: shopper.cookie });
      expect(refused.status, cartJson).toBe(400);
      expect(refused.body.errors, cartJson).toHaveProperty('cartJson');
    }
    expect(await lineCount(shopper.customerId)).toBe(0);
  });
});
