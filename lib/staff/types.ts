// Staff of the seller (docs/rules/seller.md#staff-and-roles): not customers, with a role
// that every seller call checks on the server.
import type { StaffRole } from '@/lib/db/schema';

export type { StaffRole };

export const STAFF_ROLES = ['owner', 'manager', 'packer'] as const satisfies readonly StaffRole[];

/** The staff member a request is answered for. */
export interface StaffMember {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
}
