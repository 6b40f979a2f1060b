// Seller calls of the grievance desk (lib/grievances/desk.ts; docs/rules/grievances.md):
// the owner's and managers' list of complaints and one complaint, and acknowledging,
// replying, resolving and closing it.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { GRIEVANCE_STATES, type DeskGrievanceDetail, type GrievancesPage } from '@/lib/grievances/types';
import { MANAGERS, sellerCall } from './call';
import { zPageNo } from './fields';

const zText = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const grievanceCalls = {
  grievancesList: sellerCall<GrievancesPage>()({
    ...paths.grievancesList, roles: MANAGERS,
    request: z.object({ state: z.enum(GRIEVANCE_STATES, 'must be a complaint state').optional(), page: zPageNo }),
  }),
  grievanceDetail: sellerCall<DeskGrievanceDetail>()({
    ...paths.grievanceDetail, roles: MANAGERS,
    request: z.object({ grievance_id: zId }),
  }),
  // Each action answers the complaint as it now stands.
  grievanceAcknowledge: sellerCall<DeskGrievanceDetail>()({
    ...paths.grievanceAcknowledge, roles: MANAGERS,
    request: z.object({ grievance_id: zId }),
  }),
  grievanceReply: sellerCall<DeskGrievanceDetail>()({
    ...paths.grievanceReply, roles: MANAGERS,
    request: z.object({ grievance_id: zId, text: zText(5000) }),
  }),
  grievanceResolve: sellerCall<DeskGrievanceDetail>()({
    ...paths.grievanceResolve, roles: MANAGERS,
    request: z.object({ grievance_id: zId, resolution: zText(5000) }),
  }),
  grievanceClose: sellerCall<DeskGrievanceDetail>()({
    ...paths.grievanceClose, roles: MANAGERS,
    request: z.object({ grievance_id: zId }),
  }),
} as const;
