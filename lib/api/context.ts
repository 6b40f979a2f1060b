// What a handler gets besides its parsed request: the database and who is asking
// (lib/request-context.ts, which the domain functions it calls take as they are).
import type { RequestContext } from '@/lib/request-context';
import type { User } from '@/lib/auth/types';
import type { StaffMember } from '@/lib/staff/types';

export type HandlerContext = RequestContext;

/**
 * The context of a call the contract marks `auth: true`: the dispatcher has found the
 * session's customer (and checked a customer_id in the request against it) before the
 * handler runs. Calls without `auth` that want to know who is asking read
 * currentCustomer(ctx) from lib/auth/session.ts (null when logged out).
 */
export interface CustomerContext extends HandlerContext {
  /** The SessionCustomer of lib/auth/session.ts (the session's row id besides the user). */
  customer: User & { sessionId: number };
}

/**
 * The context of a seller call (lib/seller-contract/) for staff: the dispatcher has
 * found the staff session and checked the call's roles before the handler runs.
 */
export interface StaffContext extends HandlerContext {
  staff: StaffMember;
}
