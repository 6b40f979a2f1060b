import { describe, expect, it } from 'vitest';
import { spreadBetween } from './spread';

describe('spreadBetween', () => {
  it('spreads three banners over six carousels: before the 1st, 3rd and 5th', () => {
    expect(spreadBetween(['a', 'b', 'c'], 6)).toEqual([['a'], [], ['b'], [], ['c'], [], []]);
  });

  it('puts one banner before the first carousel', () => {
    expect(spreadBetween(['a'], 4)).toEqual([['a'], [], [], [], []]);
  });

  it('keeps every banner, in order, when there are more banners than carousels', () => {
    const spread = spreadBetween(['a', 'b', 'c', 'd', 'e'], 2);
    expect(spread.flat()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(spread).toHaveLength(3);
  });

  it('shows every banner when there is no carousel at all', () => {
    expect(spreadBetween(['a', 'b'], 0)).toEqual([['a', 'b']]);
  });

  it('gives empty slots when there is no banner', () => {
    expect(spreadBetween([], 3)).toEqual([[], [], [], []]);
  });
});
