// The demo store's shelves: the nine verticals of catalog-names.ts, their categories
// and subcategories. Category and subcategory slugs are unique store-wide because
// the storefront puts them alone in URLs (/store-product/{category}).
import { verticalNames } from './catalog-names';
import { productImage, type ProductImageKind } from './image-kinds';

export type VerticalSlug = (typeof verticalNames)[number]['slug'];

export interface SubcategorySeed {
  name: string;
  slug: string;
}

export interface CategorySeed {
  name: string;
  slug: string;
  /** The drawing used for the category tile. */
  art: ProductImageKind;
  subcategories: SubcategorySeed[];
}

export interface VerticalSeed {
  slug: VerticalSlug;
  categories: CategorySeed[];
}

const sub = (name: string, slug: string): SubcategorySeed => ({ name, slug });

export const taxonomy: VerticalSeed[] = [
  {
    slug: 'televisions',
    categories: [
      { name: 'LED TVs', slug: 'led-tvs', art: 'tv', subcategories: [sub('HD Ready', 'hd-ready-tvs'), sub('Full HD', 'full-hd-tvs')] },
      {
        name: 'Smart TVs', slug: 'smart-tvs', art: 'tv-large',
        subcategories: [sub('4K Ultra HD', '4k-ultra-hd-tvs'), sub('QLED', 'qled-tvs'), sub('OLED', 'oled-tvs')],
      },
      { name: 'Android TVs', slug: 'android-tvs', art: 'tv', subcategories: [sub('Google TV', 'google-tvs'), sub('Android TV 11 and older', 'android-tv-classic')] },
    ],
  },
  {
    slug: 'refrigerator',
    categories: [
      { name: 'Single Door', slug: 'single-door-refrigerators', art: 'refrigerator', subcategories: [sub('Up to 200 L', 'single-door-up-to-200-l'), sub('Above 200 L', 'single-door-above-200-l')] },
      {
        name: 'Double Door', slug: 'double-door-refrigerators', art: 'refrigerator-double',
        subcategories: [sub('Top Mount', 'top-mount-refrigerators'), sub('Bottom Mount', 'bottom-mount-refrigerators'), sub('Convertible', 'convertible-refrigerators')],
      },
      { name: 'Side by Side', slug: 'side-by-side-refrigerators', art: 'refrigerator-double', subcategories: [sub('Two Door Side by Side', 'two-door-side-by-side'), sub('French Door and Multi Door', 'multi-door-refrigerators')] },
      { name: 'Mini Fridge', slug: 'mini-fridges', art: 'refrigerator', subcategories: [] },
    ],
  },
  {
    slug: 'washing-machines',
    categories: [
      {
        name: 'Front Load', slug: 'front-load-washing-machines', art: 'washing-machine-front',
        subcategories: [sub('6 to 7 kg', 'front-load-6-7-kg'), sub('8 kg and above', 'front-load-8-kg-above'), sub('Washer Dryers', 'washer-dryers')],
      },
      { name: 'Top Load', slug: 'top-load-washing-machines', art: 'washing-machine-top', subcategories: [sub('6 to 7 kg', 'top-load-6-7-kg'), sub('8 kg and above', 'top-load-8-kg-above')] },
      { name: 'Semi Automatic', slug: 'semi-automatic-washing-machines', art: 'washing-machine-top', subcategories: [] },
      { name: 'Dryers', slug: 'clothes-dryers', art: 'washing-machine-front', subcategories: [] },
    ],
  },
  {
    slug: 'air-care',
    categories: [
      {
        name: 'Air Conditioners', slug: 'air-conditioners', art: 'air-conditioner',
        subcategories: [sub('Split AC', 'split-ac'), sub('Window AC', 'window-ac'), sub('Inverter AC', 'inverter-ac')],
      },
      { name: 'Air Coolers', slug: 'air-coolers', art: 'air-cooler', subcategories: [sub('Desert Coolers', 'desert-coolers'), sub('Personal Coolers', 'personal-coolers'), sub('Tower Coolers', 'tower-coolers')] },
      { name: 'Air Purifiers', slug: 'air-purifiers', art: 'air-purifier', subcategories: [] },
      { name: 'Fans', slug: 'fans', art: 'ceiling-fan', subcategories: [sub('Ceiling Fans', 'ceiling-fans'), sub('Table Fans', 'table-fans'), sub('Pedestal and Tower Fans', 'pedestal-fans')] },
    ],
  },
  {
    slug: 'home-appliances',
    categories: [
      {
        name: 'Kitchen Appliances', slug: 'kitchen-appliances', art: 'microwave',
        subcategories: [
          sub('Microwave Ovens', 'microwave-ovens'), sub('Mixer Grinders', 'mixer-grinders'), sub('Induction Cooktops', 'induction-cooktops'),
          sub('Electric Kettles', 'electric-kettles'), sub('Toasters', 'toasters'),
        ],
      },
      { name: 'Water Purifiers', slug: 'water-purifiers', art: 'water-purifier', subcategories: [sub('RO Purifiers', 'ro-water-purifiers'), sub('UV Purifiers', 'uv-water-purifiers')] },
      { name: 'Chimneys', slug: 'kitchen-chimneys', art: 'chimney', subcategories: [sub('Wall Mounted', 'wall-mounted-chimneys'), sub('Auto Clean', 'auto-clean-chimneys')] },
      { name: 'Irons', slug: 'irons', art: 'iron', subcategories: [sub('Dry Irons', 'dry-irons'), sub('Steam Irons', 'steam-irons'), sub('Garment Steamers', 'garment-steamers')] },
      { name: 'Vacuum Cleaners', slug: 'vacuum-cleaners', art: 'vacuum-cleaner', subcategories: [sub('Canister', 'canister-vacuum-cleaners'), sub('Handheld and Stick', 'stick-vacuum-cleaners'), sub('Robotic', 'robotic-vacuum-cleaners')] },
    ],
  },
  {
    slug: 'lifestyle',
    categories: [
      { name: 'Watches', slug: 'watches', art: 'watch', subcategories: [sub("Men's Watches", 'mens-watches'), sub("Women's Watches", 'womens-watches')] },
      { name: 'Bags & Luggage', slug: 'bags-luggage', art: 'trolley-bag', subcategories: [sub('Backpacks', 'backpacks'), sub('Trolley Bags', 'trolley-bags'), sub('Duffle Bags', 'duffle-bags')] },
      { name: 'Sunglasses', slug: 'sunglasses', art: 'sunglasses', subcategories: [sub('Aviators', 'aviator-sunglasses'), sub('Wayfarers', 'wayfarer-sunglasses')] },
      { name: 'Footwear', slug: 'footwear', art: 'shoes', subcategories: [sub('Sneakers', 'sneakers'), sub('Sports Shoes', 'sports-shoes'), sub('Flip Flops', 'flip-flops')] },
    ],
  },
  {
    slug: 'mobiles-laptops',
    categories: [
      { name: 'Smartphones', slug: 'smartphones', art: 'smartphone', subcategories: [sub('Android Phones', 'android-phones'), sub('iPhones', 'iphones')] },
      { name: 'Laptops', slug: 'laptops', art: 'laptop', subcategories: [sub('Thin and Light', 'thin-and-light-laptops'), sub('Gaming Laptops', 'gaming-laptops'), sub('MacBooks', 'macbooks')] },
      { name: 'Tablets', slug: 'tablets', art: 'tablet', subcategories: [sub('Android Tablets', 'android-tablets'), sub('iPads', 'ipads')] },
      { name: 'Smartwatches', slug: 'smartwatches', art: 'smartwatch', subcategories: [sub('Smartwatches', 'smart-watches'), sub('Fitness Bands', 'fitness-bands')] },
    ],
  },
  {
    slug: 'sound-systems',
    categories: [
      { name: 'Soundbars', slug: 'soundbars', art: 'soundbar', subcategories: [sub('2.1 Channel', 'soundbars-2-1-channel'), sub('Dolby Atmos', 'dolby-atmos-soundbars')] },
      { name: 'Bluetooth Speakers', slug: 'bluetooth-speakers', art: 'bluetooth-speaker', subcategories: [sub('Portable Speakers', 'portable-speakers'), sub('Smart Speakers', 'smart-speakers')] },
      { name: 'Headphones', slug: 'headphones', art: 'headphones', subcategories: [sub('Wireless Headphones', 'wireless-headphones'), sub('Wired Headphones', 'wired-headphones')] },
      { name: 'Earbuds', slug: 'earbuds', art: 'earbuds', subcategories: [sub('True Wireless Earbuds', 'true-wireless-earbuds'), sub('Neckbands', 'neckbands')] },
      { name: 'Party Speakers', slug: 'party-speakers', art: 'party-speaker', subcategories: [] },
    ],
  },
  {
    slug: 'toys',
    categories: [
      { name: 'Remote Control Toys', slug: 'remote-control-toys', art: 'toy-car', subcategories: [sub('RC Cars', 'rc-cars'), sub('Die-cast and Track Sets', 'track-sets')] },
      { name: 'Building Blocks', slug: 'building-blocks', art: 'building-blocks', subcategories: [sub('Starter Sets', 'starter-building-sets'), sub('Advanced Sets', 'advanced-building-sets')] },
      { name: 'Soft Toys', slug: 'soft-toys', art: 'teddy-bear', subcategories: [] },
      { name: 'Puzzles & Board Games', slug: 'puzzles-board-games', art: 'puzzle', subcategories: [sub('Jigsaw Puzzles', 'jigsaw-puzzles'), sub('Board Games', 'board-games')] },
      { name: 'Ride-ons', slug: 'ride-ons', art: 'ride-on', subcategories: [] },
    ],
  },
];

/** The tile picture of a category. */
export const categoryImage = (category: CategorySeed) => productImage(category.art);
