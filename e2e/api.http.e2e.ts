// The API over real HTTP against the running production server. This file is an
// outside client: it spells the paths and messages of docs/rules/api.md#calls on purpose (rather than reading
// them from lib/contract.ts), so a drift in the contract module shows up here.
import { expect, test } from '@playwright/test';

test('productDetail answers for a seeded product found through newarrivalRandom', async ({ request }) => {
  const arrivals = await request.post('/api/store/newarrivalRandom', { data: {} });
  expect(arrivals.status()).toBe(200);
  const list = (await arrivals.json()) as { message: string; payload_newarrivalRandom: { name_url: string; name: string }[] };
  expect(list.message).toBe('Product list successfully');
  expect(list.payload_newarrivalRandom.length).toBeGreaterThan(0);
  const product = list.payload_newarrivalRandom[0];

  const detail = await request.post('/api/store/productDetail', { data: { product_slug: product.name_url } });
  expect(detail.status()).toBe(200);
  const body = (await detail.json()) as { message: string; payload: { name: string; name_url: string } };
  expect(body.message).toBe('Product Detail');
  expect(body.payload.name_url).toBe(product.name_url);
  expect(body.payload.name).toBe(product.name);
});

test('getMatchedZipCodeDetails answers district and state for a pincode', async ({ request }) => {
  const response = await request.post('/api/v1/getMatchedZipCodeDetails', { data: { zip_code: '110001' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { district: { name: string; state: { name: string } } }[] };
  expect(body.data[0].district.name).toBe('New Delhi');
  expect(body.data[0].district.state.name).toBe('Delhi');
});

test('a cross-site POST to a call that changes something is refused', async ({ request, baseURL }) => {
  const data = { type: 'mobile', username: '9876543210', password: 'not-the-password' };
  const evil = await request.post('/api/user/signin', { data, headers: { Origin: 'https://evil.example' } });
  expect(evil.status()).toBe(403);

  // The same request from the shop's own origin gets past the origin check.
  const own = await request.post('/api/user/signin', { data, headers: { Origin: baseURL! } });
  expect(own.status()).not.toBe(403);
});
