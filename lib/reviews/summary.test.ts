import { describe, expect, it } from 'vitest';
import { averageRating, filledStars, ratingSummary } from './summary';

describe('rating summary', () => {
  it('averages to one decimal, 0 without ratings', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(0, 0)).toBe(0);
  });

  it('counts each star, 5 first, with whole percentages', () => {
    const summary = ratingSummary([{ rating: 5 }, { rating: 5 }, { rating: 4 }, { rating: 1 }]);
    expect(summary.average).toBe(3.8);
    expect(summary.count).toBe(4);
    expect(summary.stars).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it('is empty for no ratings and ignores ratings outside 1 to 5', () => {
    const summary = ratingSummary([{ rating: 0 }, { rating: 9 }]);
    expect(summary.count).toBe(0);
    expect(summary.average).toBe(0);
    expect(summary.stars.every((s) => s.count === 0 && s.percent === 0)).toBe(true);
  });

  it('fills stars to the nearest whole star', () => {
    expect([0, 2.4, 2.5, 4.7, 7].map(filledStars)).toEqual([0, 2, 3, 5, 5]);
  });
});
