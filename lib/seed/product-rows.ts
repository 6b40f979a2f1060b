// Turns the product lines of products.ts into what a shopper sees: one product per
// colour, open-box prices, stock (some sold out), deals, featured picks, bank offers,
// descriptions and specifications. Everything random comes from one seeded stream, so
// the catalogue is identical on every run.
import type { Insertable } from 'kysely';
import type { ProductTable } from '@/lib/db/schema';
import { bankNames, brandNames, verticalNames } from './catalog-names';
import { bankLogo, productGallery } from './image-kinds';
import { gstCodeFor } from './gst-codes';
import { inspectionHub, makers } from './makers';
import { shelves, type AgeGroupSlug, type BrandSlug, type ProductLine, type Shelf } from './products';
import type { Random } from './random';
import { slugify } from '@/lib/catalog/slugs';
import { taxonomy, type VerticalSlug } from './taxonomy';
import { demoPackage } from './package-weights';

type ProductFields = Omit<
  Insertable<ProductTable>,
  'company_id' | 'store_id' | 'vertical_id' | 'category_id' | 'subcategory_id' | 'brand_id' | 'age_group_id'
>;

/** A product with its relations still named by slug; index.ts swaps them for ids. */
export interface DemoProduct {
  vertical: VerticalSlug;
  category: string;
  subcategory: string | null;
  brand: BrandSlug;
  ageGroup: AgeGroupSlug | null;
  model: string;
  /** Its products row (lib/db/schema.ts), with created_at always set (reviews.ts dates reviews after it). */
  fields: ProductFields & { created_at: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Short codes for SKUs, by vertical. */
const skuCodes: Record<VerticalSlug, string> = {
  televisions: 'TV', refrigerator: 'RF', 'washing-machines': 'WM', 'air-care': 'AC', 'home-appliances': 'HA',
  lifestyle: 'LS', 'mobiles-laptops': 'ML', 'sound-systems': 'SS', toys: 'TY',
};

/** How many products are sold out (per vertical), on each kind of deal, featured, or undescribed. */
const HOW_MANY = { soldOutPerVertical: 2, dealsOfTheDay: 16, hotDeals: 10, featured: 30, notDescribed: 5 };

const conditionNotes = [
  'This is an open-box unit: the carton was opened for a showroom display, and our technicians inspected and tested every function before listing it.',
  'A customer returned this unit unused within the return window. It passed our 40-point quality check and comes with all its original accessories.',
  'The box was opened only for a demo. The product is unused, works exactly like new and includes the original manuals and accessories.',
  'The outer carton has light transit marks, so we sell it as open-box at a lower price. The product inside is unused and fully tested.',
  'Ordered and sent back sealed after a change of mind. We opened it only to check that everything is in the box and working.',
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** "Samsung 138 cm (55 inch) ... UA55CU8000" or "Apple iPhone 15 (Blue, 128 GB)". */
export function productName(brandName: string, line: ProductLine, color: string | null): string {
  const base = `${brandName} ${line.title}`;
  const showModel = !line.hideModel && !line.details && !line.title.includes(line.model);
  const bracket = [showModel && (color || line.details) ? line.model : null, color, line.details].filter(Boolean);
  if (bracket.length > 0) return `${base} (${bracket.join(', ')})`;
  return showModel ? `${base} ${line.model}` : base;
}

/** Shop prices end in 9: ₹38,999, ₹2,449, ₹449. */
export function roundPrice(rupees: number): number {
  if (rupees >= 10_000) return Math.round(rupees / 500) * 500 - 1;
  if (rupees >= 1_000) return Math.round(rupees / 50) * 50 - 1;
  return Math.max(9, Math.round(rupees / 10) * 10 - 1);
}

/** An open-box price between 10% and 80% below MRP (the shop promises "discounts up to 80%"). */
export function openBoxPrice(mrp: number, discountPercent: number): number {
  const lowest = Math.ceil(mrp * 0.2);
  const highest = Math.floor(mrp * 0.9);
  const price = roundPrice(mrp * (1 - discountPercent / 100));
  if (price >= lowest && price <= highest) return price;
  return Math.min(highest, Math.max(lowest, Math.round(mrp * (1 - discountPercent / 100))));
}

/**
 * How far below MRP open-box units of a vertical sell, in percent. Phones and laptops
 * hold their value; toys, bags and kitchen goods go much lower.
 */
const discountRange: Record<VerticalSlug, [number, number]> = {
  televisions: [12, 65], refrigerator: [10, 55], 'washing-machines': [10, 60], 'air-care': [12, 65], 'home-appliances': [15, 72],
  lifestyle: [20, 78], 'mobiles-laptops': [10, 42], 'sound-systems': [15, 72], toys: [10, 60],
};
/** Brands with generous MRPs sell at steep discounts everywhere; Apple barely moves. */
const brandDiscountRange: Partial<Record<BrandSlug, [number, number]>> = {
  boat: [45, 78], skybags: [40, 75], fastrack: [30, 72], apple: [10, 28],
};

/** A discount in the product's range, skewed towards the lower end. */
function drawDiscount(random: Random, vertical: VerticalSlug, brand: BrandSlug): number {
  const [low, high] = brandDiscountRange[brand] ?? discountRange[vertical];
  return Math.round(low + (high - low) * Math.pow(random.next(), 1.4));
}

/** EAN-13 with an Indian (890) GS1 prefix and a valid check digit. */
export function ean13(random: Random): string {
  let digits = '890';
  while (digits.length < 12) digits += String(random.int(0, 9));
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** 'Midnight Blue' -> 'MB', 'Mint' -> 'MIN': the colour part of a SKU. */
function colorCode(color: string): string {
  const words = color.split(/\s+/);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : color.slice(0, 3)).toUpperCase();
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

function bankOffers(random: Random, sellingPrice: number, now: Date): string | null {
  const banks = random.sample(bankNames, random.int(1, 3));
  const starttime = new Date(now.getTime() - random.int(3, 20) * DAY_MS).toISOString();
  const endtime = new Date(now.getTime() + random.int(10, 45) * DAY_MS).toISOString();
  const offers = banks.map((bank) => {
    const options =
      sellingPrice >= 15_000
        ? [
            `10% instant discount up to ${rupees(sellingPrice >= 50_000 ? 5000 : 1500)} on ${bank.name} credit card EMI transactions`,
            `${rupees(sellingPrice >= 50_000 ? 4000 : 1000)} instant discount on ${bank.name} credit cards, minimum purchase ${rupees(sellingPrice >= 50_000 ? 40_000 : 12_000)}`,
            `No cost EMI up to 9 months on ${bank.name} credit cards`,
          ]
        : [
            `5% cashback up to ${rupees(750)} with ${bank.name} debit cards`,
            `No cost EMI up to 3 months on ${bank.name} credit cards, minimum purchase ${rupees(3000)}`,
            `Flat ${rupees(250)} off on ${bank.name} credit cards, minimum purchase ${rupees(2500)}`,
          ];
    return { logo: bankLogo(bank.slug), description: random.pick(options), starttime, endtime };
  });
  return JSON.stringify(offers);
}

function description(random: Random, name: string, shelf: Shelf, notDescribed: boolean): string {
  if (notDescribed) return 'Not available';
  const warranty = shelf.bulky
    ? ' It is covered by a 1-year warranty, and we deliver and install it at your home.'
    : ' Like everything in our store, it comes with 7-day free returns.';
  const start = random.int(0, shelf.highlights.length - 1);
  const highlights = Array.from({ length: Math.min(4, shelf.highlights.length) }, (_, i) =>
    shelf.highlights[(start + i) % shelf.highlights.length]!,
  );
  return [
    `<p>The ${escapeHtml(name)} ${escapeHtml(shelf.pitch)}</p>`,
    `<p>${escapeHtml(random.pick(conditionNotes) + warranty)}</p>`,
    `<ul>${highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul>`,
  ].join('');
}

interface Draft {
  shelf: Shelf;
  line: ProductLine;
  color: string | null;
  vertical: VerticalSlug;
}

function drafts(): Draft[] {
  const verticalOf = new Map<string, VerticalSlug>();
  for (const vertical of taxonomy) for (const category of vertical.categories) verticalOf.set(category.slug, vertical.slug);
  return shelves.flatMap((shelf) => {
    const vertical = verticalOf.get(shelf.category);
    if (!vertical) throw new Error(`products.ts: unknown category ${shelf.category}`);
    return shelf.lines.flatMap((line) =>
      (line.colors ?? [null]).map((color) => ({ shelf, line, color, vertical })),
    );
  });
}

/** Picks `count` products round-robin over the verticals, so every vertical gets its share. */
function spreadOverVerticals(byVertical: Map<VerticalSlug, number[]>, taken: Set<number>, count: number): number[] {
  const chosen: number[] = [];
  const queues = verticalNames.map((v) => (byVertical.get(v.slug) ?? []).filter((i) => !taken.has(i)));
  while (chosen.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && chosen.length < count) chosen.push(next);
    }
  }
  chosen.forEach((i) => taken.add(i));
  return chosen;
}

/**
 * The demo products, in a fixed order (that order becomes their ids).
 * `keepInStock` lists models that banners point at: they must not be sold out.
 */
export function buildDemoProducts(random: Random, now: Date, keepInStock: readonly string[]): DemoProduct[] {
  const all = drafts();
  const brandName = new Map<string, string>(brandNames.map((b) => [b.slug, b.name]));
  const subcategoryName = new Map<string, string>();
  const categoryName = new Map<string, string>();
  for (const vertical of taxonomy) {
    for (const category of vertical.categories) {
      categoryName.set(category.slug, category.name);
      for (const sub of category.subcategories) subcategoryName.set(sub.slug, sub.name);
    }
  }

  // Colour ids: one per colour name, in order of first appearance.
  const colorIds = new Map<string, number>();
  for (const d of all) if (d.color && !colorIds.has(d.color)) colorIds.set(d.color, colorIds.size + 1);

  // Who is sold out, on a deal, featured: chosen per vertical from a shuffled order.
  const byVertical = new Map<VerticalSlug, number[]>();
  random.shuffle(all.map((_, i) => i)).forEach((i) => {
    const list = byVertical.get(all[i]!.vertical) ?? [];
    list.push(i);
    byVertical.set(all[i]!.vertical, list);
  });
  const soldOut = new Set<number>();
  for (const indices of byVertical.values()) {
    indices
      .filter((i) => !keepInStock.includes(all[i]!.line.model))
      .slice(0, HOW_MANY.soldOutPerVertical)
      .forEach((i) => soldOut.add(i));
  }
  // Deals, featured picks and the undescribed few never overlap, and are never sold out.
  const taken = new Set(soldOut);
  const dealsOfTheDay = new Set(spreadOverVerticals(byVertical, taken, HOW_MANY.dealsOfTheDay));
  const hotDeals = new Set(spreadOverVerticals(byVertical, taken, HOW_MANY.hotDeals));
  const featured = new Set(spreadOverVerticals(byVertical, taken, HOW_MANY.featured));
  const notDescribed = new Set(spreadOverVerticals(byVertical, taken, HOW_MANY.notDescribed));

  const discountOfLine = new Map<ProductLine, number>();
  const usedSlugs = new Set<string>();
  const usedSkus = new Set<string>();
  return all.map((d, index): DemoProduct => {
    const { shelf, line, color, vertical } = d;
    const brand = brandName.get(line.brand)!;
    const name = productName(brand, line, color);
    let slug = slugify(name);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);

    const baseSku = `OBB-${skuCodes[vertical]}-${line.model.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}${color ? '-' + colorCode(color) : ''}`;
    let sku = baseSku;
    for (let n = 2; usedSkus.has(sku); n++) sku = `${baseSku}-${n}`;
    usedSkus.add(sku);

    const mrp = line.mrp;
    // Colours of one model sell at nearly the same price: the variant switch on the
    // product page should not jump from ₹22,999 to ₹56,499.
    const lineDiscount = discountOfLine.get(line) ?? drawDiscount(random, vertical, line.brand);
    discountOfLine.set(line, lineDiscount);
    const sellingPrice = openBoxPrice(mrp, lineDiscount + (color ? random.int(-2, 2) : 0));
    const stock = soldOut.has(index) ? 0 : shelf.bulky ? random.int(1, 14) : random.int(2, 40);
    const quantityAllowed = shelf.bulky ? (random.chance(0.7) ? 1 : 2) : mrp >= 20_000 ? random.int(1, 2) : random.int(2, 5);
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 90 * DAY_MS));

    const dealType = dealsOfTheDay.has(index) ? 1 : hotDeals.has(index) ? 2 : null;
    let dealPrice: number | null = null;
    let dealEndsAt: string | null = null;
    if (dealType) {
      // A deal takes a further 3-8% off the open-box price, never past the 80% cap.
      dealPrice = Math.max(Math.ceil(mrp * 0.2), Math.min(sellingPrice - 1, roundPrice(sellingPrice * (1 - random.int(3, 8) / 100))));
      const hours = dealType === 1 ? random.int(18, 44) : random.int(72, 144);
      dealEndsAt = new Date(Math.ceil((now.getTime() + hours * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    }

    const maker = makers[line.brand];
    const [length, width, height] = shelf.box.map((cm) => Math.max(1, cm + random.int(-2, 2)));
    const specifications = random.chance(0.9)
      ? JSON.stringify({
          type: shelf.subcategory ? subcategoryName.get(shelf.subcategory) : categoryName.get(shelf.category),
          model_name: line.model,
          shelf_life: null,
          container_type: shelf.bulky ? 'Corrugated carton with thermocol packing' : 'Original retail box',
          shelf_life_month_years: null,
          organic: null,
          polished: null,
          package_dimension_length: length,
          package_dimension_width: width,
          package_dimension_height: height,
          manufactured_by: maker.manufacturer,
          // Units that were opened are re-packed at our hub after inspection.
          packed_by: random.chance(0.5) ? maker.manufacturer : inspectionHub(),
          exp_date: null,
        })
      : null;
    const otherInformation = random.chance(0.9)
      ? JSON.stringify({ country_origin: shelf.origin ?? maker.origin, manufactured_by: maker.manufacturer, marketed_by: maker.marketer })
      : null;
    const gst = gstCodeFor(shelf.category, shelf.subcategory, sellingPrice);
    const offerChance = sellingPrice >= 10_000 ? 0.8 : sellingPrice >= 3_000 ? 0.45 : 0.15;

    return {
      vertical,
      category: shelf.category,
      subcategory: shelf.subcategory ?? null,
      brand: line.brand,
      ageGroup: line.age ?? null,
      model: line.model,
      fields: {
        gender: line.gender ?? null,
        name,
        name_url: slug,
        sku_no: sku,
        description: description(random, name, shelf, notDescribed.has(index)),
        image: productGallery(shelf.kind)[0]!,
        gallery_images: JSON.stringify(productGallery(shelf.kind)),
        color_id: color ? colorIds.get(color)! : null,
        color,
        variant_group: line.colors && line.colors.length > 1 ? `${line.brand}-${slugify(line.model)}` : null,
        mrp_paise: mrp * 100,
        selling_price_paise: sellingPrice * 100,
        stock,
        no_of_quantity_allowed: quantityAllowed,
        is_deal: dealType ? 1 : 0,
        deal_type_id: dealType,
        deal_price_paise: dealPrice === null ? null : dealPrice * 100,
        deal_ends_at: dealEndsAt,
        is_featured: featured.has(index) ? 1 : 0,
        specifications,
        other_information: otherInformation,
        barcode: random.chance(0.9) ? ean13(random) : null,
        bank_offer: random.chance(offerChance) ? bankOffers(random, sellingPrice, now) : null,
        total_rating: 0,
        review_count: 0,
        hsn_code: gst.hsn || null,
        gst_rate: gst.rate,
        ...demoPackage(shelf.kind, shelf.box, [length, width, height]),
        created_at: createdAt.toISOString(),
        updated_at: createdAt.toISOString(),
      },
    };
  });
}
