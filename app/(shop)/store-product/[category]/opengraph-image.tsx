// Sharing image of a category page: name, product count and product pictures (lib/seo/og).
import { listRouteImage } from '@/lib/seo/og/list-images';

const image = listRouteImage('category');
export const alt = image.alt;
export const size = image.size;
export const contentType = image.contentType;
export const revalidate = 500;
// None drawn at build time; each is drawn on its first request and then kept in the
// response cache (revalidated like the catalogue), not drawn again per request.
export function generateStaticParams() {
  return [];
}

export default image.Image;
