// The informational pages' text as staff edit it (docs/rules/content.md#pages): per page
// an edited body in the plain format of ./page-kinds.ts that replaces the built-in text,
// or none (the built-in text shows). Saving and resetting are saved as every content edit
// is (./save.ts) under the pages' tag, so the page shows it at once.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { PAGES_TAG, cachedRead } from '@/lib/cache';
import { getDb } from '@/lib/db';
import type { StaffMember } from '@/lib/staff/types';
import { builtInContactText, builtInFaqText } from './builtin-pages';
import type { EditablePage, PagesView } from './content-types';
import { CONTENT_PAGES, bodyProblem, type ContentPageKey } from './page-kinds';
import { saveContent } from './save';

export type { EditablePage };

const builtIn = (page: ContentPageKey): string | null => (page === 'faq' ? builtInFaqText() : page === 'contact' ? builtInContactText() : null);

export async function editablePages(db: DB): Promise<PagesView> {
  const rows = await db.selectFrom('content_pages').selectAll().where('store_id', '=', store.storeId).execute();
  return {
    pages: CONTENT_PAGES.map((page) => {
      const row = rows.find((r) => r.page === page);
      return { page, body: row?.body ?? null, updated_at: row?.updated_at ?? null, updated_by: row?.updated_by ?? null, built_in: builtIn(page) };
    }),
  };
}

/** The edited body of a page, or null when the built-in text shows. */
export async function editedBody(db: DB, storeId: number, page: ContentPageKey): Promise<string | null> {
  const row = await db.selectFrom('content_pages').select('body').where('store_id', '=', storeId).where('page', '=', page).executeTakeFirst();
  return row?.body ?? null;
}

/**
 * The page data function (docs/architecture.md): the edited body of a page, kept in
 * Next's cache under the pages' tag. A page that cannot read it shows its built-in text.
 */
export const getEditedPage = cachedRead('content:page', [PAGES_TAG], async (storeId: number, page: ContentPageKey): Promise<string | null> =>
  editedBody(await getDb(), storeId, page),
);

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

export async function savePage(database: OpenedDatabase, staff: StaffMember, page: ContentPageKey, body: string, clientIp: string): Promise<EditablePage> {
  const text = body.replace(/\r\n?/g, '\n').trim();
  const problem = bodyProblem(page, text);
  if (problem) throw invalid('body', problem);
  return saveContent(database, staff, { action: 'content.page_update', objectType: 'content_page', objectId: page, tags: [PAGES_TAG], clientIp }, async (tx) => {
    const before = await tx.selectFrom('content_pages').selectAll().where('store_id', '=', store.storeId).where('page', '=', page).executeTakeFirst();
    const at = new Date().toISOString();
    if (before) await tx.updateTable('content_pages').set({ body: text, updated_by: staff.email, updated_at: at }).where('id', '=', before.id).execute();
    else await tx.insertInto('content_pages').values({ company_id: store.companyId, store_id: store.storeId, page, body: text, updated_by: staff.email, updated_at: at }).execute();
    return { before: { body: before?.body ?? null }, after: { body: text }, answer: { page, body: text, updated_at: at, updated_by: staff.email, built_in: builtIn(page) } };
  });
}

/** Back to the built-in text: the edited body is removed. */
export async function resetPage(database: OpenedDatabase, staff: StaffMember, page: ContentPageKey, clientIp: string): Promise<EditablePage> {
  return saveContent(database, staff, { action: 'content.page_reset', objectType: 'content_page', objectId: page, tags: [PAGES_TAG], clientIp }, async (tx) => {
    const before = await tx.selectFrom('content_pages').selectAll().where('store_id', '=', store.storeId).where('page', '=', page).executeTakeFirst();
    if (before) await tx.deleteFrom('content_pages').where('id', '=', before.id).execute();
    const answer: EditablePage = { page, body: null, updated_at: null, updated_by: null, built_in: builtIn(page) };
    return before ? { before: { body: before.body }, after: { body: null }, answer } : { unchanged: true, answer };
  });
}
