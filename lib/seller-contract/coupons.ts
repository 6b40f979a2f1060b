// Seller calls of coupons (lib/coupons/coupons.ts; docs/rules/coupons.md). What a coupon
// must be is the coupons domain's own rule (lib/coupons/rules.ts couponProblems), which
// saveCoupon runs too: coupons/save parses the fields here, then asks it.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { COUPON_CODE_PATTERN, COUPON_DESCRIPTION_MAX, COUPON_TITLE_MAX, couponMessages, couponProblems } from '@/lib/coupons/rules';
import { COUPON_KINDS, type CouponInput, type CouponShelves, type CouponView } from '@/lib/coupons/types';
import { MANAGERS, sellerCall } from './call';
import { zAmount, zBoolean, zMoment, zOptionalText } from './fields';

const couponFields = z.object({
  code: z.string({ error: 'is required' }).trim().toUpperCase().regex(COUPON_CODE_PATTERN, couponMessages.code),
  kind: z.enum(COUPON_KINDS, couponMessages.kind),
  value: zAmount,
  min_order: zAmount.optional(),
  max_discount: zAmount.optional(),
  starts_at: zMoment.optional(),
  ends_at: zMoment.optional(),
  total_uses: zId.optional(),
  uses_per_customer: zId.optional(),
  first_order_only: zBoolean.optional(),
  category_ids: z.array(zId, 'must be a list of category ids').max(200).optional(),
  brand_ids: z.array(zId, 'must be a list of brand ids').max(200).optional(),
  active: zBoolean.optional(),
  on_offers_page: zBoolean.optional(),
  title: zOptionalText(COUPON_TITLE_MAX),
  description: zOptionalText(COUPON_DESCRIPTION_MAX),
});

/** The parsed request as the coupons domain names it. */
const couponInputOf = (c: z.output<typeof couponFields>): CouponInput => ({
  code: c.code, kind: c.kind, value: c.value, minOrder: c.min_order, maxDiscount: c.max_discount,
  startsAt: c.starts_at, endsAt: c.ends_at, totalUses: c.total_uses, usesPerCustomer: c.uses_per_customer,
  firstOrderOnly: c.first_order_only, categoryIds: c.category_ids, brandIds: c.brand_ids, active: c.active,
  onOffersPage: c.on_offers_page, title: c.title, description: c.description,
});

export const couponCalls = {
  // With the categories and brands a coupon may be limited to (the form's lists).
  couponsList: sellerCall<{ coupons: CouponView[]; shelves: CouponShelves }>()({
    ...paths.couponsList, roles: MANAGERS,
    request: z.object({}),
  }),
  // A code that exists is changed only with overwrite: true (409 without it).
  couponsSave: sellerCall<{ coupon: CouponView }>()({
    ...paths.couponsSave, roles: MANAGERS,
    request: couponFields.extend({ overwrite: zBoolean.optional() }).superRefine((c, ctx) => {
      for (const problem of couponProblems(couponInputOf(c))) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  }),
  // A coupon no order used; a used one is refused (409): switch it off instead.
  couponsDelete: sellerCall<{ coupon: CouponView }>()({
    ...paths.couponsDelete, roles: MANAGERS,
    request: z.object({ coupon_id: zId }),
  }),
} as const;
