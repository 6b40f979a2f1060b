// Realistic request inputs, read from the database the server under test uses: product
// ids and URLs spread over the whole catalogue, category and vertical lists with their
// brands, and search words a shopper types (brand and shelf names). Requests vary over
// these so a measurement is not one cached answer repeated.
import { sql } from 'kysely';
import { openDatabase } from '@/lib/db';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { seeded, type Random } from './stats';

export interface Inputs {
  products: { id: number; nameUrl: string; stock: number }[];
  categories: string[];
  verticals: { id: number; slug: string; brands: number[] }[];
  keywords: string[];
}

/** Up to `sample` products, evenly spread over the catalogue (by id). */
export async function readInputs(databaseUrl: string, sample = 5000): Promise<Inputs> {
  const { db } = await openDatabase(databaseUrl);
  try {
    const owned = { company_id: store.companyId, store_id: store.storeId };
    const { n } = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', owned.store_id).executeTakeFirstOrThrow();
    const step = Math.max(1, Math.floor(Number(n) / sample));
    const products = await db.selectFrom('products').select(['id', 'name_url', 'stock'])
      .where('store_id', '=', owned.store_id)
      .where(sql<boolean>`id % ${step} = 0`)
      .orderBy('id').limit(sample).execute();
    const categories = await db.selectFrom('categories').select('name_url').where('store_id', '=', owned.store_id).orderBy('id').execute();
    const verticals = await db.selectFrom('verticals').select(['id', 'name_url']).where('store_id', '=', owned.store_id).orderBy('id').execute();
    const pairs = await db.selectFrom('products').select(['vertical_id', 'brand_id']).distinct()
      .where('store_id', '=', owned.store_id).where('brand_id', 'is not', null).execute();
    const brands = await db.selectFrom('brands').select('name').where('store_id', '=', owned.store_id).execute();
    const subcategories = await db.selectFrom('subcategories').select('name').where('store_id', '=', owned.store_id).execute();
    const categoryNames = await db.selectFrom('categories').select('name').where('store_id', '=', owned.store_id).execute();
    const keywords = [...new Set([...brands, ...subcategories, ...categoryNames].map((r) => r.name.toLowerCase()))];
    return {
      products: products.map((p) => ({ id: Number(p.id), nameUrl: p.name_url, stock: Number(p.stock) })),
      categories: categories.map((c) => c.name_url),
      verticals: verticals.map((v) => ({
        id: Number(v.id),
        slug: v.name_url,
        brands: pairs.filter((p) => Number(p.vertical_id) === Number(v.id)).map((p) => Number(p.brand_id)),
      })),
      keywords,
    };
  } finally {
    await db.destroy();
  }
}

/** A request the benchmark sends: a page (GET) or an API call (POST JSON). */
export interface Target {
  name: string;
  kind: 'page' | 'api';
  /** A new request each call, drawn from the inputs. */
  next(random: Random): { path: string; body?: string };
}

const page = (name: string, next: (random: Random) => string): Target => ({ name, kind: 'page', next: (random) => ({ path: next(random) }) });
const api = (name: string, path: string, body: (random: Random) => object): Target => ({
  name, kind: 'api', next: (random) => ({ path: `/api/${path}`, body: JSON.stringify(body(random)) }),
});

/** The four pages and four API calls of issue 5, each over varied inputs. */
export function targets(inputs: Inputs) {
  const product = (random: Random) => random.pick(inputs.products);
  const pages = {
    home: page('home /', () => routes.home),
    category: page('category list', (random) => routes.category(random.pick(inputs.categories))),
    product: page('product page', (random) => { const p = product(random); return routes.product(p.nameUrl, p.id); }),
    search: page('search page', (random) => routes.search(random.pick(inputs.keywords))),
  };
  const apis = {
    productDetail: api('store/productDetail', 'store/productDetail', (random) => ({ product_id: product(random).id })),
    searchAI: api('store/searchAI', 'store/searchAI', (random) => ({ keyword: random.pick(inputs.keywords), page: 1, result_per_page: 20 })),
    filterByProductNew: api('store/FilterByProductNew', 'store/FilterByProductNew', (random) => {
      const vertical = random.pick(inputs.verticals);
      const body: Record<string, unknown> = { vertical_id: vertical.id, page: random.int(1, 3), result_per_page: 20 };
      const roll = random.next();
      if (roll < 0.4 && vertical.brands.length > 0) body.brand_id = [random.pick(vertical.brands)];
      else if (roll < 0.7) {
        const from = random.pick([0, 1000, 5000, 10000, 20000]);
        body.from_price = from;
        body.to_price = from + random.pick([5000, 10000, 50000]);
      }
      return body;
    }),
    homeCategories: api('store/get-home-category-featured', 'store/get-home-category-featured', () => ({})),
  };
  return { pages, apis };
}
