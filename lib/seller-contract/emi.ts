// Seller calls of the EMI plans (lib/emi/plans.ts; docs/rules/alerts.md#emi): owners and
// managers list, add or change, and remove plans; each write answers every plan.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { EmiPlan } from '@/lib/emi/emi';
import { MANAGERS, sellerCall } from './call';
import { zAmount, zBoolean, zText } from './fields';

const zMonths = z
  .union([z.number(), z.string().trim().regex(/^\d{1,2}$/, 'must be a whole number of months')])
  .transform(Number)
  .pipe(z.number().int('must be a whole number of months').min(1, 'must be at least 1').max(60, 'must be at most 60'));
const zRate = z
  .union([z.number(), z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percent')])
  .transform(Number)
  .pipe(z.number('must be a percent').min(0, 'must not be negative').max(50, 'must be at most 50'));

export const emiCalls = {
  emiPlans: sellerCall<EmiPlan[]>()({
    ...paths.emiPlans, roles: MANAGERS,
    request: z.object({}),
  }),
  emiSavePlan: sellerCall<EmiPlan[]>()({
    ...paths.emiSavePlan, roles: MANAGERS,
    request: z.object({
      plan_id: zId.optional(),
      bank: zText(60),
      tenure_months: zMonths,
      annual_rate: zRate,
      no_cost: zBoolean,
      min_order: zAmount,
    }),
  }),
  emiRemovePlan: sellerCall<EmiPlan[]>()({
    ...paths.emiRemovePlan, roles: MANAGERS,
    request: z.object({ plan_id: zId }),
  }),
};
