// The seller console's API (docs/rules/seller.md#seller-api), beside the shopper
// contract (lib/contract.ts): every call of the console, served as
// POST /api/seller/<path> by the same dispatcher (lib/api/dispatch.ts: origin check,
// body limit, zod first, { message, payload }). Each call names the staff roles that
// may make it; the dispatcher answers 401 without a staff session (a shopper's session
// counts for nothing) and 403 for another role, before the handler runs. Calls marked
// `freshTotp` also need a current code from the member's authenticator in `totp`.
//
// One file per area declares its calls (staff.ts, orders.ts, refunds.ts, cod.ts,
// products.ts, delivery.ts, content.ts, coupons.ts, returns.ts, jobs.ts) from the shared request
// building blocks (fields.ts) and the declaration helper (call.ts); this module puts
// them together.
import type { z } from 'zod';
import type { StaffRole } from '@/lib/staff/types';
import { brandCalls } from './brands';
import { codCalls } from './cod';
import { codConfirmationCalls } from './cod-confirmation';
import { codRuleCalls } from './cod-rules';
import { contentCalls } from './content';
import { couponCalls } from './coupons';
import { deliveryCalls } from './delivery';
import { emiCalls } from './emi';
import { gstCalls } from './gst';
import { grievanceCalls } from './grievances';
import { jobCalls } from './jobs';
import { newsletterCalls } from './newsletter';
import { orderCalls } from './orders';
import { productCalls } from './products';
import { refundCalls } from './refunds';
import { returnCalls } from './returns';
import { shippingCalls } from './shipping';
import { staffCalls } from './staff';
import { testCourierCalls } from './test-courier';

export { ALL_STAFF, MANAGERS, OWNER, type SellerAnswer, type SellerCallDefinition } from './call';
export { zTotp } from './fields';

export const sellerCalls = {
  ...staffCalls,
  ...orderCalls,
  ...refundCalls,
  ...codCalls,
  ...codConfirmationCalls,
  ...codRuleCalls,
  ...productCalls,
  ...brandCalls,
  ...deliveryCalls,
  ...contentCalls,
  ...couponCalls,
  ...returnCalls,
  ...shippingCalls,
  ...newsletterCalls,
  ...jobCalls,
  ...grievanceCalls,
  ...gstCalls,
  ...emiCalls,
  ...testCourierCalls,
} as const;

export type SellerCalls = typeof sellerCalls;
export type SellerCallName = keyof SellerCalls;
export type SellerRequestOf<N extends SellerCallName> = z.input<SellerCalls[N]['request']>;
export type SellerParsedRequestOf<N extends SellerCallName> = z.output<SellerCalls[N]['request']>;
export type SellerResponseOf<N extends SellerCallName> = NonNullable<SellerCalls[N]['response']>;

const byPath = new Map<string, SellerCallName>((Object.keys(sellerCalls) as SellerCallName[]).map((name) => [sellerCalls[name].path, name]));
export function sellerCallForPath(path: string): SellerCallName | undefined {
  return byPath.get(path.replace(/^\/+/, ''));
}

/** Whether a member of this role may make the call: the server's check, and what the console offers. */
export function mayCall(role: StaffRole, name: SellerCallName): boolean {
  const roles = sellerCalls[name].roles;
  return roles === 'anyone' || (roles as readonly StaffRole[]).includes(role);
}
