import { describe, expect, it } from 'vitest';
import { calls } from '@/lib/contract';
import { clientCalls } from './call-table';

describe('the browser call table', () => {
  it('has every call of the contract with its path, caching and message', () => {
    const fromContract = Object.fromEntries(
      Object.entries(calls).map(([name, c]) => [name, { path: c.path, cached: c.cached, ...(c.message !== undefined && { message: c.message }) }]),
    );
    expect(clientCalls).toEqual(fromContract);
  });
});
