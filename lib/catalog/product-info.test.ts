import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './types';
import { galleryImages, hasDescription, headlinePrice, otherInformationRows, productCrumbs, productIdFromUrl, specificationRows } from './product-info';

describe('product page rules', () => {
  it('reads a product id from the URL', () => {
    expect(productIdFromUrl('14')).toBe(14);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999', '2147483648']) expect(productIdFromUrl(bad)).toBeNull();
  });

  it('has a description unless it is missing or "Not available"', () => {
    expect(hasDescription({ description: '<p>Good TV</p>' })).toBe(true);
    expect(hasDescription({ description: 'Not available' })).toBe(false);
    expect(hasDescription({ description: '  ' })).toBe(false);
    expect(hasDescription({ description: '<p> </p>' })).toBe(false);
  });

  it('lists the specifications the page names, dimensions as L x B x H in cm, skipping empty ones', () => {
    expect(
      specificationRows({
        type: 'Smart TVs', model_name: 'KD-50X74K', container_type: '', package_dimension_length: 125, package_dimension_width: 18,
        package_dimension_height: 80, manufactured_by: 'Sony India', packed_by: null, exp_date: null, organic: 'no',
      }),
    ).toEqual([
      { label: 'Type', value: 'Smart TVs' },
      { label: 'Model Name', value: 'KD-50X74K' },
      { label: 'Dimensions (L x B x H)', value: '125 x 18 x 80 cm' },
      { label: 'Manufactured By', value: 'Sony India' },
    ]);
    expect(specificationRows(null)).toEqual([]);
    expect(specificationRows({ package_dimension_length: 10, package_dimension_width: null, package_dimension_height: 5 })).toEqual([]);
  });

  it('lists barcode, country of origin, manufacturer and marketer', () => {
    expect(otherInformationRows({ country_origin: 'India', manufactured_by: 'X', marketed_by: null }, '8901234567890')).toEqual([
      { label: 'Barcode', value: '8901234567890' },
      { label: 'Country of Origin', value: 'India' },
      { label: 'Manufactured By', value: 'X' },
    ]);
    expect(otherInformationRows(null, null)).toEqual([]);
  });

  it('shows the gallery with the main picture first, or the placeholder', () => {
    expect(galleryImages({ image: '/a.webp', image_url: '/a.webp', gallery_images: ['/a.webp', '/b.webp'] })).toEqual(['/a.webp', '/b.webp']);
    expect(galleryImages({ image: '/m.webp', image_url: '', gallery_images: ['/b.webp'] })).toEqual(['/m.webp', '/b.webp']);
    expect(galleryImages({ image: '', image_url: '', gallery_images: [] })).toEqual(['/img/placeholder.webp']);
  });

  it('builds Home > vertical > category > subcategory > product', () => {
    const product = {
      product_id: 14, name: 'Sony TV', name_url: 'sony-tv', vertical_name: 'Televisions', vertical_url: 'televisions',
      category_name: 'Smart TVs', category_url: 'smart-tvs', subcategory_name: '4K Ultra HD', subcategory_url: '4k-ultra-hd',
    } as ProductDetail;
    expect(productCrumbs(product)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Televisions', path: '/store/televisions' },
      { name: 'Smart TVs', path: '/store-product/smart-tvs' },
      { name: '4K Ultra HD', path: '/category/smart-tvs/sub-category/4k-ultra-hd' },
      { name: 'Sony TV', path: '/product/sony-tv/14' },
    ]);
    expect(productCrumbs({ ...product, subcategory_name: null, subcategory_url: null })).toHaveLength(4);
  });
});

describe('the price the product page leads with', () => {
  it('is the selling price, or for a product sold by unit the lowest price of a unit for sale', () => {
    expect(headlinePrice({ selling_price: 24999 })).toBe(24999);
    expect(headlinePrice({ selling_price: 24999, units: [] })).toBe(24999);
    expect(headlinePrice({ selling_price: 24999, units: [{ price: 26999 }, { price: 21999 }, { price: 24999 }] })).toBe(21999);
  });
});
