// Page metadata (docs/rules/pages.md#layout-and-breakpoint): titles cut to 60 characters,
// descriptions to 155 on product pages and 160 elsewhere, canonical URLs on the
// configured site origin, and Open Graph / Twitter cards.
import type { Metadata } from 'next';
import { limits, store } from '@/lib/config';

/** Cuts text to `max` characters on a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** Plain text of an HTML description (for meta tags and structured data). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const absoluteUrl = (path: string) => `${store.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;

/** The title form of a product page ('Buy {name} Online at Best Price - {business}'). */
export const productTitle = (name: string) => `Buy ${name} Online at Best Price - ${store.businessName}`;

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /store/televisions. */
  path: string;
  /** Product pages cut descriptions at 155, other pages at 160. */
  kind?: 'product' | 'page';
  /** Open Graph image path (1200x630). */
  image?: string;
  noindex?: boolean;
}

/** Metadata for a page. The title is absolute (the layout's template is not applied). */
export function pageMetadata({ title, description, path, kind = 'page', image, noindex }: PageMetadataInput): Metadata {
  const cutTitle = truncate(title, limits.metaTitle);
  const cutDescription = truncate(description, kind === 'product' ? limits.metaDescriptionProduct : limits.metaDescription);
  const url = absoluteUrl(path);
  const images = image ? [{ url: absoluteUrl(image), width: 1200, height: 630, alt: cutTitle }] : undefined;
  // Without an explicit image the `images` keys must be absent, not undefined: Next only
  // applies a route's generated opengraph-image when the page's metadata has no such key.
  return {
    title: { absolute: cutTitle },
    description: cutDescription,
    alternates: { canonical: url },
    openGraph: { title: cutTitle, description: cutDescription, url, siteName: store.businessName, type: 'website', locale: 'en_IN', ...(images && { images }) },
    twitter: { card: 'summary_large_image', title: cutTitle, description: cutDescription, ...(images && { images: images.map((i) => i.url) }) },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/** Metadata of a 404 answer that shows the home screen: never indexed (a duplicate of the home). */
export const notFoundMetadata: Metadata = { robots: { index: false, follow: true } };
