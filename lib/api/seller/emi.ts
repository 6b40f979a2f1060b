// Seller calls of the EMI plans (lib/emi/plans.ts; docs/rules/alerts.md#emi).
import { emiPlans, removeEmiPlan, saveEmiPlan } from '@/lib/emi/plans';
import type { SellerHandlerTable } from '../seller-handler';

export const emiHandlers: SellerHandlerTable = {
  emiPlans: async (_input, ctx) => ({ payload: await emiPlans(ctx.database.db) }),
  emiSavePlan: async (input, ctx) => ({ payload: await saveEmiPlan(ctx.database, ctx.staff, input, ctx.clientIp) }),
  emiRemovePlan: async (input, ctx) => ({ payload: await removeEmiPlan(ctx.database, ctx.staff, input.plan_id, ctx.clientIp) }),
};
