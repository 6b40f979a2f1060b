// The limits of an uploaded product picture (docs/rules/products.md#pictures), plain
// data so the console's form can check a file before sending it; the server checks
// again (lib/products/pictures.ts).

/** The largest file accepted, and the most pixels (width × height) it may decode to. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The stored picture fits in this square: the product page shows it at most ~600 px wide (1200 on a sharp screen). */
export const PICTURE_SIZE = 1200;
export const MAX_PICTURES = 12;
export const MAX_ALT_LENGTH = 200;
