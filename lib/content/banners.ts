// The home page's banners as staff edit them (docs/rules/content.md): the hero banners,
// the promo banners and the section banners, each with its title and subtitle (laid over
// the picture), its picture (one of the shop's banner pictures, or one uploaded:
// docs/rules/content.md#uploaded-pictures), where a click goes (an outside site, a
// product, a subcategory, a category or a vertical; or nowhere), its place in the order
// and its validity window. Each change is saved as every content edit is (./save.ts)
// under the catalogue's tag, so the home page shows it at once.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import type { BannerTable } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { CATALOG_TAG } from '@/lib/cache';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { BannerKind, BannerTargetKind, BannersView, EditableBanner } from './banner-kinds';
import { isUsablePicture } from './pictures';
import { saveContent } from './save';

export type { EditableBanner };

export interface BannerInput {
  bannerId?: number;
  kind: BannerKind;
  name: string;
  subtitle?: string | null;
  image: string;
  mobileImage?: string | null;
  target: BannerTargetKind;
  targetValue?: string | null;
  sortOrder: number;
  startsAt?: string | null;
  endsAt?: string | null;
}

type Row = Awaited<ReturnType<typeof bannerRows>>[number];
function bannerRows(db: DB | Tx) {
  return db.selectFrom('banners').selectAll().where('store_id', '=', store.storeId).orderBy('kind').orderBy('sort_order').orderBy('id').execute();
}

function viewOf(r: Row): EditableBanner {
  const target: [BannerTargetKind, string | null] = r.site_link
    ? ['site', r.site_link]
    : r.product_id !== null ? ['product', String(r.product_id)]
    : r.subcategory_id !== null ? ['subcategory', String(r.subcategory_id)]
    : r.category_id !== null ? ['category', String(r.category_id)]
    : r.vertical_id !== null ? ['vertical', String(r.vertical_id)]
    : ['none', null];
  return {
    banner_id: Number(r.id), kind: r.kind, name: r.name, subtitle: r.subtitle, image: r.image, mobile_image: r.mobile_image,
    target: target[0], target_value: target[1], sort_order: Number(r.sort_order), starts_at: r.starts_at, ends_at: r.ends_at,
  };
}

/** Every banner (shown now or not) and the pictures a banner may use. */
export async function editableBanners(db: DB): Promise<BannersView> {
  const rows = await bannerRows(db);
  return { banners: rows.map(viewOf), images: await bannerImages(db) };
}

/** The shop's banner pictures (the ones its banners use): no outside address is ever shown. */
async function bannerImages(db: DB | Tx): Promise<string[]> {
  const rows = await db.selectFrom('banners').select(['image', 'mobile_image']).where('store_id', '=', store.storeId).execute();
  return [...new Set(rows.flatMap((r) => [r.image, r.mobile_image]).filter((i): i is string => !!i))].sort();
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** The columns of the click target, each checked to exist. */
async function targetColumns(tx: Tx, input: BannerInput): Promise<Pick<BannerTable, 'site_link' | 'product_id' | 'subcategory_id' | 'category_id' | 'vertical_id'>> {
  const none = { site_link: null, product_id: null, subcategory_id: null, category_id: null, vertical_id: null };
  if (input.target === 'none') return none;
  const value = input.targetValue?.trim() ?? '';
  if (input.target === 'site') {
    if (!/^https:\/\/[^\s]+$/.test(value) || value.length > 500) throw invalid('target_value', sellerTexts.content.siteLink);
    return { ...none, site_link: value };
  }
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  const table = input.target === 'product' ? 'products' : input.target === 'subcategory' ? 'subcategories' : input.target === 'category' ? 'categories' : 'verticals';
  const found = Number.isSafeInteger(id) ? await tx.selectFrom(table).select('id').where('store_id', '=', store.storeId).where('id', '=', id).executeTakeFirst() : undefined;
  if (!found) throw invalid('target_value', sellerTexts.content.noSuchTarget(input.target));
  return { ...none, [`${input.target}_id`]: id };
}

/** Creates a banner, or changes one (banner_id given). */
export async function saveBanner(database: OpenedDatabase, staff: StaffMember, input: BannerInput, clientIp: string): Promise<EditableBanner> {
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) throw invalid('ends_at', sellerTexts.content.endsBeforeStart);
  const edit = { action: input.bannerId ? 'content.banner_update' : 'content.banner_create', objectType: 'banner', tags: [CATALOG_TAG], clientIp };
  return saveContent(database, staff, edit, async (tx) => {
    const images = await bannerImages(tx);
    if (!(await isUsablePicture(tx, images, input.image))) throw invalid('image', sellerTexts.content.noSuchImage);
    if (input.mobileImage && !(await isUsablePicture(tx, images, input.mobileImage))) throw invalid('mobile_image', sellerTexts.content.noSuchImage);
    const before = input.bannerId
      ? await tx.selectFrom('banners').selectAll().where('store_id', '=', store.storeId).where('id', '=', input.bannerId).executeTakeFirst()
      : undefined;
    if (input.bannerId && !before) throw new ShopError('not_found', sellerTexts.content.noSuchBanner);
    const values = {
      kind: input.kind, name: input.name, subtitle: input.subtitle ?? null, image: input.image, mobile_image: input.mobileImage ?? null,
      ...(await targetColumns(tx, input)), sort_order: input.sortOrder, starts_at: input.startsAt ?? null, ends_at: input.endsAt ?? null,
    };
    let id: number;
    if (before) {
      id = Number(before.id);
      await tx.updateTable('banners').set(values).where('id', '=', id).execute();
    } else {
      id = Number((await tx.insertInto('banners').values({ company_id: store.companyId, store_id: store.storeId, ...values }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const after = viewOf(await tx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    return { objectId: id, before: before ? viewOf(before) : undefined, after, answer: after };
  });
}

export async function removeBanner(database: OpenedDatabase, staff: StaffMember, bannerId: number, clientIp: string): Promise<void> {
  await saveContent(database, staff, { action: 'content.banner_remove', objectType: 'banner', objectId: bannerId, tags: [CATALOG_TAG], clientIp }, async (tx) => {
    const before = await tx.selectFrom('banners').selectAll().where('store_id', '=', store.storeId).where('id', '=', bannerId).executeTakeFirst();
    if (!before) throw new ShopError('not_found', sellerTexts.content.noSuchBanner);
    await tx.deleteFrom('banners').where('id', '=', bannerId).execute();
    return { before: viewOf(before), answer: undefined };
  });
}
