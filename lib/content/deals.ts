// The home page's deals as staff manage them (docs/rules/content.md#hot-deals): every
// product with a deal, its kind (deal of the day or hot deal), deal price and end; a
// deal is changed or ended here, by the product editor's deal rules
// (lib/products/deal-rules.ts). Each change is saved as every content edit is (./save.ts)
// under the catalogue's and the stock answers' tags (a deal price shows in both), so the
// home page follows at once.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { CATALOG_TAG, STOCK_TAG } from '@/lib/cache';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { dealProblem } from '@/lib/products/deal-rules';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { DealKind, DealRow, DealsView } from './content-types';
import { saveContent } from './save';

const DEAL_TAGS = [CATALOG_TAG, STOCK_TAG];

const columns = ['id', 'name', 'name_url', 'is_deal', 'deal_type_id', 'selling_price_paise', 'deal_price_paise', 'deal_ends_at', 'stock'] as const;
type Row = NonNullable<Awaited<ReturnType<typeof productRow>>>;

function productRow(db: DB | Tx, productId: number) {
  return db.selectFrom('products').select(columns).where('store_id', '=', store.storeId).where('id', '=', productId).executeTakeFirst();
}

const viewOf = (r: Row): DealRow => ({
  product_id: Number(r.id), name: r.name, name_url: r.name_url, deal_type_id: Number(r.deal_type_id ?? 2) as DealKind,
  selling_price: rupeesFromPaise(r.selling_price_paise), deal_price: rupeesFromPaise(r.deal_price_paise ?? r.selling_price_paise),
  deal_ends_at: r.deal_ends_at, stock: Number(r.stock),
});
const dealOf = (r: Row) => ({ is_deal: Number(r.is_deal), deal_type_id: r.deal_type_id, deal_price_paise: r.deal_price_paise, deal_ends_at: r.deal_ends_at });

/** Every product of the shop with a deal: deals of the day first, then hot deals, each by end. */
export async function listDeals(db: DB): Promise<DealsView> {
  const rows = await db
    .selectFrom('products')
    .select(columns)
    .where('store_id', '=', store.storeId)
    .where('is_deal', '=', 1)
    .orderBy('deal_type_id')
    .orderBy('deal_ends_at')
    .orderBy('id')
    .execute();
  return { deals: rows.map(viewOf) };
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** Gives a product a deal, or changes its deal: kind, price (rupees) and end. */
export async function saveDeal(
  database: OpenedDatabase,
  staff: StaffMember,
  input: { productId: number; kind: DealKind; dealPrice: number; dealEndsAt: string },
  clientIp: string,
): Promise<DealRow> {
  return saveContent(database, staff, { action: 'product.deal_update', objectType: 'product', objectId: input.productId, tags: DEAL_TAGS, clientIp }, async (tx) => {
    const before = await productRow(tx, input.productId);
    if (!before) throw new ShopError('not_found', sellerTexts.products.notFound);
    const problem = dealProblem(rupeesFromPaise(before.selling_price_paise), input.dealPrice, input.dealEndsAt);
    if (problem) throw invalid(problem.field, problem.message);
    await tx
      .updateTable('products')
      .set({ is_deal: 1, deal_type_id: input.kind, deal_price_paise: paiseFromRupees(input.dealPrice), deal_ends_at: input.dealEndsAt, updated_at: new Date().toISOString() })
      .where('id', '=', input.productId)
      .execute();
    const after = (await productRow(tx, input.productId))!;
    return { before: dealOf(before), after: dealOf(after), answer: viewOf(after) };
  });
}

/** Ends a product's deal now: it leaves the home page's deals and sells at its selling price. */
export async function endDeal(database: OpenedDatabase, staff: StaffMember, productId: number, clientIp: string): Promise<void> {
  await saveContent(database, staff, { action: 'product.deal_end', objectType: 'product', objectId: productId, tags: DEAL_TAGS, clientIp }, async (tx) => {
    const before = await productRow(tx, productId);
    if (!before) throw new ShopError('not_found', sellerTexts.products.notFound);
    if (Number(before.is_deal) !== 1) throw new ShopError('conflict', sellerTexts.contentEditors.noDeal);
    await tx
      .updateTable('products')
      .set({ is_deal: 0, deal_type_id: null, deal_price_paise: null, deal_ends_at: null, updated_at: new Date().toISOString() })
      .where('id', '=', productId)
      .execute();
    const after = (await productRow(tx, productId))!;
    return { before: dealOf(before), after: dealOf(after), answer: undefined };
  });
}
