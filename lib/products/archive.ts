// Archiving a product (docs/rules/products.md#archiving): it leaves the storefront (its
// page answers 404, it leaves lists, search, carts and the sitemap) but is never deleted,
// so its orders, invoices and returns keep their item. An archived product moves to the
// store's archive, a store id of its own (the negative of the store's), which no
// storefront read asks for; restoring it moves it back. Its URL name is kept unless
// another product took it meanwhile. Each move is one transaction with its audit line.
import 'server-only';
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { expireCatalogueCache } from '@/lib/cache';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { freeSlug } from './slugs';

/** Where a store's archived products are kept. */
export const archiveOf = (storeId: number) => -storeId;

async function move(database: OpenedDatabase, staff: StaffMember, productId: number, clientIp: string, archive: boolean): Promise<{ product_id: number; name_url: string; name: string }> {
  const from = archive ? store.storeId : archiveOf(store.storeId);
  const to = archive ? archiveOf(store.storeId) : store.storeId;
  return writeTransaction(database, async (tx) => {
    const row = await tx.selectFrom('products').select(['id', 'name', 'name_url', 'store_id']).where('id', '=', productId).where('company_id', '=', store.companyId)
      .where('store_id', 'in', [from, to]).executeTakeFirst();
    if (!row) throw new ShopError('not_found', sellerTexts.products.notFound);
    if (Number(row.store_id) === to) throw new ShopError('conflict', archive ? sellerTexts.products.alreadyArchived : sellerTexts.products.notArchived);
    const taken = await tx.selectFrom('products').select('id').where('store_id', '=', to).where('name_url', '=', row.name_url).executeTakeFirst();
    const nameUrl = taken ? await freeSlug(tx, row.name, productId, to) : row.name_url;
    const moved = await tx.updateTable('products').set({ store_id: to, name_url: nameUrl, updated_at: new Date().toISOString() })
      .where('id', '=', productId).where('store_id', '=', from).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ShopError('conflict', sellerTexts.products.moveRaced);
    await recordAudit(tx, {
      staff, action: archive ? 'product.archive' : 'product.restore', objectType: 'product', objectId: productId,
      before: { archived: !archive, name_url: row.name_url }, after: { archived: archive, name_url: nameUrl }, clientIp,
    });
    afterCommit(tx, expireCatalogueCache);
    return { product_id: productId, name_url: nameUrl, name: row.name };
  });
}

/** Takes the product off the storefront, keeping it and its orders. */
export const archiveProduct = (database: OpenedDatabase, staff: StaffMember, productId: number, clientIp: string) => move(database, staff, productId, clientIp, true);

/** Puts an archived product back on the storefront. */
export const restoreProduct = (database: OpenedDatabase, staff: StaffMember, productId: number, clientIp: string) => move(database, staff, productId, clientIp, false);

/** Whether the product is archived (for the console's product page). */
export async function isArchived(db: DB, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).where('store_id', '=', archiveOf(store.storeId)).executeTakeFirst();
  return !!row;
}
