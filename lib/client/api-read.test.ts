import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/config';

const apiCall = vi.fn();
vi.mock('./http', () => ({ apiCall: (...args: unknown[]) => apiCall(...args) }));

const { forgetApiReads, readApi } = await import('./api-read');

describe('reads without React Query keep the caching rule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    apiCall.mockReset();
    forgetApiReads();
  });
  afterEach(() => vi.useRealTimers());

  it('answers a cached call from the kept answer for the cache lifetime, then asks again', async () => {
    apiCall.mockResolvedValue({ payload_searchAI: [] });
    await readApi('storeSearch', { keyword: 'tv' });
    await readApi('storeSearch', { keyword: 'tv' });
    expect(apiCall).toHaveBeenCalledTimes(1);
    // Another request is another key.
    await readApi('storeSearch', { keyword: 'fridge' });
    expect(apiCall).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(limits.cacheLifetimeMs);
    await readApi('storeSearch', { keyword: 'tv' });
    expect(apiCall).toHaveBeenCalledTimes(3);
  });

  it('shares one request between two reads of the same key in flight', async () => {
    let answer: (value: unknown) => void = () => {};
    apiCall.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = readApi('storeSearch', { keyword: 'ac' });
    const second = readApi('storeSearch', { keyword: 'ac' });
    answer({ payload_searchAI: [] });
    expect(await first).toBe(await second);
    expect(apiCall).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed answer', async () => {
    apiCall.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ payload_searchAI: [] });
    await expect(readApi('storeSearch', { keyword: 'tv' })).rejects.toThrow('down');
    await readApi('storeSearch', { keyword: 'tv' });
    expect(apiCall).toHaveBeenCalledTimes(2);
  });

  it('reads a call that is not cached afresh every time', async () => {
    apiCall.mockResolvedValue({ data: [] });
    await readApi('getReviews', { product_id: 1, limit: 1000 });
    await readApi('getReviews', { product_id: 1, limit: 1000 });
    expect(apiCall).toHaveBeenCalledTimes(2);
  });
});
