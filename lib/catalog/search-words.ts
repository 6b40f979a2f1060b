// What a shopper typed, as search words, and the spellings one typo away from a word.
// Pure: lib/catalog/search.ts turns these into each database's full-text query.

/** More words than this add nothing but cost. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Words this long or longer are matched with one typo; shorter ones must be spelt right. */
export const TYPO_MIN_LENGTH = 4;

/** Lower-cased runs of letters and digits, as the databases' tokenizers split the catalogue. */
export function searchWords(keyword: string): string[] {
  const words = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && w.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every spelling one typo away from a plain word of 4+ letters: a letter left out, one
 * added, one replaced, or two neighbours swapped ("samsnug" for "samsung"). Only plain
 * letters a-z: the catalogue's word list (search_words) holds no other words.
 */
export function oneTypoAway(word: string): string[] {
  if (word.length < TYPO_MIN_LENGTH || !/^[a-z]+$/.test(word)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after.length > 0) variants.add(before + after.slice(1));
    if (after.length > 1) variants.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of letters) {
      variants.add(before + letter + after);
      if (after.length > 0) variants.add(before + letter + after.slice(1));
    }
  }
  variants.delete(word);
  return [...variants];
}
