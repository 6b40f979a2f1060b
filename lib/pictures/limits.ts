// The limits of any uploaded picture (docs/rules/products.md#pictures,
// docs/rules/content.md#uploaded-pictures), plain data so a console form can check a file
// before sending it; the server checks again (lib/pictures/store.ts).

/** The largest file accepted, and the most pixels (width × height) it may decode to. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_MAX_PIXELS = 40_000_000;

/** The box a stored picture is fitted inside (never enlarged). */
export interface PictureFit {
  maxWidth: number;
  maxHeight: number;
}

/** A hero banner is shown up to 1920 px wide; a store photo in a card, 1200 is plenty. */
export const BANNER_FIT: PictureFit = { maxWidth: 1920, maxHeight: 1080 };
export const STORE_PHOTO_FIT: PictureFit = { maxWidth: 1200, maxHeight: 1200 };
