// Customer testimonials on the home page are cut at 200 characters
// with an ellipsis, and a Show More / Show Less toggle reveals the rest.
import { onFirstUse } from '@/lib/first-use';
import { limits } from '@/lib/limits';

export const ELLIPSIS = '...';

const graphemes = onFirstUse(() => new Intl.Segmenter('en-IN', { granularity: 'grapheme' }));

export interface CutText {
  /** The text to show while collapsed. */
  text: string;
  /** Whether anything was cut (and so whether to offer Show More). */
  cut: boolean;
}

export function cutReviewText(review: string, limit: number = limits.reviewCutChars): CutText {
  const text = review.trim();
  // Count what a reader sees as characters (grapheme clusters), so an emoji or a
  // Devanagari letter with its vowel sign is never split in two.
  const characters = Array.from(graphemes().segment(text), (part) => part.segment);
  if (characters.length <= limit) return { text, cut: false };
  return { text: characters.slice(0, limit).join('').trimEnd() + ELLIPSIS, cut: true };
}
