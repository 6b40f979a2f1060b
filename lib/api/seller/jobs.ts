// Seller calls of the job queue (lib/jobs/admin.ts). Thin: the dispatcher checks the
// owner's role before these run.
import { cancelJob, listJobs, retryJob } from '@/lib/jobs/admin';
import type { SellerHandlerTable } from '../seller-handler';

export const jobHandlers: SellerHandlerTable = {
  jobsList: async (input, ctx) => ({ payload: await listJobs(ctx.database.db, { state: input.state, page: input.page }) }),
  jobsRetry: async (input, ctx) => ({ payload: await retryJob(ctx.database, ctx.staff, input.job_id, ctx.clientIp) }),
  jobsCancel: async (input, ctx) => ({ payload: await cancelJob(ctx.database, ctx.staff, input.job_id, ctx.clientIp) }),
};
