// The home page's category carousels as staff edit them (docs/rules/content.md#home-sections):
// which categories, in which order. The console sends the whole list; it replaces the
// old one, saved as every content edit is (./save.ts) under the catalogue's tag, so the
// home page shows the new order at once.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { CATALOG_TAG } from '@/lib/cache';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { EditableHomeSection, HomeSectionsView } from './content-types';
import { saveContent } from './save';

async function sectionsOf(db: DB | Tx): Promise<EditableHomeSection[]> {
  const rows = await db
    .selectFrom('home_categories as h')
    .innerJoin('categories as c', 'c.id', 'h.category_id')
    .select(['c.id', 'c.name'])
    .where('h.store_id', '=', store.storeId)
    .where('h.company_id', '=', store.companyId)
    .orderBy('h.sort_order')
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({ category_id: Number(r.id), name: r.name }));
}

/** The home page's category sections in their order, and every category that may be added. */
export async function editableHomeSections(db: DB): Promise<HomeSectionsView> {
  const categories = await db
    .selectFrom('categories as c')
    .innerJoin('verticals as v', 'v.id', 'c.vertical_id')
    .select(['c.id', 'c.name', 'v.name as vertical'])
    .where('c.store_id', '=', store.storeId)
    .orderBy('v.sort_order')
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return { sections: await sectionsOf(db), categories: categories.map((c) => ({ id: Number(c.id), name: `${c.vertical} › ${c.name}` })) };
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** Replaces the home page's category sections with these categories, in this order. */
export async function saveHomeSections(database: OpenedDatabase, staff: StaffMember, categoryIds: number[], clientIp: string): Promise<EditableHomeSection[]> {
  return saveContent(database, staff, { action: 'content.home_sections_update', objectType: 'home_sections', tags: [CATALOG_TAG], clientIp }, async (tx) => {
    const known = new Set(
      (await tx.selectFrom('categories').select('id').where('store_id', '=', store.storeId).execute()).map((c) => Number(c.id)),
    );
    categoryIds.forEach((id, i) => {
      if (!known.has(id)) throw invalid(`category_ids.${i}`, sellerTexts.contentEditors.noSuchCategory);
      if (categoryIds.indexOf(id) !== i) throw invalid(`category_ids.${i}`, sellerTexts.contentEditors.listedTwice);
    });
    const before = await sectionsOf(tx);
    await tx.deleteFrom('home_categories').where('store_id', '=', store.storeId).where('company_id', '=', store.companyId).execute();
    if (categoryIds.length > 0) {
      await tx
        .insertInto('home_categories')
        .values(categoryIds.map((id, i) => ({ company_id: store.companyId, store_id: store.storeId, category_id: id, sort_order: i + 1 })))
        .execute();
    }
    const after = await sectionsOf(tx);
    return { before, after, answer: after };
  });
}
