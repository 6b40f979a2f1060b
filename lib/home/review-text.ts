// Customer testimonials on the home page are cut at 200 characters
// with an ellipsis, and a Show More / Show Less toggle reveals the rest.
// The cut is found on the server (where it needs Intl.Segmenter); the browser gets where
// it falls (reviewCutAt) and slices there as shortReview does (components/home/review-text.tsx
// repeats that one line: importing it from here would take this module and its segmenter
// into the first load of the home and product pages).
import { onFirstUse } from '@/lib/first-use';
import { limits } from '@/lib/limits';
import { carouselTexts } from '@/lib/texts/carousel';

export const ELLIPSIS = carouselTexts.ellipsis;

const graphemes = onFirstUse(() => new Intl.Segmenter('en-IN', { granularity: 'grapheme' }));

export interface CutText {
  /** The text to show while collapsed. */
  text: string;
  /** Whether anything was cut (and so whether to offer Show More). */
  cut: boolean;
}

/** Where a review is cut: the length of its trimmed text kept before the ellipsis, or null when it shows whole. */
export function reviewCutAt(review: string, limit: number = limits.reviewCutChars): number | null {
  const text = review.trim();
  // Count what a reader sees as characters (grapheme clusters), so an emoji or a
  // Devanagari letter with its vowel sign is never split in two.
  const characters = Array.from(graphemes().segment(text), (part) => part.segment);
  if (characters.length <= limit) return null;
  return characters.slice(0, limit).join('').trimEnd().length;
}

/** The short text of a review cut at `cutAt` (from reviewCutAt). */
export function shortReview(review: string, cutAt: number): string {
  return review.trim().slice(0, cutAt) + ELLIPSIS;
}

export function cutReviewText(review: string, limit: number = limits.reviewCutChars): CutText {
  const cutAt = reviewCutAt(review, limit);
  return cutAt === null ? { text: review.trim(), cut: false } : { text: shortReview(review, cutAt), cut: true };
}
