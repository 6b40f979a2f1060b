import { describe, expect, it } from 'vitest';
import { cutReviewText, ELLIPSIS, reviewCutAt, shortReview } from './review-text';

describe('cutReviewText', () => {
  it('keeps a text of up to 200 characters whole', () => {
    const text = 'a'.repeat(200);
    expect(cutReviewText(text)).toEqual({ text, cut: false });
    expect(cutReviewText('Great fridge, works like new.')).toEqual({ text: 'Great fridge, works like new.', cut: false });
  });

  it('cuts a longer text at 200 characters and adds an ellipsis', () => {
    const text = 'b'.repeat(150) + 'c'.repeat(60);
    const result = cutReviewText(text);
    expect(result.cut).toBe(true);
    expect(result.text).toBe('b'.repeat(150) + 'c'.repeat(50) + ELLIPSIS);
  });

  it('cuts at exactly 201 characters', () => {
    expect(cutReviewText('x'.repeat(201))).toEqual({ text: 'x'.repeat(200) + ELLIPSIS, cut: true });
  });

  it('does not leave a space before the ellipsis', () => {
    const text = 'word '.repeat(60); // the 200th character is a space
    const result = cutReviewText(text);
    expect(result.text.endsWith(` ${ELLIPSIS}`)).toBe(false);
    expect(result.text).toBe('word '.repeat(40).trimEnd() + ELLIPSIS);
  });

  it('counts a Devanagari letter with its vowel sign as one character', () => {
    const text = 'की'.repeat(201); // each is two code points but one character on screen
    const result = cutReviewText(text);
    expect(result.text).toBe('की'.repeat(200) + ELLIPSIS);
  });

  it('ignores surrounding white space', () => {
    expect(cutReviewText(`  ${'y'.repeat(200)}\n`)).toEqual({ text: 'y'.repeat(200), cut: false });
  });

  it('takes another limit when asked', () => {
    expect(cutReviewText('abcdef', 3)).toEqual({ text: `abc${ELLIPSIS}`, cut: true });
  });

  it('the browser draws the same short text from where the server cut it (a slice, no segmenter)', () => {
    for (const review of ['x'.repeat(201), 'की'.repeat(201), 'word '.repeat(60), `  ${'😀'.repeat(205)}  `]) {
      const cutAt = reviewCutAt(review);
      expect(cutAt).not.toBeNull();
      expect(shortReview(review, cutAt!)).toBe(cutReviewText(review).text);
    }
    expect(reviewCutAt('Great fridge, works like new.')).toBeNull();
  });
});
