import { describe, expect, it } from 'vitest';
import { oneTypoAway, searchWords } from './search-words';

describe('searchWords', () => {
  it('splits on anything but letters and digits, lower-cased, once each', () => {
    expect(searchWords('  Samsung 1.5-Ton  split-AC samsung ')).toEqual(['samsung', '1', '5', 'ton', 'split', 'ac']);
    expect(searchWords('!!!')).toEqual([]);
  });
});

describe('oneTypoAway', () => {
  it('finds a left-out, added, replaced or swapped letter', () => {
    const variants = oneTypoAway('samsnug');
    expect(variants).toContain('samsung'); // swapped
    expect(oneTypoAway('refrigerater')).toContain('refrigerator'); // replaced
    expect(oneTypoAway('refrigrator')).toContain('refrigerator'); // left out
    expect(oneTypoAway('refrigeratoor')).toContain('refrigerator'); // added
    expect(variants).not.toContain('samsnug');
  });

  it('leaves short words and words with digits alone', () => {
    expect(oneTypoAway('sony')).not.toEqual([]);
    expect(oneTypoAway('tvs')).toEqual([]);
    expect(oneTypoAway('x7200')).toEqual([]);
  });
});
