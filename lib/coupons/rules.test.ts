// The coupon rules (lib/coupons/rules.ts): windows, uses, first order, minimum, the goods
// covered, flat and percent with a cap, in whole paise; and what a coupon staff save must be.
import { describe, expect, it } from 'vitest';
import { screenTexts } from '@/lib/texts/screens';
import { couponProblems, couponVerdict, normaliseCouponCode, type CouponCartLine, type CouponRule } from './rules';

const base: CouponRule = {
  code: 'SAVE', kind: 'flat', value: 50_000, minOrderPaise: 0, maxDiscountPaise: null, startsAt: null, endsAt: null,
  totalUses: null, usesPerCustomer: 1, firstOrderOnly: false, categoryIds: null, brandIds: null, active: true, usedCount: 0,
};
const now = new Date('2026-11-25T10:00:00Z');
const context = { now, customerUses: 0, customerOrders: 3 };
const tv: CouponCartLine = { categoryId: 1, brandId: 10, totalPaise: 2_000_000 }; // ₹20,000
const toaster: CouponCartLine = { categoryId: 2, brandId: 20, totalPaise: 150_000 }; // ₹1,500

const verdict = (rule: Partial<CouponRule>, lines = [tv, toaster], ctx: Partial<typeof context> = {}) => couponVerdict({ ...base, ...rule }, lines, { ...context, ...ctx });
const refused = (reason: string) => ({ ok: false, reason });

describe('coupon rules', () => {
  it('a flat coupon takes its value off, never more than the goods it covers', () => {
    expect(verdict({})).toEqual({ ok: true, discountPaise: 50_000 });
    expect(verdict({ value: 9_000_000 })).toEqual({ ok: true, discountPaise: 2_150_000 });
  });

  it('a percent coupon takes its share of the goods, rounded to the paisa, up to its cap', () => {
    expect(verdict({ kind: 'percent', value: 10 })).toEqual({ ok: true, discountPaise: 215_000 });
    expect(verdict({ kind: 'percent', value: 10, maxDiscountPaise: 100_000 })).toEqual({ ok: true, discountPaise: 100_000 });
    expect(verdict({ kind: 'percent', value: 15 }, [{ categoryId: 1, brandId: null, totalPaise: 333 }])).toEqual({ ok: true, discountPaise: 50 });
  });

  it('limited to categories or brands, it counts only their lines; none in the cart is refused', () => {
    expect(verdict({ kind: 'percent', value: 10, categoryIds: [2] })).toEqual({ ok: true, discountPaise: 15_000 });
    expect(verdict({ kind: 'percent', value: 10, brandIds: [10] })).toEqual({ ok: true, discountPaise: 200_000 });
    expect(verdict({ kind: 'percent', value: 10, categoryIds: [1], brandIds: [20] })).toEqual(refused(screenTexts.coupons.notForTheseItems));
    expect(verdict({ brandIds: [10] }, [{ categoryId: 1, brandId: null, totalPaise: 100_000 }])).toEqual(refused(screenTexts.coupons.notForTheseItems));
  });

  it('the minimum order is the whole subtotal, at or above it', () => {
    expect(verdict({ minOrderPaise: 2_150_000 }).ok).toBe(true);
    expect(verdict({ minOrderPaise: 2_150_001 })).toEqual(refused('This coupon needs an order of at least ₹21,500.01.'));
  });

  it('its window: not before the start, not from the end on', () => {
    expect(verdict({ startsAt: '2026-11-25T10:00:01Z' })).toEqual(refused(screenTexts.coupons.notYet));
    expect(verdict({ startsAt: '2026-11-25T10:00:00Z' }).ok).toBe(true);
    expect(verdict({ endsAt: '2026-11-25T10:00:00Z' })).toEqual(refused(screenTexts.coupons.expired));
    expect(verdict({ endsAt: '2026-11-25T10:00:01Z' }).ok).toBe(true);
  });

  it('its uses: in total, per customer, and first order only', () => {
    expect(verdict({ totalUses: 5, usedCount: 5 })).toEqual(refused(screenTexts.coupons.usedUp));
    expect(verdict({ totalUses: 5, usedCount: 4 }).ok).toBe(true);
    expect(verdict({ usesPerCustomer: 2 }, undefined, { customerUses: 1 }).ok).toBe(true);
    expect(verdict({ usesPerCustomer: 2 }, undefined, { customerUses: 2 })).toEqual(refused(screenTexts.coupons.alreadyUsed));
    expect(verdict({ firstOrderOnly: true })).toEqual(refused(screenTexts.coupons.firstOrderOnly));
    expect(verdict({ firstOrderOnly: true }, undefined, { customerOrders: 0 }).ok).toBe(true);
  });

  it('a switched-off coupon is unknown to the shopper', () => {
    expect(verdict({ active: false })).toEqual(refused(screenTexts.coupons.unknown));
  });

  it('codes are matched trimmed and in upper case', () => {
    expect(normaliseCouponCode('  diwali10 ')).toBe('DIWALI10');
  });
});

describe('a coupon staff save', () => {
  const problems = (input: Partial<Parameters<typeof couponProblems>[0]>) => couponProblems({ code: 'save10', kind: 'percent', value: 10, ...input });

  it('within the rules: no problems (the code as typed, any case)', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ kind: 'flat', value: 99.99, minOrder: 0, maxDiscount: 500, totalUses: 1, usesPerCustomer: 2, onOffersPage: true, title: 'Ten off' })).toEqual([]);
  });

  it('a percent is a whole number from 1 to 100; a value is more than 0, in whole paise', () => {
    expect(problems({ value: 150 })).toEqual([{ field: 'value', message: 'a percent must be a whole number from 1 to 100' }]);
    expect(problems({ value: 12.5 })).toEqual([{ field: 'value', message: 'a percent must be a whole number from 1 to 100' }]);
    expect(problems({ kind: 'flat', value: 0 })).toEqual([{ field: 'value', message: 'must be more than 0' }]);
    expect(problems({ kind: 'flat', value: 1.005 })[0]).toEqual({ field: 'value', message: 'must have at most 2 decimals' });
  });

  it('the window ends after it starts; amounts and uses are checked; a title is needed on the offers page', () => {
    expect(problems({ startsAt: '2026-12-10T04:30:00Z', endsAt: '2026-12-10T04:30:00Z' })).toEqual([{ field: 'ends_at', message: 'must be after the start' }]);
    expect(problems({ startsAt: 'soon' })).toEqual([{ field: 'starts_at', message: 'must be a date and time, YYYY-MM-DDTHH:MM' }]);
    expect(problems({ minOrder: -1, maxDiscount: 200_000_000, usesPerCustomer: 0, onOffersPage: true }).map((p) => p.field)).toEqual(['min_order', 'max_discount', 'uses_per_customer', 'title']);
    expect(problems({ code: 'no spaces' })).toEqual([{ field: 'code', message: 'must be 3 to 40 letters, digits, - or _' }]);
  });
});
