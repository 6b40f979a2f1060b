// The widths Next's image optimizer (/_next/image) makes, for next.config.mjs `images` and for
// lib/images/optimized.ts, which builds the same URLs for plain <img> elements. Plain
// JavaScript, as next.config.mjs imports it.
//
// Fewer candidate widths than Next's default ladder (up to 3840): product pictures are 800 px
// and banners 1600 px wide, so wider files only lengthened every srcset.
export const deviceSizes = [640, 828, 1200, 1920];
export const imageSizes = [128, 256, 384];
/** The one quality the optimizer is asked for (Next's default; next.config.mjs allows only it). */
export const imageQuality = 75;
