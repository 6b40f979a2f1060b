// Banners as the console edits them (docs/rules/content.md); no server code, so the
// seller contract can name the kinds and targets.

export const BANNER_KINDS = ['banner', 'promobanner', 'sectionbanner'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
export const BANNER_TARGETS = ['none', 'site', 'product', 'subcategory', 'category', 'vertical'] as const;
export type BannerTargetKind = (typeof BANNER_TARGETS)[number];

/** A banner as the console edits it. */
export interface EditableBanner {
  banner_id: number;
  kind: BannerKind;
  name: string;
  subtitle: string | null;
  image: string;
  mobile_image: string | null;
  target: BannerTargetKind;
  /** The site link, or the id of what the banner points at; null for none. */
  target_value: string | null;
  sort_order: number;
  starts_at: string | null;
  ends_at: string | null;
}

/** The banners screen's view (content/banners), which every banner write answers too. */
export interface BannersView {
  banners: EditableBanner[];
  /** The pictures a banner may use: the shop's banner pictures. */
  images: string[];
}
