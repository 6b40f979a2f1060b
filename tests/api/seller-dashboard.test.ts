// The console's dashboard (docs/rules/seller.md#dashboard) on a database of its own:
// today's and the week's orders and sales (a cancelled order counts as an order, not as
// a sale), orders waiting per step, cash held by couriers, returns waiting, products low
// on stock and without a picture; a packer sees the work, not the money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 3, 20, 1);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const board = async (who: TestStaff) => {
  const answer = await sellerApi(database, 'dashboard', {}, { cookie: who.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload;
};

describe('the dashboard', () => {
  it('counts orders, sales, waiting orders, cash held and returns waiting; lists low stock and missing pictures', async () => {
    // Every product well stocked and pictured, then one low, one out and one without a picture.
    await database.db.updateTable('products').set({ stock: 10 }).execute();
    await database.db.updateTable('products').set({ image: 'pictured.webp' }).where('image', '=', '').execute();
    await database.db.updateTable('products').set({ stock: 1 }).where('id', '=', products[1].id).execute();
    await database.db.updateTable('products').set({ stock: 0 }).where('id', '=', products[2].id).execute();
    await database.db.updateTable('products').set({ image: '' }).where('id', '=', products[1].id).execute();

    const empty = await board(manager);
    expect(empty.today).toEqual({ orders: 0, sales: 0 });
    expect(empty.low_stock).toMatchObject({ threshold: 2, count: 2 });
    expect(empty.low_stock.products.map((p: { product_id: number }) => p.product_id)).toEqual([products[2].id, products[1].id]);
    expect(empty.without_images.count).toBe(1);
    expect(empty.without_images.products[0]).toMatchObject({ product_id: products[1].id });

    // Two cash orders today: one delivered, one cancelled by its shopper.
    const kept = await readyShopper(database, [[products[0], 1]]);
    const keptOrder = (await cashOrder(database, kept)).body.payload;
    const dropped = await readyShopper(database, [[products[0], 2]]);
    const droppedOrder = (await cashOrder(database, dropped)).body.payload;
    expect((await api(database, 'store/orderCancelled', { order_id: droppedOrder.order_id }, { cookie: dropped.cookie })).status).toBe(200);

    const placed = await board(manager);
    expect(placed.today).toEqual({ orders: 2, sales: keptOrder.total_paid_amount });
    expect(placed.week).toEqual(placed.today);
    expect(placed.waiting).toEqual({ awaiting_confirmation: 0, placed: 1, confirmed: 0, packed: 0, shipped: 0, out_for_delivery: 0, delivery_failed: 0, rto: 0 });
    expect(placed.cod_outstanding).toEqual({ count: 0, amount: 0, overdue: 0 });

    // A COD order its shopper has not confirmed yet waits at its own step and is no sale yet.
    const unsure = await readyShopper(database, [[products[0], 1]]);
    const unsureOrder = (await cashOrder(database, unsure, {}, { confirm: false })).body.payload;
    expect(unsureOrder.status).toBe('awaiting_confirmation');
    const unconfirmed = await board(manager);
    expect(unconfirmed.waiting).toMatchObject({ awaiting_confirmation: 1, placed: 1 });
    expect(unconfirmed.today).toEqual(placed.today);
    expect((await api(database, 'store/orderCancelled', { order_id: unsureOrder.order_id }, { cookie: unsure.cookie })).status).toBe(200);

    await moveOrder(database, manager, keptOrder.order_id, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'AWBDASH1' }, { to: 'out_for_delivery' }, { to: 'delivered' }]);
    const item = await database.db.selectFrom('order_items').select('id').where('order_id', '=', keptOrder.order_id).executeTakeFirstOrThrow();
    expect((await api(database, 'store/orderReturn', { order_id: keptOrder.order_id, item_id: Number(item.id), reason: 'Not as described' }, { cookie: kept.cookie })).status).toBe(200);

    const delivered = await board(manager);
    expect(delivered.waiting.placed).toBe(0);
    expect(delivered.cod_outstanding).toEqual({ count: 1, amount: keptOrder.total_paid_amount, overdue: 0 });
    expect(delivered.returns_waiting).toEqual({ requested: 1, approved: 0, received: 0 });

    // A packer: the same work and stock, no money.
    const packer = await addTestStaff(database, 'packer');
    const forPacker = await board(packer);
    expect(forPacker.today).toEqual({ orders: 3, sales: null });
    expect(forPacker.cod_outstanding).toBeNull();
    expect(forPacker.returns_waiting).toBeNull();
    expect(forPacker.low_stock.count).toBe(2);
  });

  it('uses a product\'s own low-stock threshold, set in the editor, else the store\'s', async () => {
    await database.db.updateTable('products').set({ stock: 10, low_stock_at: null }).execute();
    await database.db.updateTable('products').set({ stock: 4 }).where('id', '=', products[0].id).execute();
    await database.db.updateTable('products').set({ stock: 1 }).where('id', '=', products[1].id).execute();
    await database.db.updateTable('products').set({ stock: 2 }).where('id', '=', products[2].id).execute();
    const listed = async () => {
      const low = (await board(manager)).low_stock;
      return { threshold: low.threshold, count: low.count, products: low.products.map((p: { product_id: number; stock: number; low_stock_at: number | null }) => [p.product_id, p.stock, p.low_stock_at]) };
    };
    expect(await listed()).toEqual({ threshold: 2, count: 2, products: [[products[1].id, 1, null], [products[2].id, 2, null]] });

    // Through products/save, as the form sends it: 5 for the first (4 left: low), 0 for the second (1 left: not low).
    const saveThreshold = async (id: number, lowStockAt: string) => {
      const p = (await sellerApi(database, 'products/get', { product_id: id }, { cookie: manager.cookie })).body.payload.product;
      const saved = await sellerApi(database, 'products/save', { product_id: id, name: p.name, brand_id: p.brand_id, category_id: p.category_id, mrp: p.mrp, selling_price: p.selling_price, stock: p.stock, low_stock_at: lowStockAt }, { cookie: manager.cookie });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await saveThreshold(products[0].id, '5');
    await saveThreshold(products[1].id, '0');
    expect(await listed()).toEqual({ threshold: 2, count: 2, products: [[products[2].id, 2, null], [products[0].id, 4, 5]] });

    // Emptied: the store's default again.
    await saveThreshold(products[1].id, '');
    expect((await listed()).products).toEqual([[products[1].id, 1, null], [products[2].id, 2, null], [products[0].id, 4, 5]]);
  });

  it('answers 401 to a shopper\'s session', async () => {
    const shopper = await readyShopper(database, [[products[0], 1]]);
    expect((await sellerApi(database, 'dashboard', {}, { cookie: shopper.cookie })).status).toBe(401);
  });
});
