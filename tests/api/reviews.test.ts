// Reviews (docs/rules/catalogue.md#reviews): store/reviews lists a product's reviews newest
// first; store/reviews/add stores the SESSION customer's review (never the body's
// customer_id), one per customer per product, and updates the product's average rating
// and review count in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { api, loginByOtp } from './session';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.close();
});

async function productRow(id: number) {
  const row = await database.db.selectFrom('products').select(['id', 'total_rating', 'review_count']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id: Number(row.id), total_rating: Number(row.total_rating), review_count: Number(row.review_count) };
}

/** A product with seeded reviews, and one without any. */
async function products() {
  const reviewed = await database.db.selectFrom('products').select('id').where('review_count', '>=', 2).orderBy('id').executeTakeFirstOrThrow();
  const unreviewed = await database.db.selectFrom('products').select('id').where('review_count', '=', 0).orderBy('id').limit(5).execute();
  return { reviewed: Number(reviewed.id), unreviewed: unreviewed.map((r) => Number(r.id)) };
}

describe('store/reviews', () => {
  it('lists a product\'s reviews newest first, as many as its review_count', async () => {
    const { reviewed } = await products();
    const listed = await api(database, 'store/reviews', { product_id: reviewed, limit: 1000 });
    expect(listed.status).toBe(200);
    const reviews = listed.body.data as { rating: number; review: string; name: string; created_at: string }[];
    expect(reviews.length).toBe((await productRow(reviewed)).review_count);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.review.length).toBeGreaterThan(0);
      expect(r.name.length).toBeGreaterThan(0);
    }
    const dates = reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('honours the limit, answers an empty list for a product without reviews, and 404 for an unknown product', async () => {
    const { reviewed, unreviewed } = await products();
    expect((await api(database, 'store/reviews', { product_id: reviewed, limit: 1 })).body.data).toHaveLength(1);
    const empty = await api(database, 'store/reviews', { product_id: unreviewed[0] });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect((await api(database, 'store/reviews', { product_id: 999_999 })).status).toBe(404);
    expect((await api(database, 'store/reviews', { product_id: 'abc' })).status).toBe(400);
  });
});

describe('store/reviews/add', () => {
  it('needs a logged-in customer', async () => {
    const { unreviewed } = await products();
    const refused = await api(database, 'store/reviews/add', { product_id: unreviewed[0], rating: 5, review: 'Great' });
    expect(refused.status).toBe(401);
    expect((await productRow(unreviewed[0]!)).review_count).toBe(0);
  });

  it('stores the session customer\'s review and updates the average and the count', async () => {
    const { reviewed } = await products();
    const before = await productRow(reviewed);
    const seeded = (await api(database, 'store/reviews', { product_id: reviewed })).body.data as { rating: number }[];
    const shopper = await loginByOtp(database);
    const added = await api(database, 'store/reviews/add', { product_id: reviewed, rating: 1, review: '  Stopped working after a week.  ' }, { cookie: shopper.cookie });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('Review stored successfully');

    const after = await productRow(reviewed);
    expect(after.review_count).toBe(before.review_count + 1);
    const sum = seeded.reduce((a, r) => a + r.rating, 0) + 1;
    expect(after.total_rating).toBeCloseTo(Math.round((sum / (seeded.length + 1)) * 10) / 10, 5);

    const [newest] = (await api(database, 'store/reviews', { product_id: reviewed })).body.data;
    expect(newest).toMatchObject({ rating: 1, review: 'Stopped working after a week.', customer_id: shopper.customerId });
  });

  it('a customer_id naming someone else is a 401 and stores nothing; the own id or none is the session customer\'s', async () => {
    const { unreviewed } = await products();
    const [mallory, alice] = [await loginByOtp(database), await loginByOtp(database)];
    const productId = unreviewed[1]!;
    const forged = await api(database, 'store/reviews/add', { customer_id: alice.customerId, product_id: productId, rating: 4, review: 'Nice' }, { cookie: mallory.cookie });
    expect(forged.status).toBe(401);
    const reviewers = async () => (await database.db.selectFrom('reviews').select(['customer_id']).where('product_id', '=', productId).execute()).map((r) => Number(r.customer_id));
    expect(await reviewers()).toEqual([]);
    const own = await api(database, 'store/reviews/add', { customer_id: mallory.customerId, product_id: productId, rating: 4, review: 'Nice' }, { cookie: mallory.cookie });
    expect(own.status).toBe(200);
    expect(await reviewers()).toEqual([mallory.customerId]);
  });

  it('a second review of the same product by the same customer is a 409 with a readable message and changes nothing', async () => {
    const { unreviewed } = await products();
    const productId = unreviewed[2]!;
    const shopper = await loginByOtp(database);
    expect((await api(database, 'store/reviews/add', { product_id: productId, rating: 5, review: 'Superb' }, { cookie: shopper.cookie })).status).toBe(200);
    const again = await api(database, 'store/reviews/add', { product_id: productId, rating: 1, review: 'Changed my mind' }, { cookie: shopper.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this product.');
    expect(await productRow(productId)).toEqual({ id: productId, total_rating: 5, review_count: 1 });
    // Another customer may still review it.
    const other = await loginByOtp(database);
    expect((await api(database, 'store/reviews/add', { product_id: productId, rating: 4, review: 'Good' }, { cookie: other.cookie })).status).toBe(200);
    expect(await productRow(productId)).toEqual({ id: productId, total_rating: 4.5, review_count: 2 });
  });

  it('two reviews by different customers at once both count', async () => {
    const { unreviewed } = await products();
    const productId = unreviewed[3]!;
    const [a, b] = [await loginByOtp(database), await loginByOtp(database)];
    const answers = await Promise.all([
      api(database, 'store/reviews/add', { product_id: productId, rating: 5, review: 'A' }, { cookie: a.cookie }),
      api(database, 'store/reviews/add', { product_id: productId, rating: 2, review: 'B' }, { cookie: b.cookie }),
    ]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect(await productRow(productId)).toEqual({ id: productId, total_rating: 3.5, review_count: 2 });
  });

  it('refuses a rating outside 1 to 5, a blank review, and an unknown product', async () => {
    const { unreviewed } = await products();
    const shopper = await loginByOtp(database);
    const productId = unreviewed[4]!;
    for (const body of [
      { product_id: productId, rating: 0, review: 'x' },
      { product_id: productId, rating: 6, review: 'x' },
      { product_id: productId, rating: 3.5, review: 'x' },
      { product_id: productId, rating: 4, review: '   ' },
      { product_id: productId, review: 'x' },
    ]) {
      const refused = await api(database, 'store/reviews/add', body, { cookie: shopper.cookie });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(database, 'store/reviews/add', { product_id: 999_999, rating: 4, review: 'x' }, { cookie: shopper.cookie })).status).toBe(404);
    expect((await productRow(productId)).review_count).toBe(0);
  });
});
