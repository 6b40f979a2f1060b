// The store locator's stores as staff edit them (docs/rules/content.md#stores): city,
// name, address, phone, e-mail, one of the shop's own store pictures or one uploaded
// (docs/rules/content.md#uploaded-pictures) and an https map link. One transaction with
// its audit line per change; the cached catalogue (which holds the store list) expires
// on commit, so /stores shows it at once.
import 'server-only';
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { StoreLocationTable } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { CATALOG_TAG, expireCacheTag } from '@/lib/cache';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { EditableStore } from './content-types';
import { isUsablePicture } from './pictures';

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
export async function editableStores(db: DB): Promise<{ stores: EditableStore[]; images: string[] }> {
  const rows = await db.selectFrom('store_locations').selectAll().where('company_id', '=', store.companyId).orderBy('city').orderBy('name').orderBy('id').execute();
  return { stores: rows.map(viewOf), images: await storePhotos(db) };
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

export async function saveStore(database: OpenedDatabase, staff: StaffMember, input: StoreInput, clientIp: string): Promise<EditableStore> {
  if (!/^https:\/\/[^\s]+$/.test(input.mapLink)) throw invalid('map_link', sellerTexts.contentEditors.mapLink);
  return writeTransaction(database, async (tx) => {
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
    const after = (await rowOf(tx, id))!;
    await recordAudit(tx, {
      staff: { staffId: staff.staffId, email: staff.email }, action: before ? 'content.store_update' : 'content.store_create', objectType: 'store_location', objectId: id,
      before: before ? viewOf(before) : undefined, after: viewOf(after), clientIp,
    });
    afterCommit(tx, () => expireCacheTag(CATALOG_TAG));
    return viewOf(after);
  });
}

export async function removeStore(database: OpenedDatabase, staff: StaffMember, storeId: number, clientIp: string): Promise<void> {
  await writeTransaction(database, async (tx) => {
    const before = await rowOf(tx, storeId);
    if (!before) throw new ShopError('not_found', sellerTexts.contentEditors.noSuchStore);
    await tx.deleteFrom('store_locations').where('id', '=', storeId).execute();
    await recordAudit(tx, { staff: { staffId: staff.staffId, email: staff.email }, action: 'content.store_remove', objectType: 'store_location', objectId: storeId, before: viewOf(before), clientIp });
    afterCommit(tx, () => expireCacheTag(CATALOG_TAG));
  });
}
