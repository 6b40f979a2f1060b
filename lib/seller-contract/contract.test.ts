import { describe, expect, it } from 'vitest';
import { sellerCallsWithoutSession, sellerClientCalls } from '@/lib/client/seller/call-table';
import { sellerCalls, type SellerCallName } from './index';

describe('the seller contract', () => {
  const names = Object.keys(sellerCalls) as SellerCallName[];

  it('the browser\'s table has every call, and only those', () => {
    expect(Object.keys(sellerClientCalls).sort()).toEqual([...names].sort());
  });

  it('the browser knows which calls need no session: the ones open to anyone', () => {
    expect([...sellerCallsWithoutSession].sort()).toEqual(names.filter((name) => sellerCalls[name].roles === 'anyone').sort());
  });
});
