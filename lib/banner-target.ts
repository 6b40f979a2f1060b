// Where a banner click goes (docs/rules/pages.md#banner-clicks).
import type { Banner } from '@/lib/home/types';
import { routes } from './routes';

export type BannerTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'none' };

/** Hero banners: site link (new tab), else product, else subcategory or category, else vertical. */
export function bannerTarget(banner: Banner): BannerTarget {
  if (banner.site_link) return { kind: 'external', href: banner.site_link };
  if (banner.product_id && banner.product_name_url) {
    return { kind: 'internal', href: routes.product(banner.product_name_url, banner.product_id) };
  }
  if (banner.subcategory_id && banner.subcategory_name_url && banner.category_name_url) {
    return { kind: 'internal', href: routes.subcategory(banner.category_name_url, banner.subcategory_name_url) };
  }
  if (banner.category_id && banner.category_name_url) {
    return { kind: 'internal', href: routes.category(banner.category_name_url) };
  }
  if (banner.vertical_id && banner.vertical_name_url) {
    return { kind: 'internal', href: routes.vertical(banner.vertical_name_url) };
  }
  return { kind: 'none' };
}

/** Promo and offer banners: site link (new tab), then category plus vertical, then product. */
export function promoBannerTarget(banner: Banner): BannerTarget {
  if (banner.site_link) return { kind: 'external', href: banner.site_link };
  if (banner.category_name_url && banner.vertical_name_url) {
    return { kind: 'internal', href: routes.verticalCategory(banner.vertical_name_url, banner.category_name_url) };
  }
  if (banner.product_id && banner.product_name_url) {
    return { kind: 'internal', href: routes.product(banner.product_name_url, banner.product_id) };
  }
  return { kind: 'none' };
}
