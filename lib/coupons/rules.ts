// Whether a coupon applies to a cart, and for how much (docs/rules/coupons.md): pure,
// in integer paise, so the checkout, the cart's Apply and the tests all use the same
// rules. The discount comes off the goods it covers (every line, or the lines of the
// coupon's categories or brands): flat, at most those goods' value; percent of them,
// at most the cap. The minimum order is the cart's whole subtotal.
import { screenTexts } from '@/lib/texts/screens';

export interface CouponRule {
  code: string;
  kind: 'flat' | 'percent';
  /** flat: paise; percent: whole percent (1 to 100). */
  value: number;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  startsAt: string | null;
  endsAt: string | null;
  totalUses: number | null;
  usesPerCustomer: number;
  firstOrderOnly: boolean;
  categoryIds: number[] | null;
  brandIds: number[] | null;
  active: boolean;
  usedCount: number;
}

export interface CouponCartLine {
  categoryId: number;
  brandId: number | null;
  /** quantity × unit price. */
  totalPaise: number;
}

export interface CouponContext {
  now: Date;
  /** The customer's uses of this coupon so far (released ones not counted). */
  customerUses: number;
  /** The customer's orders so far (a first-order coupon needs none). */
  customerOrders: number;
}

export type CouponVerdict = { ok: true; discountPaise: number } | { ok: false; reason: string };

const paiseToRupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export function couponVerdict(coupon: CouponRule, lines: CouponCartLine[], context: CouponContext): CouponVerdict {
  const t = screenTexts.coupons;
  const at = context.now.getTime();
  if (!coupon.active) return { ok: false, reason: t.unknown };
  if (coupon.startsAt && at < Date.parse(coupon.startsAt)) return { ok: false, reason: t.notYet };
  if (coupon.endsAt && at >= Date.parse(coupon.endsAt)) return { ok: false, reason: t.expired };
  if (coupon.totalUses !== null && coupon.usedCount >= coupon.totalUses) return { ok: false, reason: t.usedUp };
  if (context.customerUses >= coupon.usesPerCustomer) return { ok: false, reason: t.alreadyUsed };
  if (coupon.firstOrderOnly && context.customerOrders > 0) return { ok: false, reason: t.firstOrderOnly };
  const subtotal = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  if (subtotal < coupon.minOrderPaise) return { ok: false, reason: t.minimumNotMet(paiseToRupees(coupon.minOrderPaise)) };
  const covered = lines.filter(
    (l) => (coupon.categoryIds === null || coupon.categoryIds.includes(l.categoryId)) && (coupon.brandIds === null || (l.brandId !== null && coupon.brandIds.includes(l.brandId))),
  );
  const coveredPaise = covered.reduce((sum, l) => sum + l.totalPaise, 0);
  if (coveredPaise <= 0) return { ok: false, reason: t.notForTheseItems };
  const raw = coupon.kind === 'flat' ? coupon.value : Math.round((coveredPaise * coupon.value) / 100);
  const capped = coupon.kind === 'percent' && coupon.maxDiscountPaise !== null ? Math.min(raw, coupon.maxDiscountPaise) : raw;
  return { ok: true, discountPaise: Math.max(0, Math.min(capped, coveredPaise)) };
}

/** A code as typed: trimmed, upper case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();
