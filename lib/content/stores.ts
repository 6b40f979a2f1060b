// The store locator's stores as staff edit them (docs/rules/content.md#stores): city,
// name, address, phone, e-mail, one of the shop's own store pictures or one uploaded
// (docs/rules/content.md#uploaded-pictures) and an https map link. Each change is saved
// as every content edit is (./save.ts) under the catalogue's tag (the catalogue holds the
// store list), so /stores shows it at once.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import type { StoreLocationTable } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { CATALOG_TAG } from '@/lib/cache';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { EditableStore, StoresView } from './content-types';
import { isUsablePicture } from './pictures';
import { saveContent } from './save';

export interface StoreInput {
  storeId?: number;
  city: string;
  name: string;
  address: string;
  contact: string;
  email: string;
  photo: string;
  mapLink: string;
}

type Row = Pick<StoreLocationTable, 'city' | 'name' | 'address' | 'contact' | 'email' | 'photo' | 'map_link'> & { id: number };
const viewOf = (r: Row): EditableStore => ({
  store_id: Number(r.id), city: r.city, name: r.name, address: r.address, contact: r.contact, email: r.email, photo: r.photo, map_link: r.map_link,
});

const rowOf = (db: DB | Tx, id: number) =>
  db.selectFrom('store_locations').selectAll().where('company_id', '=', store.companyId).where('id', '=', id).executeTakeFirst();

/** The shop's store pictures (the ones its stores use): no outside address is ever shown. */
async function storePhotos(db: DB | Tx): Promise<string[]> {
  const rows = await db.selectFrom('store_locations').select('photo').where('company_id', '=', store.companyId).execute();
  return [...new Set(rows.map((r) => r.photo))].sort();
}

/** Every store, by city then name as /stores shows them, and the pictures a store may use. */
export async function editableStores(db: DB): Promise<StoresView> {
  const rows = await db.selectFrom('store_locations').selectAll().where('company_id', '=', store.companyId).orderBy('city').orderBy('name').orderBy('id').execute();
  return { stores: rows.map(viewOf), images: await storePhotos(db) };
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

export async function saveStore(database: OpenedDatabase, staff: StaffMember, input: StoreInput, clientIp: string): Promise<EditableStore> {
  if (!/^https:\/\/[^\s]+$/.test(input.mapLink)) throw invalid('map_link', sellerTexts.contentEditors.mapLink);
  const edit = { action: input.storeId ? 'content.store_update' : 'content.store_create', objectType: 'store_location', tags: [CATALOG_TAG], clientIp };
  return saveContent(database, staff, edit, async (tx) => {
    if (!(await isUsablePicture(tx, await storePhotos(tx), input.photo))) throw invalid('photo', sellerTexts.contentEditors.noSuchPhoto);
    const before = input.storeId ? await rowOf(tx, input.storeId) : undefined;
    if (input.storeId && !before) throw new ShopError('not_found', sellerTexts.contentEditors.noSuchStore);
    const values = { city: input.city, name: input.name, address: input.address, contact: input.contact, email: input.email, photo: input.photo, map_link: input.mapLink };
    let id: number;
    if (before) {
      id = Number(before.id);
      await tx.updateTable('store_locations').set(values).where('id', '=', id).execute();
    } else {
      id = Number((await tx.insertInto('store_locations').values({ company_id: store.companyId, store_id: store.storeId, ...values }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const after = viewOf((await rowOf(tx, id))!);
    return { objectId: id, before: before ? viewOf(before) : undefined, after, answer: after };
  });
}

export async function removeStore(database: OpenedDatabase, staff: StaffMember, storeId: number, clientIp: string): Promise<void> {
  await saveContent(database, staff, { action: 'content.store_remove', objectType: 'store_location', objectId: storeId, tags: [CATALOG_TAG], clientIp }, async (tx) => {
    const before = await rowOf(tx, storeId);
    if (!before) throw new ShopError('not_found', sellerTexts.contentEditors.noSuchStore);
    await tx.deleteFrom('store_locations').where('id', '=', storeId).execute();
    return { before: viewOf(before), answer: undefined };
  });
}
