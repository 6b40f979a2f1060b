import { describe, expect, it } from 'vitest';
import type { Banner } from './types';
import { sectionBannerTarget } from './section-banner-target';

const blank: Banner = {
  id: 1, name: 'Sale', subtitle: null, image: '/img/banners/x.webp', mobile_image: null, site_link: null,
  vertical_id: null, category_id: null, subcategory_id: null, product_id: null,
  vertical_name_url: null, category_name_url: null, subcategory_name_url: null, product_name_url: null,
};

describe('sectionBannerTarget', () => {
  it('keeps the promo priority: site link, then category plus vertical, then product', () => {
    expect(sectionBannerTarget({ ...blank, site_link: 'https://example.com', vertical_id: 1, vertical_name_url: 'tv' })).toEqual({
      kind: 'external', href: 'https://example.com',
    });
    expect(sectionBannerTarget({ ...blank, vertical_id: 1, vertical_name_url: 'tv', category_id: 2, category_name_url: 'smart-tvs' })).toEqual({
      kind: 'internal', href: '/store-product/vertical/tv/category/smart-tvs',
    });
    expect(sectionBannerTarget({ ...blank, product_id: 9, product_name_url: 'lg-tv', vertical_id: 1, vertical_name_url: 'tv' })).toEqual({
      kind: 'internal', href: '/product/lg-tv/9',
    });
  });

  it('opens the vertical page when the banner names only a vertical', () => {
    expect(sectionBannerTarget({ ...blank, vertical_id: 8, vertical_name_url: 'sound-systems' })).toEqual({ kind: 'internal', href: '/store/sound-systems' });
  });

  it('is not a link when it names nothing', () => {
    expect(sectionBannerTarget(blank)).toEqual({ kind: 'none' });
  });
});
