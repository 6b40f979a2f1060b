// Pure rules of the product page's rating summary: the average as the product row keeps
// it (one decimal, as the demo seed computes it) and the count of each star.
import type { Rating } from './types';

/** The average of `count` ratings summing to `sum`, rounded to one decimal; 0 without ratings. */
export function averageRating(sum: number, count: number): number {
  if (!(count > 0)) return 0;
  return Math.round((sum / count) * 10) / 10;
}

export interface StarCount {
  stars: 5 | 4 | 3 | 2 | 1;
  count: number;
  /** Share of all ratings, in whole percent. */
  percent: number;
}

export interface RatingSummary {
  average: number;
  count: number;
  /** Five rows, 5 stars first. */
  stars: StarCount[];
}

/** The summary of a list of ratings (anything outside 1 to 5 is ignored). */
export function ratingSummary(ratings: Pick<Rating, 'rating'>[]): RatingSummary {
  const valid = ratings.map((r) => Math.round(Number(r.rating))).filter((r) => r >= 1 && r <= 5);
  const count = valid.length;
  const sum = valid.reduce((a, b) => a + b, 0);
  const stars = ([5, 4, 3, 2, 1] as const).map((stars) => {
    const n = valid.filter((r) => r === stars).length;
    return { stars, count: n, percent: count === 0 ? 0 : Math.round((n / count) * 100) };
  });
  return { average: averageRating(sum, count), count, stars };
}

/** Filled stars for a rating shown as five stars: rounded to the nearest whole star. */
export const filledStars = (rating: number) => Math.max(0, Math.min(5, Math.round(rating)));
