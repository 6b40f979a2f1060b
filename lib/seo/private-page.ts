// Metadata of the account pages (the order and address pages are
// marked noindex) and of checkout and the test payment page, which hold nothing to index.
import type { Metadata } from 'next';

export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
