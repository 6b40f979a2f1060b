import { describe, expect, it } from 'vitest';
import { limits } from '@/lib/config';
import { testimonials } from './testimonials';

describe('home testimonials', () => {
  it('are six reviews with unique ids, ratings of 1 to 5 and valid dates', () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
    for (const t of testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(t.date))).toBe(false);
      expect(t.image).toMatch(/^\/img\//);
    }
  });

  it('include both long reviews (cut with Show More) and short ones', () => {
    const long = testimonials.filter((t) => t.review.length > limits.reviewCutChars);
    expect(long.length).toBeGreaterThanOrEqual(2);
    expect(long.length).toBeLessThan(testimonials.length);
  });
});
