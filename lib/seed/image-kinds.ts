// The pictures the demo store uses. scripts/make-images.ts draws each one locally
// (no network) into public/img; the seed refers to them by these paths only.

/** Product drawings: each kind has GALLERY_SIZE views, /img/products/<kind>-<n>.webp. */
export const productImageKinds = [
  'tv', 'tv-large', 'refrigerator', 'refrigerator-double', 'washing-machine-front', 'washing-machine-top',
  'air-conditioner', 'air-cooler', 'air-purifier', 'ceiling-fan', 'table-fan',
  'microwave', 'mixer-grinder', 'iron', 'vacuum-cleaner', 'kettle', 'water-purifier', 'chimney', 'induction', 'toaster',
  'watch', 'backpack', 'sunglasses', 'trolley-bag', 'shoes',
  'smartphone', 'laptop', 'tablet', 'smartwatch',
  'soundbar', 'bluetooth-speaker', 'headphones', 'earbuds', 'party-speaker',
  'toy-car', 'building-blocks', 'teddy-bear', 'puzzle', 'ride-on', 'board-game',
] as const;
export type ProductImageKind = (typeof productImageKinds)[number];

export const GALLERY_SIZE = 4;

export const productImage = (kind: ProductImageKind, view = 1) => `/img/products/${kind}-${view}.webp`;
export const productGallery = (kind: ProductImageKind) =>
  Array.from({ length: GALLERY_SIZE }, (_, i) => productImage(kind, i + 1));

/** Banner backgrounds (text is laid over them in HTML, never baked in). */
export const bannerImageNames = [
  'hero-tv', 'hero-kitchen', 'hero-cooling', 'hero-audio', 'hero-mobiles',
  'promo-laundry', 'promo-toys', 'promo-lifestyle',
  'section-refrigerator', 'section-air-care', 'section-sound',
] as const;
export type BannerImageName = (typeof bannerImageNames)[number];
/** Desktop banner 1600x500; mobile 800x600. */
export const bannerImage = (name: BannerImageName) => `/img/banners/${name}.webp`;
export const bannerMobileImage = (name: BannerImageName) => `/img/banners/${name}-mobile.webp`;

/** Vertical tiles and category tiles: /img/verticals/<slug>.webp, drawn from a product kind. */
export const verticalImage = (slug: string) => `/img/verticals/${slug}.webp`;
/** Age-group tile and banner. */
export const ageGroupImage = (slug: string) => `/img/age/${slug}.webp`;
export const ageGroupBanner = (slug: string) => `/img/age/${slug}-banner.webp`;
/** Store photos: /img/stores/store-<n>.webp, n = 1..STORE_PHOTOS. */
export const STORE_PHOTOS = 4;
export const storePhoto = (n: number) => `/img/stores/store-${((n - 1) % STORE_PHOTOS) + 1}.webp`;
/** Brand logos are SVG with the brand's name set in text (the browser renders it). */
export const brandLogo = (slug: string) => `/img/brands/${slug}.svg`;
/** Bank logos for bank offers. */
export const bankLogo = (slug: string) => `/img/banks/${slug}.svg`;
/** Shown when an image fails to load. */
export const PLACEHOLDER_IMAGE = '/img/placeholder.webp';
