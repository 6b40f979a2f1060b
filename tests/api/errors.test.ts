// Bad input gets a 400 naming the fields, never a 500; unknown paths are 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { post } from './request';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.close();
});

describe('bad input', () => {
  it('malformed JSON is a 400', async () => {
    const { status, body } = await post(database, 'store/productDetail', '{"product_slug": ');
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toHaveProperty('body');
  });

  it('a body that is not an object is a 400', async () => {
    for (const text of ['[1,2]', '"text"', '42', 'null']) {
      const { status } = await post(database, 'store/banner', text);
      expect(status, text).toBe(400);
    }
  });

  it('wrong types get 400 with field errors', async () => {
    const cases: [string, unknown, string][] = [
      ['store/productDetail', { product_id: 'abc' }, 'product_id'],
      ['store/productDetail', { product_id: -5 }, 'product_id'],
      ['store/productDetail', { product_id: { $gt: 1 } }, 'product_id'],
      ['store/VerticalByProduct', { vertical_slug: 12 }, 'vertical_slug'],
      ['store/VerticalByProduct', { vertical_slug: 'televisions', page: 0 }, 'page'],
      ['store/FilterByProductNew', { result_per_page: 100000 }, 'result_per_page'],
      ['store/FilterByProductNew', { from_price: 'cheap' }, 'from_price'],
      ['store/searchAI', { keyword: '' }, 'keyword'],
      ['store/searchAI', {}, 'keyword'],
      ['store/banner', { store_id: 'x' }, 'store_id'],
      ['v1/getMatchedZipCodeDetails', { zip_code: '11000' }, 'zip_code'],
    ];
    for (const [path, request, field] of cases) {
      const { status, body } = await post(database, path, request);
      expect(status, `${path} ${JSON.stringify(request)}`).toBe(400);
      expect(body.errors, `${path} names ${field}`).toHaveProperty(field);
    }
  });

  it('product detail without slug or id is a 400, not a 500', async () => {
    const { status, body } = await post(database, 'store/productDetail', { company_id: 191, store_id: 139 });
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty('product_slug');
  });

  it('a NUL character in any text is a 400 (PostgreSQL text cannot hold one), not a 500', async () => {
    for (const [path, request] of [
      ['store/productDetail', { product_slug: 'tv\u0000' }],
      ['store/searchAI', { keyword: 'fridge\u0000; DROP TABLE products' }],
      ['store/verticalByCategory', { vertical_slug: 'x', 'key\u0000': 1 }],
    ] as const) {
      const { status, body } = await post(database, path, request);
      expect(status, path).toBe(400);
      expect(body.message).toBe('Request must not contain NUL characters.');
    }
  });

  it('an unknown path is a 404', async () => {
    const { status, body } = await post(database, 'store/noSuchCall', {});
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });

  it('a body over 256 KB is refused with 413', async () => {
    const { status } = await post(database, 'store/searchAI', { keyword: 'x'.repeat(300 * 1024) });
    expect(status).toBe(413);
  });

  it('a cross-site POST to a call that changes something is refused; catalogue reads are not', async () => {
    const evil = await post(database, 'user/signin', { type: 'mobile', username: '9876543210', password: 'whatever' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const read = await post(database, 'store/banner', {}, { origin: 'https://evil.example' });
    expect(read.status).toBe(200);
  });
});
