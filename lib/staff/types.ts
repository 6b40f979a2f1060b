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

/** A member as the owner's staff list shows them. */
export interface StaffRow {
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  enrolled: boolean;
  locked_until: string | null;
}

/** Lines of the audit log a page. */
export const AUDIT_PAGE_SIZE = 50;

/** A line of the audit log as the owner reads it (docs/rules/seller.md#audit-log). */
export interface AuditLine {
  id: number;
  at: string;
  staff_email: string;
  /** The member's name (null for a failed login of an unknown e-mail). */
  staff_name: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  /**
   * The object as staff know it, read from its table: an order's number, a product's
   * name, a brand's, a coupon's code, a member's name, a returned item's name; null when the line
   * says it itself (before/after) or the row is gone.
   */
  object_name: string | null;
  /** The number of the order the object is or belongs to (an order, a return), else null. */
  order_number: string | null;
  before: unknown;
  after: unknown;
  client_ip: string | null;
}
