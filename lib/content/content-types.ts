// What the console's content editors read and send (docs/rules/content.md), beside the
// banners' (./banner-kinds.ts); no server code, so the seller contract and the screens
// can name them.
import type { ContentPageKey } from './page-kinds';

/** A store of the store locator (/stores) as the console edits it. */
export interface EditableStore {
  store_id: number;
  city: string;
  name: string;
  address: string;
  contact: string;
  email: string;
  photo: string;
  map_link: string;
}

/** A brand in the home page's "brand in focus" section, in its order. */
export interface EditableBrandOffer {
  brand_id: number;
  brand_name: string;
  brand_icon: string;
  brand_offer: string;
}

/** A home page carousel of a category, in its order. */
export interface EditableHomeSection {
  category_id: number;
  name: string;
}

/** A choice of brand or category in the editors' pickers. */
export interface ContentChoice {
  id: number;
  name: string;
}

/** products.deal_type_id: 1 = deal of the day, 2 = hot deal. */
export const DEAL_KINDS = [1, 2] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/** A product with a deal, as the hot deals screen lists it (amounts in rupees). */
export interface DealRow {
  product_id: number;
  name: string;
  name_url: string;
  deal_type_id: DealKind;
  selling_price: number;
  deal_price: number;
  deal_ends_at: string | null;
  stock: number;
}

/** A page as the console lists it. */
export interface EditablePage {
  page: ContentPageKey;
  /** The edited text; null while the built-in text shows. */
  body: string | null;
  updated_at: string | null;
  updated_by: string | null;
  /** The built-in text in the editable format, where it has one (FAQ, contact); else null. */
  built_in: string | null;
}

/** What a picture uploaded from the content editors is for: it decides the box it is fitted into (docs/rules/content.md#uploaded-pictures). */
export const PICTURE_PURPOSES = ['banner', 'store'] as const;
export type PicturePurpose = (typeof PICTURE_PURPOSES)[number];

/** An uploaded picture: its path, for a banner's or a store's picture. */
export interface UploadedPicture {
  path: string;
  width: number;
  height: number;
}

// Each editor's view, as its read call answers it; every write of that editor answers
// the same view, fresh, so the console shows it without reading again.

/** content/stores: the stores and the pictures a store may use. */
export interface StoresView {
  stores: EditableStore[];
  images: string[];
}

/** content/brand-offers: the brands in focus and the brands that may be added. */
export interface BrandFocusView {
  offers: EditableBrandOffer[];
  brands: ContentChoice[];
}

/** content/home-sections: the sections in their order and every category that may be added. */
export interface HomeSectionsView {
  sections: EditableHomeSection[];
  categories: ContentChoice[];
}

/** content/deals: every product with a deal. */
export interface DealsView {
  deals: DealRow[];
}

/** content/pages: every editable page. */
export interface PagesView {
  pages: EditablePage[];
}
