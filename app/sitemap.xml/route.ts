// /sitemap.xml: the sitemap index, one entry per chunk of at most 50,000 URLs
// (lib/seo/sitemap.ts). Answered per request so the links carry the running site
// origin; the catalogue reads behind it are cached and tagged (not rebuilt per request).
import { getDb } from '@/lib/db';
import { store } from '@/lib/config';
import { sitemapChunks, sitemapIndexXml, sitemapSource } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET() {
  const chunks = await sitemapChunks(sitemapSource(getDb, store.storeId));
  return new Response(sitemapIndexXml(store.siteUrl, chunks), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}
