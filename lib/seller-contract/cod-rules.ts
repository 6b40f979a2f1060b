// Seller calls of the COD rules, the holds for a call and the RTO view
// (lib/cod/rules.ts, lib/cod/hold.ts, lib/cod/rto.ts; docs/rules/cod.md). Owner and manager.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { CodRulesSettings, RtoView } from '@/lib/cod/rules-types';
import type { DeskOrderView } from '@/lib/orders/desk-types';
import { isCalendarDate } from '@/lib/orders/dates';
import { MANAGERS, sellerCall } from './call';
import { zDay, zOptionalText, zPositiveAmount, zText } from './fields';

/** An empty field (null, '' or absent) is a rule turned off. */
const off = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
const zWhole = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^\d{1,6}$/, 'must be a whole number')], 'must be a whole number').transform(Number)
    .pipe(z.number('must be a whole number').int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const zPercentOf = (max: number) =>
  z.union([z.number(), z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percent')], 'must be a percent').transform(Number)
    .pipe(z.number('must be a percent').gt(0, 'must be more than 0').max(max, `must be at most ${max}`));
const zDate = z.string().pipe(zDay).refine(isCalendarDate, 'must be a real date');

export const codRuleCalls = {
  codRules: sellerCall<CodRulesSettings>()({
    ...paths.codRules, roles: MANAGERS,
    request: z.object({}),
  }),
  codSaveRules: sellerCall<CodRulesSettings>()({
    ...paths.codSaveRules, roles: MANAGERS,
    request: z.object({
      min_order: off(zPositiveAmount),
      max_order: off(zPositiveAmount),
      max_open_orders: off(zWhole(1, 100)),
      max_customer_rtos: off(zWhole(1, 100)),
      pincode_window: off(zWhole(1, 1000)),
      pincode_rto_percent: off(zPercentOf(100)),
      upfront_kind: off(z.enum(['fixed', 'percent'], 'must be fixed or percent')),
      upfront_amount: off(zPositiveAmount),
      upfront_percent: off(zPercentOf(99)),
      upfront_above: off(zPositiveAmount),
      freight_estimate: off(zPositiveAmount),
    }),
  }),
  // Both answer the order's page as orders/detail does (docs/rules/cod.md#holding-an-order-for-a-call).
  orderHold: sellerCall<DeskOrderView>()({
    ...paths.orderHold, roles: MANAGERS,
    request: z.object({ order_id: zId, note: zText(300) }),
  }),
  orderRelease: sellerCall<DeskOrderView>()({
    ...paths.orderRelease, roles: MANAGERS,
    request: z.object({ order_id: zId, note: zOptionalText(300) }),
  }),
  codRto: sellerCall<RtoView>()({
    ...paths.codRto, roles: MANAGERS,
    request: z.object({ from: zDate.optional(), to: zDate.optional() }),
  }),
} as const;
