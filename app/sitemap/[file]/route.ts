// /sitemap/{n}.xml: chunk n of the sitemap (lib/seo/sitemap.ts), streamed a page of
// products at a time. The reads behind it are cached and tagged with the catalogue.
import { getDb } from '@/lib/db';
import { store } from '@/lib/config';
import { chunkExists, sitemapChunkEntries, sitemapSource, urlsetXml, xmlStream } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^(\d{1,6})\.xml$/.exec(file);
  const source = sitemapSource(getDb, store.storeId);
  const chunk = match ? Number(match[1]) : -1;
  if (!(await chunkExists(source, chunk))) {
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return new Response(xmlStream(urlsetXml(store.siteUrl, sitemapChunkEntries(source, chunk))), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}
