// Metadata of a list page by the rules of docs/rules/pages.md#layout-and-breakpoint (pageMetadata cuts the title to 60 and the
// description to 160); the canonical URL never carries filters.
import type { Metadata } from 'next';
import type { ListPageData } from '@/lib/catalog/list-pages';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';

export function listMetadata(data: ListPageData | null): Metadata {
  if (!data) return notFoundMetadata;
  return pageMetadata({ title: data.title, description: data.description, path: data.path, noindex: data.noindex });
}

/** A path segment as the shopper typed it (Next may hand it over still percent-encoded). */
export function segment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
