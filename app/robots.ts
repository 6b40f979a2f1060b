// robots.txt: everything may be crawled except the API and the pages of a shopper's
// own account, cart and login. Answered per request so the Sitemap line carries the
// running site origin (STORE_SITE_URL), not the one present at build time.
import type { MetadataRoute } from 'next';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

// Pages without a builder in lib/routes.ts are spelled as docs/rules/catalogue.md#routes lists them.
const privatePaths = [
  '/api/',
  routes.checkout,
  routes.myAccount,
  routes.myOrders,
  '/order-details',
  routes.myAddress,
  '/add-new-address',
  '/verify',
  routes.login,
  '/seller', // the seller console (docs/rules/seller.md): never indexed
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: privatePaths },
    sitemap: `${store.siteUrl}/sitemap.xml`,
  };
}
