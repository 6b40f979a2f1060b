// URL names of products in the database: the editor's new and renamed products and the
// archive's moves each take one no other product of the store (or of its archive) has.
import 'server-only';
import { store } from '@/lib/config';
import type { Tx } from '@/lib/db';
import { slugify, uniqueSlug } from '@/lib/catalog/slugs';

/** A URL name for `name` that no other product of the store (or of its archive) has. */
export async function freeSlug(tx: Tx, name: string, productId?: number, storeId: number = store.storeId): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .selectFrom('products')
    .select(['id', 'name_url'])
    .where('store_id', '=', storeId)
    .where('name_url', 'like', `${base || 'product'}%`)
    .execute();
  return uniqueSlug(base, new Set(rows.filter((r) => Number(r.id) !== productId).map((r) => r.name_url)));
}
