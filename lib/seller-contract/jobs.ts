// Seller calls of the job queue (lib/jobs/admin.ts): the owner's list of jobs by state,
// and retrying or cancelling one.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { JOB_STATES, type JobRow, type JobsPage } from '@/lib/jobs/types';
import { OWNER, sellerCall } from './call';
import { zPageNo } from './fields';

export const jobCalls = {
  jobsList: sellerCall<JobsPage>()({
    ...paths.jobsList, roles: OWNER,
    request: z.object({ state: z.enum(JOB_STATES, 'must be a job state').optional(), page: zPageNo }),
  }),
  // Each answers the job as it now stands and the tabs' counts, so the list needs no second read.
  jobsRetry: sellerCall<{ job: JobRow; counts: JobsPage['counts'] }>()({
    ...paths.jobsRetry, roles: OWNER,
    request: z.object({ job_id: zId }),
  }),
  jobsCancel: sellerCall<{ job: JobRow; counts: JobsPage['counts'] }>()({
    ...paths.jobsCancel, roles: OWNER,
    request: z.object({ job_id: zId }),
  }),
} as const;
