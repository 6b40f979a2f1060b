// Seller calls of the grievance desk (lib/grievances/desk.ts). Thin: the dispatcher checks
// the roles (owner, manager) before these run.
import { acknowledgeGrievance, closeGrievance, grievanceDetail, listGrievances, replyToGrievance, resolveGrievance } from '@/lib/grievances/desk';
import type { SellerHandlerTable } from '../seller-handler';

export const grievanceHandlers: SellerHandlerTable = {
  grievancesList: async (input, ctx) => ({ payload: await listGrievances(ctx.database.db, { state: input.state, page: input.page }) }),
  grievanceDetail: async (input, ctx) => ({ payload: await grievanceDetail(ctx.database.db, input.grievance_id) }),
  grievanceAcknowledge: async (input, ctx) => ({ payload: await acknowledgeGrievance(ctx.database, input.grievance_id, ctx) }),
  grievanceReply: async (input, ctx) => ({ payload: await replyToGrievance(ctx.database, input.grievance_id, input.text, ctx) }),
  grievanceResolve: async (input, ctx) => ({ payload: await resolveGrievance(ctx.database, input.grievance_id, input.resolution, ctx) }),
  grievanceClose: async (input, ctx) => ({ payload: await closeGrievance(ctx.database, input.grievance_id, ctx) }),
};
