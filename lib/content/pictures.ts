// New pictures for the home banners and the store locator's stores
// (docs/rules/content.md#uploaded-pictures): uploaded from the console, converted and
// stored as a product's pictures are (lib/pictures/store.ts), fitted into the box of
// their purpose. The upload only stores the picture and answers its path; a banner or
// store uses it once saved with that path (lib/content/banners.ts, stores.ts), which
// is when the storefront shows it. Audited (content.picture_upload).
import 'server-only';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { BANNER_FIT, STORE_PHOTO_FIT } from '@/lib/pictures/limits';
import { convertPicture, isStoredPicture, savePicture } from '@/lib/pictures/store';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import type { PicturePurpose, UploadedPicture } from './content-types';

const FITS = { banner: BANNER_FIT, store: STORE_PHOTO_FIT } as const;

/** Converts and stores the file (nothing is stored when it is refused: a 400 on `data`); its path. */
export async function uploadContentPicture(database: OpenedDatabase, staff: StaffMember, purpose: PicturePurpose, file: Buffer, clientIp: string): Promise<UploadedPicture> {
  // Converted before the transaction: the work is slow and needs no lock.
  const picture = await convertPicture(file, FITS[purpose]);
  return writeTransaction(database, async (tx) => {
    const path = await savePicture(tx, picture);
    const uploaded = { path, width: picture.width, height: picture.height };
    await recordAudit(tx, {
      staff, action: 'content.picture_upload', objectType: 'picture', objectId: picture.hash,
      after: { purpose, ...uploaded, byte_size: picture.bytes.byteLength }, clientIp,
    });
    return uploaded;
  });
}

/**
 * Whether a banner or store may use `path`: one of the shop's own pictures already in
 * use (`known`), or an uploaded picture stored in the database. Never an outside address.
 */
export async function isUsablePicture(db: DB | Tx, known: string[], path: string): Promise<boolean> {
  return known.includes(path) || (await isStoredPicture(db, path));
}
