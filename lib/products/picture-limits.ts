// The limits of an uploaded product picture (docs/rules/products.md#pictures), plain
// data so the console's form can check a file before sending it; the server checks
// again (lib/products/pictures.ts, lib/pictures/store.ts).

/** The largest file accepted, and the most pixels it may decode to: the same for every picture. */
export { PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS } from '@/lib/pictures/limits';
/** The stored picture fits in this square: the product page shows it at most ~600 px wide (1200 on a sharp screen). */
export const PICTURE_SIZE = 1200;
export const MAX_PICTURES = 12;
export const MAX_ALT_LENGTH = 200;
