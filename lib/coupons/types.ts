// Coupons as staff save them and the console shows them (docs/rules/coupons.md); no
// server code, so the seller contract, the coupon rules and the console's screens can
// name them.

export const COUPON_KINDS = ['flat', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as the console shows it (amounts in rupees). */
export interface CouponView {
  coupon_id: number;
  code: string;
  kind: CouponKind;
  value: number;
  min_order: number;
  max_discount: number | null;
  starts_at: string | null;
  ends_at: string | null;
  total_uses: number | null;
  uses_per_customer: number;
  first_order_only: boolean;
  category_ids: number[] | null;
  brand_ids: number[] | null;
  active: boolean;
  used_count: number;
  /** Listed on the /offers page, with this title and description. */
  on_offers_page: boolean;
  title: string | null;
  description: string | null;
  updated_at: string;
}

/** The categories and brands a coupon may be limited to (the console's form and list). */
export interface CouponShelves {
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
}

/** A coupon as staff save it (lib/coupons/coupons.ts saveCoupon; its rules: lib/coupons/rules.ts couponProblems). */
export interface CouponInput {
  code: string;
  kind: CouponKind;
  /** flat: rupees; percent: whole percent. */
  value: number;
  minOrder?: number;
  maxDiscount?: number;
  startsAt?: string;
  endsAt?: string;
  totalUses?: number;
  usesPerCustomer?: number;
  firstOrderOnly?: boolean;
  categoryIds?: number[];
  brandIds?: number[];
  active?: boolean;
  onOffersPage?: boolean;
  title?: string;
  description?: string;
}
