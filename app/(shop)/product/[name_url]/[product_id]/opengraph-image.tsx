// Sharing image of a product page: picture, name, price, struck MRP and discount
// (lib/seo/og). An unknown product gets the shop's generic card, not an error.
import { store } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, productImage } from '@/lib/seo/og/render';

export const alt = `Product at ${store.businessName}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const revalidate = 500;
// None drawn at build time; each is drawn on its first request and then kept in the
// response cache (revalidated like the catalogue), not drawn again per request.
export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ name_url: string; product_id: string }> }) {
  const { product_id } = await params;
  return productImage(product_id);
}
