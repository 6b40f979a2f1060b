// Seller calls of staff and logging in (lib/staff; docs/rules/seller.md#staff-and-roles,
// #audit-log): login, logout, the member's own session, enrolment, the owner's staff list
// and changes, the audit log.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { STAFF_ROLES, type AuditLine, type StaffRole, type StaffRow } from '@/lib/staff/types';
import { ALL_STAFF, OWNER, sellerCall } from './call';
import { zDay, zOptionalText, zPageNo, zText, zTotp } from './fields';

type SignedIn = { staff: { email: string; name: string; role: StaffRole } };
const zPassword = z.string({ error: 'is required' }).min(1, 'is required').max(200);
const zRole = z.enum(STAFF_ROLES, 'must be owner, manager or packer');

export const staffCalls = {
  login: sellerCall<SignedIn>()({
    ...paths.login, roles: 'anyone',
    request: z.object({ email: zText(200), password: zPassword, totp: z.string({ error: 'is required' }).trim().max(10) }),
  }),
  logout: sellerCall<Record<string, never>>()({
    ...paths.logout, roles: ALL_STAFF,
    request: z.object({}),
  }),
  /** Who the session is: not used by the console's pages (they read the member on the server); kept for QA scripts and API clients. */
  me: sellerCall<SignedIn>()({
    ...paths.me, roles: ALL_STAFF,
    request: z.object({}),
  }),
  /** The enrolment page's member and new secret (read by the page in the browser: the member has no session yet). */
  enrolInfo: sellerCall<{ email: string; name: string; role: StaffRole; secret: string; otpauth_uri: string }>()({
    ...paths.enrolInfo, roles: 'anyone',
    request: z.object({ token: zText(100) }),
  }),
  enrol: sellerCall<SignedIn>()({
    ...paths.enrol, roles: 'anyone',
    request: z.object({ token: zText(100), password: zPassword, totp: zTotp }),
  }),
  auditList: sellerCall<{ lines: AuditLine[]; total: number }>()({
    ...paths.auditList, roles: OWNER,
    request: z.object({
      staff_email: zOptionalText(200), action: zOptionalText(60), object_type: zOptionalText(40), object_id: zOptionalText(40),
      from: zDay.optional(),
      to: zDay.optional(),
      page: zPageNo,
    }),
  }),
  staffList: sellerCall<{ staff: StaffRow[] }>()({
    ...paths.staffList, roles: OWNER,
    request: z.object({}),
  }),
  /** The list after the add comes back with the new member's link, so the screen needs no second read. */
  staffAdd: sellerCall<{ staff_id: number; enrol_link: string; staff: StaffRow[] }>()({
    ...paths.staffAdd, roles: OWNER, freshTotp: true,
    request: z.object({ email: zText(200).pipe(z.email('must be a valid e-mail address')), name: zText(120), role: zRole, totp: zTotp }),
  }),
  staffUpdate: sellerCall<{ staff: StaffRow[] }>()({
    ...paths.staffUpdate, roles: OWNER, freshTotp: true,
    request: z
      .object({ staff_id: zId, role: zRole.optional(), active: z.boolean().optional(), totp: zTotp })
      .refine((v) => v.role !== undefined || v.active !== undefined, { message: 'say what changes: role or active', path: ['role'] }),
  }),
} as const;
