// Section banners between the home carousels follow the promo banner priority (site
// link in a new tab, then category plus vertical, then product; docs/rules/pages.md#banner-clicks). A
// banner that names only a vertical would then lead nowhere, so it opens the
// vertical's page instead of being a dead picture.
import type { Banner } from './types';
import { promoBannerTarget, type BannerTarget } from '@/lib/banner-target';
import { routes } from '@/lib/routes';

export function sectionBannerTarget(banner: Banner): BannerTarget {
  const target = promoBannerTarget(banner);
  if (target.kind === 'none' && banner.vertical_name_url) return { kind: 'internal', href: routes.vertical(banner.vertical_name_url) };
  return target;
}
