// What a seller call declares (lib/seller-contract/index.ts assembles them): the shape of
// a declaration, its one answer type, and the staff roles a call may name. Apart from
// index.ts so each area's file can use it without an import circle.
import type { z } from 'zod';
import type { StaffRole } from '@/lib/staff/types';

export interface SellerCallDefinition<Req extends z.ZodType = z.ZodType, Res = unknown> {
  path: string;
  request: Req;
  /** Added to every 200 answer by the dispatcher (path and message: lib/client/seller/call-table.ts). */
  message: string;
  /** Who may make the call; 'anyone' for logging in (no session yet). */
  roles: readonly StaffRole[] | 'anyone';
  /** Needs a fresh TOTP code in the request's `totp` (refunds, staff and role changes). */
  freshTotp?: boolean;
  /**
   * A larger body than the dispatcher's usual limit (a catalogue file): read only once
   * the staff session and role are checked.
   */
  maxBodyBytes?: number;
  /** Phantom: the response shape, for typing only. */
  response?: Res;
}

/** Every seller call's answer: the call's message and its payload. */
export type SellerAnswer<Payload> = { message: string; payload: Payload };

/** A call whose answer carries `Payload`: `sellerCall<{ orders: DeskOrderRow[] }>()({ ...paths.x, roles, request })`. */
export function sellerCall<Payload>() {
  return <D extends Omit<SellerCallDefinition, 'response'>>(def: D) => def as D & { response?: SellerAnswer<Payload> };
}

/** Every role; owner only; the roles that handle money. */
export const ALL_STAFF = ['owner', 'manager', 'packer'] as const satisfies readonly StaffRole[];
export const OWNER = ['owner'] as const satisfies readonly StaffRole[];
export const MANAGERS = ['owner', 'manager'] as const satisfies readonly StaffRole[];
