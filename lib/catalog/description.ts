// A product description is HTML that the product page renders as it is, so it is cleaned
// with an allow-list sanitizer (sanitize-html) wherever it is written (the editor, the
// CSV import) and again where the storefront reads it, for rows written before
// (docs/rules/products.md#description). Server-only: the library stays out of the
// browser's bundle.
import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** The formatting tags a description may use; every attribute is dropped. */
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span'];

const options: sanitizeHtml.IOptions = {
  allowedTags: DESCRIPTION_TAGS,
  allowedAttributes: {},
  // A tag not on the list goes, its text stays; script, style and the like go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head'],
};

/** The description with only the allowed formatting left, trimmed. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}
