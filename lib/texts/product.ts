// The product page's own texts (components/product; docs/rules/catalogue.md#product-page),
// apart from the texts every page needs (./index.ts). Client components import
// ./product-controls.ts.

import { productControlTexts } from './product-controls';

export const productTexts = {
  ...productControlTexts,
  category: 'Category',
  brand: 'Brand',
  sku: 'SKU',
  color: 'Colour',
  colorOptions: 'Colour options',
  sellingPrice: 'Selling price',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  specs: {
    type: 'Type',
    model_name: 'Model Name',
    container_type: 'Container Type',
    dimensions: 'Dimensions (L x B x H)',
    manufactured_by: 'Manufactured By',
    packed_by: 'Packed By',
    exp_date: 'Exp Date',
    barcode: 'Barcode',
    country_origin: 'Country of Origin',
    marketed_by: 'Marketed By',
  },
  dimensionsCm: (l: number, b: number, h: number) => `${l} x ${b} x ${h} cm`,
  offersAndCoupons: 'Offers and Coupons',
  offerValidTill: (date: string) => `Valid till ${date}`,
  wePromiseHeading: 'We Promise',
  deliverTo: (pincode: string) => `Delivering to ${pincode}`,
  shareOn: (network: string) => `Share on ${network}`,
  closeFullScreen: 'Close full screen view',
  ratingsHeading: 'Ratings & Reviews',
  basedOn: (count: number) => `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`,
  starRow: (stars: number, count: number) => `${stars} star: ${count}`,
  featuredProducts: 'Featured Products',
} as const;
