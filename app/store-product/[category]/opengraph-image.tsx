// Sharing image of a category page: name, product count and product pictures (lib/seo/og).
import { store } from '@/lib/config';
import { categoryImage, OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og/render';

export const alt = `Shop open-box products at ${store.businessName}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const revalidate = 500;
// None drawn at build time; each is drawn on its first request and then kept in the
// response cache (revalidated like the catalogue), not drawn again per request.
export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ category: string }> }) {
  const { category } = await params;
  return categoryImage(category);
}
