import { describe, expect, it } from 'vitest';
import type { Banner } from '@/lib/home/types';
import { bannerTarget, promoBannerTarget } from './banner-target';

const blank: Banner = {
  id: 1, name: 'Sale', subtitle: null, image: '/img/banners/x.webp', mobile_image: null, site_link: null,
  vertical_id: null, category_id: null, subcategory_id: null, product_id: null,
  vertical_name_url: null, category_name_url: null, subcategory_name_url: null, product_name_url: null,
};
const everything: Banner = {
  ...blank, site_link: 'https://example.com/sale', product_id: 7, product_name_url: 'lg-tv',
  subcategory_id: 3, subcategory_name_url: 'oled', category_id: 2, category_name_url: 'smart-tvs',
  vertical_id: 1, vertical_name_url: 'televisions',
};

describe('bannerTarget', () => {
  it('prefers the external site link', () => {
    expect(bannerTarget(everything)).toEqual({ kind: 'external', href: 'https://example.com/sale' });
  });
  it('then the product', () => {
    expect(bannerTarget({ ...everything, site_link: null })).toEqual({ kind: 'internal', href: '/product/lg-tv/7' });
  });
  it('then the subcategory, then the category', () => {
    const noProduct = { ...everything, site_link: null, product_id: null, product_name_url: null };
    expect(bannerTarget(noProduct).kind === 'internal' && bannerTarget(noProduct)).toMatchObject({ href: '/category/smart-tvs/sub-category/oled' });
    expect(bannerTarget({ ...noProduct, subcategory_id: null })).toEqual({ kind: 'internal', href: '/store-product/smart-tvs' });
  });
  it('then the vertical, else nowhere', () => {
    expect(bannerTarget({ ...blank, vertical_id: 1, vertical_name_url: 'televisions' })).toEqual({ kind: 'internal', href: '/store/televisions' });
    expect(bannerTarget(blank)).toEqual({ kind: 'none' });
  });
});

describe('promoBannerTarget', () => {
  it('prefers the site link, then category plus vertical, then product', () => {
    expect(promoBannerTarget(everything).kind).toBe('external');
    expect(promoBannerTarget({ ...everything, site_link: null })).toEqual({
      kind: 'internal', href: '/store-product/vertical/televisions/category/smart-tvs',
    });
    expect(promoBannerTarget({ ...everything, site_link: null, vertical_name_url: null })).toEqual({ kind: 'internal', href: '/product/lg-tv/7' });
  });
});
