// Extra generated products for load tests and benchmarks (e.g. 100,000). Each one
// copies the shelf, brand, pictures and price level of a real demo product, so brands
// stay on sensible shelves, and gets a generated model-style name and its own price.
import type { Insertable, Nullable, Selection } from 'kysely';
import { store } from '@/lib/config';
import { writeTransaction, type OpenedDatabase } from '@/lib/db';
import type { BrandTable, CategoryTable, ProductTable, SubcategoryTable } from '@/lib/db/schema';
import { inChunks } from './batches';
import { ean13, openBoxPrice } from './product-rows';
import { slugify } from '@/lib/catalog/slugs';
import { hashString, seededRandom, type Random } from './random';

const ROWS_PER_TRANSACTION = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Wording {
  /** What the thing is: 'Inverter Split AC'. */
  noun: string;
  /** Capacity or size, put before the noun ('1.5 Ton 5 Star') or after the model when in brackets. */
  sizes: string[];
}

/** How products of each shelf are named, by subcategory or category slug. */
const wording: Record<string, Wording> = {
  'led-tvs': { noun: 'HD Ready LED TV', sizes: ['80 cm (32 inch)', '100 cm (40 inch)', '108 cm (43 inch)'] },
  'smart-tvs': { noun: '4K Ultra HD Smart LED TV', sizes: ['108 cm (43 inch)', '126 cm (50 inch)', '139 cm (55 inch)', '164 cm (65 inch)', '189 cm (75 inch)'] },
  'qled-tvs': { noun: 'QLED 4K Smart TV', sizes: ['126 cm (50 inch)', '139 cm (55 inch)', '164 cm (65 inch)'] },
  'oled-tvs': { noun: 'OLED 4K Smart TV', sizes: ['121 cm (48 inch)', '139 cm (55 inch)', '164 cm (65 inch)'] },
  'android-tvs': { noun: 'Smart Android LED TV', sizes: ['80 cm (32 inch)', '108 cm (43 inch)', '126 cm (50 inch)'] },
  'single-door-refrigerators': { noun: 'Direct Cool Single Door Refrigerator', sizes: ['165 L 2 Star', '184 L 3 Star', '192 L 4 Star', '215 L 5 Star'] },
  'double-door-refrigerators': { noun: 'Frost Free Double Door Refrigerator', sizes: ['240 L 2 Star', '265 L 3 Star', '292 L 3 Star', '340 L 3 Star', '415 L 2 Star'] },
  'side-by-side-refrigerators': { noun: 'Frost Free Side by Side Refrigerator', sizes: ['570 L', '596 L', '630 L', '655 L'] },
  'mini-fridges': { noun: 'Direct Cool Mini Fridge', sizes: ['30 L', '45 L', '53 L'] },
  'front-load-washing-machines': { noun: 'Fully Automatic Front Load Washing Machine', sizes: ['6 kg 5 Star', '7 kg 5 Star', '8 kg 5 Star', '9 kg 5 Star'] },
  'top-load-washing-machines': { noun: 'Fully Automatic Top Load Washing Machine', sizes: ['6.5 kg 5 Star', '7 kg 5 Star', '8 kg 5 Star'] },
  'semi-automatic-washing-machines': { noun: 'Semi Automatic Top Load Washing Machine', sizes: ['7 kg 5 Star', '7.5 kg 5 Star', '8 kg 5 Star'] },
  'clothes-dryers': { noun: 'Front Load Dryer', sizes: ['7 kg', '8 kg', '9 kg'] },
  'split-ac': { noun: 'Split AC', sizes: ['1 Ton 3 Star', '1.5 Ton 3 Star', '2 Ton 3 Star'] },
  'window-ac': { noun: 'Window AC', sizes: ['1 Ton 3 Star', '1.5 Ton 3 Star', '1.5 Ton 5 Star'] },
  'air-conditioners': { noun: 'Inverter Split AC', sizes: ['1 Ton 3 Star', '1.5 Ton 3 Star', '1.5 Ton 5 Star', '2 Ton 3 Star'] },
  'air-coolers': { noun: 'Air Cooler', sizes: ['20 L', '36 L', '55 L', '70 L', '90 L'] },
  'air-purifiers': { noun: 'Air Purifier with HEPA Filter', sizes: [''] },
  'ceiling-fans': { noun: 'Ceiling Fan', sizes: ['900 mm', '1200 mm', '1400 mm'] },
  'table-fans': { noun: 'Table Fan', sizes: ['300 mm', '400 mm'] },
  'pedestal-fans': { noun: 'Pedestal Fan', sizes: ['400 mm', '450 mm'] },
  'microwave-ovens': { noun: 'Convection Microwave Oven', sizes: ['20 L', '25 L', '28 L', '32 L'] },
  'mixer-grinders': { noun: 'Mixer Grinder with 3 Jars', sizes: ['500 W', '750 W', '1000 W'] },
  'induction-cooktops': { noun: 'Induction Cooktop', sizes: ['1600 W', '1900 W', '2100 W'] },
  'electric-kettles': { noun: 'Electric Kettle', sizes: ['1.2 L', '1.5 L', '1.8 L'] },
  toasters: { noun: '2 Slice Pop-up Toaster', sizes: ['750 W', '800 W', '850 W'] },
  'water-purifiers': { noun: 'RO + UV Water Purifier', sizes: ['7 L', '8 L', '10 L'] },
  'kitchen-chimneys': { noun: 'Auto Clean Wall Mounted Chimney', sizes: ['60 cm 1200 m³/h', '90 cm 1350 m³/h'] },
  irons: { noun: 'Steam Iron', sizes: ['1250 W', '1600 W', '2200 W'] },
  'vacuum-cleaners': { noun: 'Bagless Vacuum Cleaner', sizes: ['1200 W', '1600 W', '2000 W'] },
  'mens-watches': { noun: 'Analog Watch for Men', sizes: [''] },
  'womens-watches': { noun: 'Analog Watch for Women', sizes: [''] },
  'bags-luggage': { noun: 'Hard Trolley Bag', sizes: ['55 cm Cabin', '68 cm Medium', '79 cm Large'] },
  backpacks: { noun: 'Laptop Backpack', sizes: ['25 L', '30 L', '35 L'] },
  sunglasses: { noun: 'UV Protected Sunglasses', sizes: [''] },
  footwear: { noun: 'Sneakers', sizes: [''] },
  smartphones: { noun: '5G Smartphone', sizes: ['(6GB RAM, 128GB Storage)', '(8GB RAM, 128GB Storage)', '(8GB RAM, 256GB Storage)', '(12GB RAM, 256GB Storage)'] },
  laptops: { noun: 'Thin and Light Laptop', sizes: ['(8 GB/512 GB SSD/Windows 11 Home)', '(16 GB/512 GB SSD/Windows 11 Home)', '(16 GB/1 TB SSD/Windows 11 Home)'] },
  tablets: { noun: 'Wi-Fi Tablet', sizes: ['(4 GB RAM, 64 GB)', '(6 GB RAM, 128 GB)', '(8 GB RAM, 256 GB)'] },
  smartwatches: { noun: 'Smartwatch with AMOLED Display', sizes: [''] },
  soundbars: { noun: 'Soundbar with Wireless Subwoofer', sizes: ['2.1 Channel', '3.1 Channel', '5.1 Channel'] },
  'bluetooth-speakers': { noun: 'Portable Bluetooth Speaker', sizes: ['10 W', '20 W', '40 W'] },
  headphones: { noun: 'Wireless Over Ear Headphones', sizes: [''] },
  earbuds: { noun: 'True Wireless Earbuds', sizes: [''] },
  'party-speakers': { noun: 'Party Speaker with Karaoke Mic', sizes: ['100 W', '160 W', '240 W'] },
  'remote-control-toys': { noun: 'Remote Control Car', sizes: ['1:16 Scale', '1:24 Scale'] },
  'building-blocks': { noun: 'Building Set', sizes: ['250 Pieces', '480 Pieces', '900 Pieces'] },
  'soft-toys': { noun: 'Plush Soft Toy', sizes: ['25 cm', '30 cm', '45 cm'] },
  'puzzles-board-games': { noun: 'Jigsaw Puzzle', sizes: ['100 Pieces', '500 Pieces', '1000 Pieces'] },
  'ride-ons': { noun: 'Ride-on', sizes: [''] },
};

const series = ['Neo', 'Prime', 'Nova', 'Ultra', 'Pro', 'Max', 'Lite', 'Elite', 'Aura', 'Vision', 'Crystal', 'Fusion', 'Turbo', 'Smart', 'Eco', 'Plus', 'Edge', 'Zen'];
const letters = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];

/** MRPs end in 90 or 99: ₹64,990, ₹4,499, ₹499. */
function roundMrp(rupees: number): number {
  if (rupees >= 10_000) return Math.round(rupees / 1000) * 1000 - 10;
  if (rupees >= 1_000) return Math.round(rupees / 100) * 100 - 1;
  return Math.max(99, Math.round(rupees / 10) * 10 - 1);
}

/** What a generated product copies from a demo product (over `products as p`, its category, and its subcategory and brand left-joined). */
const templateColumns = [
  'p.vertical_id', 'p.category_id', 'p.subcategory_id', 'p.brand_id', 'p.age_group_id', 'p.gender', 'p.image', 'p.gallery_images',
  'p.mrp_paise', 'p.no_of_quantity_allowed', 'c.name_url as category_slug', 'c.name as category_name',
  's.name_url as subcategory_slug', 'b.name as brand_name',
] as const;

/** One row of that select, typed from the schema (lib/db/schema.ts). */
type Template = Selection<
  { p: ProductTable; c: CategoryTable; s: Nullable<SubcategoryTable>; b: Nullable<BrandTable> },
  'p' | 'c' | 's' | 'b',
  (typeof templateColumns)[number]
>;

function generatedName(random: Random, t: Template, used: Set<string>): { name: string; slug: string; model: string } {
  const words = (t.subcategory_slug && wording[t.subcategory_slug]) || wording[t.category_slug] || { noun: t.category_name, sizes: [''] };
  const brandCode = (t.brand_name ?? 'GEN').replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
  for (let attempt = 0; ; attempt++) {
    const model = `${brandCode}${random.pick(letters)}${random.int(1000, 9999)}${random.pick(letters)}${attempt > 5 ? attempt : ''}`;
    const size = random.pick(words.sizes);
    const parts = size.startsWith('(')
      ? [t.brand_name, random.pick(series), words.noun, model, size]
      : [t.brand_name, size, random.pick(series), words.noun, model];
    const name = parts.filter(Boolean).join(' ');
    const slug = slugify(name);
    if (!used.has(slug)) {
      used.add(slug);
      return { name, slug, model };
    }
  }
}

/**
 * Adds `count` generated products to the store, 5,000 per transaction. Needs the demo
 * store (or any catalogue) first: its products are the templates.
 */
export async function seedSyntheticCatalog(
  opened: OpenedDatabase,
  count: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { db } = opened;
  const templates: Template[] = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(templateColumns)
    .where('p.store_id', '=', store.storeId)
    .orderBy('p.id')
    .limit(2000)
    .execute();
  if (templates.length === 0) throw new Error('No products to copy from: seed the demo store first.');

  const usedSlugs = new Set(
    (await db.selectFrom('products').select('name_url').where('store_id', '=', store.storeId).execute()).map((r) => r.name_url),
  );
  // A different stream for each run, so a second --products run adds new names.
  const random = seededRandom(hashString(`synthetic:${usedSlugs.size}`));
  const now = Date.now();
  const started = performance.now();

  for (let done = 0; done < count; ) {
    const batch = Math.min(ROWS_PER_TRANSACTION, count - done);
    const rows: Insertable<ProductTable>[] = [];
    for (let i = 0; i < batch; i++) {
      const t = random.pick(templates);
      const { name, slug, model } = generatedName(random, t, usedSlugs);
      const mrp = roundMrp((t.mrp_paise / 100) * (0.7 + random.next() * 0.8));
      const price = openBoxPrice(mrp, random.int(10, 78));
      const createdAt = new Date(now - Math.floor(random.next() * 90 * DAY_MS)).toISOString();
      rows.push({
        company_id: store.companyId,
        store_id: store.storeId,
        vertical_id: t.vertical_id,
        category_id: t.category_id,
        subcategory_id: t.subcategory_id,
        brand_id: t.brand_id,
        age_group_id: t.age_group_id,
        gender: t.gender,
        name,
        name_url: slug,
        sku_no: `OBB-SYN-${model}`,
        description: `<p>The ${name} is an open-box unit, inspected and tested before listing.</p><ul><li>Original accessories included</li><li>7-day free returns</li></ul>`,
        image: t.image,
        gallery_images: t.gallery_images,
        color_id: null,
        color: null,
        variant_group: null,
        mrp_paise: mrp * 100,
        selling_price_paise: price * 100,
        stock: random.chance(0.05) ? 0 : random.int(1, 40),
        no_of_quantity_allowed: t.no_of_quantity_allowed,
        is_deal: 0,
        is_featured: 0,
        specifications: JSON.stringify({ model_name: model }),
        other_information: null,
        barcode: ean13(random),
        bank_offer: null,
        total_rating: 0,
        review_count: 0,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await writeTransaction(opened, async (tx) => {
      for (const chunk of inChunks(rows)) await tx.insertInto('products').values(chunk).execute();
    });
    done += batch;
    log(`  synthetic products: ${done.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
