// Sharing image of the home page (and of pages without their own): lib/seo/og.
import { store } from '@/lib/config';
import { homeImage, OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og/render';

export const alt = `${store.businessName}: Fastest Delivery and 100% Genuine Product, up to 80% off`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const revalidate = 500;

export default function Image() {
  return homeImage();
}
