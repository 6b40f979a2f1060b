// Whether a coupon applies to a cart, and for how much (docs/rules/coupons.md): pure,
// in integer paise, so the checkout, the cart's Apply and the tests all use the same
// rules. The discount comes off the goods it covers (every line, or the lines of the
// coupon's categories or brands): flat, at most those goods' value; percent of them,
// at most the cap. The minimum order is the cart's whole subtotal. And what a coupon
// staff save must be (couponProblems): the seller contract's coupons/save and saveCoupon
// itself both check it here.
import { amountProblem } from '@/lib/money/amount';
import { screenTexts } from '@/lib/texts/screens';
import { COUPON_KINDS, type CouponInput, type CouponKind } from './types';

export interface CouponRule {
  code: string;
  kind: CouponKind;
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

// ---------- a coupon as staff save it ----------

/** A code once trimmed and in upper case: 3 to 40 letters, digits, - or _. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
export const COUPON_TITLE_MAX = 80;
export const COUPON_DESCRIPTION_MAX = 300;
/** The most uses a coupon may count (the database's integer). */
const MAX_USES = 2_147_483_647;

export const couponMessages = {
  code: 'must be 3 to 40 letters, digits, - or _',
  kind: 'must be flat or percent',
  moment: 'must be a date and time, YYYY-MM-DDTHH:MM',
  uses: 'must be a whole number from 1',
  tooLong: (max: number) => `must be at most ${max} characters`,
  titleNeeded: 'is required for a coupon shown on the offers page',
  percent: 'a percent must be a whole number from 1 to 100',
  valueNeeded: 'must be more than 0',
  endsAfterStart: 'must be after the start',
};

export interface CouponProblem {
  /** The field as the seller API names it (coupons/save). */
  field: string;
  message: string;
}

const isMoment = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isUses = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_USES;
const tooLong = (text: unknown, max: number) => typeof text === 'string' && text.length > max && couponMessages.tooLong(max);

/**
 * What is wrong with a coupon staff save, in the order a form shows it: each field on its
 * own (code, kind, amounts in rupees with at most 2 decimals, moments, uses, texts), then
 * across fields (a title to be on the offers page; a percent a whole 1 to 100; a value
 * above 0; the end after the start). Empty: it may be saved.
 */
export function couponProblems(c: CouponInput): CouponProblem[] {
  const problems: CouponProblem[] = [];
  const check = (field: string, message: string | false | undefined) => {
    if (message) problems.push({ field, message });
  };
  check('code', !(typeof c.code === 'string' && COUPON_CODE_PATTERN.test(normaliseCouponCode(c.code))) && couponMessages.code);
  check('kind', !COUPON_KINDS.includes(c.kind) && couponMessages.kind);
  check('value', amountProblem(c.value));
  if (c.minOrder !== undefined) check('min_order', amountProblem(c.minOrder));
  if (c.maxDiscount !== undefined) check('max_discount', amountProblem(c.maxDiscount));
  if (c.startsAt !== undefined) check('starts_at', !isMoment(c.startsAt) && couponMessages.moment);
  if (c.endsAt !== undefined) check('ends_at', !isMoment(c.endsAt) && couponMessages.moment);
  if (c.totalUses !== undefined) check('total_uses', !isUses(c.totalUses) && couponMessages.uses);
  if (c.usesPerCustomer !== undefined) check('uses_per_customer', !isUses(c.usesPerCustomer) && couponMessages.uses);
  check('title', tooLong(c.title, COUPON_TITLE_MAX));
  check('description', tooLong(c.description, COUPON_DESCRIPTION_MAX));

  check('title', !!c.onOffersPage && !c.title && couponMessages.titleNeeded);
  check('value', c.kind === 'percent' && !(Number.isInteger(c.value) && c.value >= 1 && c.value <= 100) && couponMessages.percent);
  check('value', !(c.value > 0) && couponMessages.valueNeeded);
  check('ends_at', isMoment(c.startsAt) && isMoment(c.endsAt) && !(Date.parse(c.endsAt) > Date.parse(c.startsAt)) && couponMessages.endsAfterStart);
  return problems;
}
