// JSON-holding columns are plain text on both databases. A row that
// holds something unreadable must not break a product page, so parsing never throws.

/** The parsed value, or undefined when the text is empty or not JSON. */
export function parseJsonColumn(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON object column, or null when absent or not an object. */
export function parseJsonObject<T extends object>(text: string | null | undefined): T | null {
  const value = parseJsonColumn(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
}

/** A JSON list column, or [] when absent or not a list. */
export function parseJsonList(text: string | null | undefined): unknown[] {
  const value = parseJsonColumn(text);
  return Array.isArray(value) ? value : [];
}
