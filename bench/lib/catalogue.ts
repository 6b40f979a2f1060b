// The catalogue editor's figures (issue 14; docs/rules/products.md): a 10,000-row CSV
// import of new products and its re-import changing every price (lib/products/csv.ts,
// in this process, on the database the shop uses), then the time from a product saved
// through the seller API (products/save) to its product page showing the new price, on
// the production server.
import { openDatabase } from '@/lib/db';
import { store } from '@/lib/config';
import { rupees } from '@/lib/pricing';
import { importCatalogue } from '@/lib/products/csv';
import { startStaffSession } from '@/lib/staff/session';
import type { StaffMember } from '@/lib/staff/types';
import { prepareDatabase, startServer } from './servers';

export interface CatalogueResult {
  database: 'sqlite' | 'postgres';
  rows: number;
  importMs: number;
  reimportMs: number;
  /** ms from products/save answered to the product page showing the new price. */
  saveToVisibleMs: number[];
}

export const IMPORT_ROWS = 10_000;

function csvOf(shelf: { category: string; brand: string }, priceOffset: number): string {
  const lines = ['sku,name,category,subcategory,brand,mrp,selling_price,stock'];
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    const mrp = 1000 + (i % 5000);
    lines.push(`BENCH-${i},Bench Appliance ${i},${shelf.category},,${shelf.brand},${mrp},${mrp - 100 - priceOffset},${i % 7}`);
  }
  return lines.join('\n');
}

const sellingPriceOf = (html: string) => html.match(/data-testid="selling-price"[^>]*>([^<]*)</)?.[1];

export async function catalogueOn(kind: 'sqlite' | 'postgres', port: number, say: (line: string) => void): Promise<CatalogueResult> {
  const url = await prepareDatabase(kind, kind === 'sqlite' ? 'bench-catalogue' : 'bench_catalogue');
  const opened = await openDatabase(url);
  try {
    const { db } = opened;
    const category = await db.selectFrom('categories').select('name_url').orderBy('id').executeTakeFirstOrThrow();
    const brand = await db.selectFrom('brands').select('name_url').orderBy('id').executeTakeFirstOrThrow();
    const shelf = { category: category.name_url, brand: brand.name_url };
    // An owner with a live session, started as a login starts it.
    const row = await db
      .insertInto('staff')
      .values({
        company_id: store.companyId, store_id: store.storeId, email: `bench.${Date.now()}@staff.test`, name: 'Bench owner', role: 'owner', password_hash: null,
        totp_secret: null, totp_last_step: null, enrol_token_hash: null, enrol_expires_at: null, locked_until: null, updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff: StaffMember = { staffId: Number(row.id), email: 'bench@staff.test', name: 'Bench owner', role: 'owner', sessionId: 0 };
    const session = { database: opened, clientIp: '127.0.0.1', setCookies: [] as string[] };
    await startStaffSession(session, staff.staffId);
    const staffCookie = session.setCookies[0]!.split(';')[0]!;

    let started = performance.now();
    const created = await importCatalogue(opened, staff, csvOf(shelf, 0), '127.0.0.1');
    const importMs = Math.round(performance.now() - started);
    say(`catalogue ${kind}: ${created.created} rows imported in ${importMs} ms`);
    started = performance.now();
    const changed = await importCatalogue(opened, staff, csvOf(shelf, 1), '127.0.0.1');
    const reimportMs = Math.round(performance.now() - started);
    say(`catalogue ${kind}: ${changed.updated} prices changed by re-import in ${reimportMs} ms`);

    const server = await startServer(port, url, `catalogue-${kind}`);
    const saveToVisibleMs: number[] = [];
    try {
      const origin = server.origin.replace('localhost', '127.0.0.1');
      const picks = await db.selectFrom('products').select(['id', 'name', 'name_url', 'brand_id', 'category_id', 'mrp_paise', 'selling_price_paise', 'stock']).where('stock', '>', 0).orderBy('id').limit(5).execute();
      for (const p of picks) {
        const page = `${origin}/product/${p.name_url}/${p.id}`;
        await (await fetch(page)).text(); // warm: the save must expire a cached page
        const price = Number(p.selling_price_paise) / 100 - 1;
        const answer = await fetch(`${origin}/api/seller/products/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: staffCookie, origin },
          body: JSON.stringify({ product_id: Number(p.id), name: p.name, brand_id: Number(p.brand_id), category_id: Number(p.category_id), mrp: Number(p.mrp_paise) / 100, selling_price: price, stock: Number(p.stock) }),
        });
        if (answer.status !== 200) throw new Error(`products/save answered ${answer.status}: ${await answer.text()}`);
        const saved = performance.now();
        while (sellingPriceOf(await (await fetch(page)).text()) !== rupees(price)) {
          if (performance.now() - saved > 30_000) throw new Error(`product ${p.id} still shows its old price 30 s after the save`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        saveToVisibleMs.push(Math.round(performance.now() - saved));
        say(`catalogue ${kind}: a saved price on its page after ${saveToVisibleMs.at(-1)} ms`);
      }
    } finally {
      await server.stop();
    }
    return { database: kind, rows: IMPORT_ROWS, importMs, reimportMs, saveToVisibleMs };
  } finally {
    await opened.db.destroy();
  }
}
