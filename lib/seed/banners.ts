// Home-page merchandising: hero, promo and section banners, brands in focus, the
// home category carousels, age groups and cart offers. Click targets are named by
// slug (or product model) and resolved to ids by index.ts.
//
// The hero banners deliberately use every click target of docs/rules/pages.md#banner-clicks
// (site link, product, subcategory + category, category, vertical only), so the
// storefront's banner routing is exercised by the demo data itself.
import type { BannerImageName } from './image-kinds';
import type { BrandSlug } from './products';
import type { VerticalSlug } from './taxonomy';

export interface BannerSeed {
  /** `{upto}` in the name or subtitle becomes the best discount in the target category (or vertical). */
  kind: 'banner' | 'promobanner' | 'sectionbanner';
  /** The headline laid over the picture. */
  name: string;
  subtitle: string;
  image: BannerImageName;
  siteLink?: string;
  vertical?: VerticalSlug;
  category?: string;
  subcategory?: string;
  /** A product model from products.ts. */
  productModel?: string;
}

export const bannerSeeds: BannerSeed[] = [
  // Hero slider.
  {
    kind: 'banner', image: 'hero-tv', name: 'Smart TVs up to {upto}% off', subtitle: '4K, QLED and OLED TVs, opened only for display and fully tested',
    vertical: 'televisions', category: 'smart-tvs', subcategory: '4k-ultra-hd-tvs',
  },
  {
    kind: 'banner', image: 'hero-kitchen', name: 'Kitchen appliances up to {upto}% off', subtitle: 'Mixers, microwaves, kettles and more from top brands',
    vertical: 'home-appliances', category: 'kitchen-appliances',
  },
  {
    kind: 'banner', image: 'hero-cooling', name: 'Beat the heat for less', subtitle: 'ACs, coolers, fans and air purifiers up to {upto}% off',
    vertical: 'air-care',
  },
  {
    kind: 'banner', image: 'hero-audio', name: 'Dolby Atmos at home', subtitle: 'Sony HT-S2000 soundbar at an open-box price',
    productModel: 'HT-S2000',
  },
  {
    kind: 'banner', image: 'hero-mobiles', name: 'Not sure which iPhone?', subtitle: 'Compare every model on apple.com, then save here on open-box',
    siteLink: 'https://www.apple.com/in/iphone/compare/',
  },
  // Promo banners (the second home category slot carries one).
  {
    kind: 'promobanner', image: 'promo-laundry', name: 'Front load washers up to {upto}% off', subtitle: 'Free installation and a 1-year warranty',
    vertical: 'washing-machines', category: 'front-load-washing-machines',
  },
  {
    kind: 'promobanner', image: 'promo-toys', name: 'Build it: LEGO City Police Station', subtitle: 'Open-box, every brick counted',
    productModel: '60316',
  },
  {
    kind: 'promobanner', image: 'promo-lifestyle', name: 'Titan watches', subtitle: 'Explore the full collection on titan.co.in',
    siteLink: 'https://www.titan.co.in/watches',
  },
  // Section banners between the home carousels.
  {
    kind: 'sectionbanner', image: 'section-refrigerator', name: 'Double door refrigerators', subtitle: 'Frost free, convertible and bottom freezer models',
    vertical: 'refrigerator', category: 'double-door-refrigerators',
  },
  {
    kind: 'sectionbanner', image: 'section-air-care', name: 'Breathe cleaner air', subtitle: 'HEPA air purifiers for the smog season',
    vertical: 'air-care', category: 'air-purifiers',
  },
  {
    kind: 'sectionbanner', image: 'section-sound', name: 'Sound systems up to {upto}% off', subtitle: 'Soundbars, earbuds, headphones and party speakers',
    vertical: 'sound-systems',
  },
];

/** Products the banners point at: never sold out in the demo. */
export const bannerProductModels = bannerSeeds.flatMap((b) => (b.productModel ? [b.productModel] : []));

/** Brands in focus on the home page; their offer text is computed from their products. */
export const brandsInFocus: BrandSlug[] = [
  'samsung', 'lg', 'sony', 'whirlpool', 'ifb', 'voltas', 'daikin', 'philips', 'apple', 'boat', 'jbl', 'lego',
];

/** The home page carousels, in order: the categories with the most products. */
export const homeCategorySlugs = [
  'smart-tvs', 'double-door-refrigerators', 'front-load-washing-machines', 'air-conditioners', 'smartphones', 'soundbars',
];

/** Cart offers: coupons the /offers page lists (rupees here). */
export const offerSeeds = [
  { code: 'WELCOME10', title: 'Welcome offer', description: '10% off your first order above ₹2,999, up to ₹500', minCart: 2999, percent: 10, maxDiscount: 500, firstOrderOnly: true },
  { code: 'BIGSAVE5', title: 'Big appliance savings', description: '5% off on orders above ₹24,999, up to ₹2,500', minCart: 24999, percent: 5, maxDiscount: 2500, firstOrderOnly: false },
  { code: 'FESTIVE8', title: 'Festive bonanza', description: 'Extra 8% off on orders above ₹49,999, up to ₹5,000', minCart: 49999, percent: 8, maxDiscount: 5000, firstOrderOnly: false },
];
