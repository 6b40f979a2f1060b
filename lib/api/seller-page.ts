// A console page's data: the same handler the seller API runs for the call, in process,
// with the call's own roles (lib/seller-contract) and request schema. Without a staff
// session the page sends the browser to the login; a member whose role may not make the
// call is told so (app/(console)/seller/forbidden.tsx), not sent elsewhere.
import 'server-only';
import { forbidden, notFound, redirect } from 'next/navigation';
import { ShopError } from '@/lib/errors';
import type { z } from 'zod';
import { getDatabase } from '@/lib/db';
import { mayCall, sellerCalls, type SellerCallName, type SellerParsedRequestOf, type SellerResponseOf } from '@/lib/seller-contract';
import { SELLER_LOGIN_PATH, staffOfPage } from '@/lib/staff/page-session';
import type { StaffMember } from '@/lib/staff/types';
import type { SellerHandler } from './seller-handler';
import { sellerHandlers } from './seller';

/** The page's member; to the login without a session, forbidden() without the call's role. */
export async function staffForCall(name: SellerCallName): Promise<StaffMember> {
  const member = await staffOfPage();
  if (!member) redirect(SELLER_LOGIN_PATH);
  if (!mayCall(member.role, name)) forbidden();
  return member;
}

/**
 * The request as the call's schema reads it. A filter from the URL that the schema
 * refuses is left out (a shared link with a bad date still opens the list), so the
 * schema is the only place that says what a good filter is; a page whose address the
 * schema refuses is not found.
 */
export function parsePageInput<N extends SellerCallName>(name: N, input: Record<string, unknown>): SellerParsedRequestOf<N> {
  const schema = sellerCalls[name].request as z.ZodType;
  let request = { ...input };
  for (let tries = 0; tries < 20; tries++) {
    const parsed = schema.safeParse(request);
    if (parsed.success) return parsed.data as SellerParsedRequestOf<N>;
    const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter((key) => key !== undefined && key in request));
    if (bad.size === 0) break;
    request = Object.fromEntries(Object.entries(request).filter(([key]) => !bad.has(key)));
  }
  // What is left is a required part of the page's address that is wrong (an order id that is not a number).
  notFound();
}

/** Runs the call for the page's member: its payload, the member and the parsed request. */
export async function sellerPageData<N extends SellerCallName>(
  name: N,
  input: Record<string, unknown> = {},
): Promise<{ member: StaffMember; input: SellerParsedRequestOf<N>; payload: SellerResponseOf<N>['payload'] }> {
  const member = await staffForCall(name);
  const request = parsePageInput(name, input);
  const handler = sellerHandlers[name] as SellerHandler<N> | undefined;
  if (!handler) throw new Error(`[seller page] ${name} has no handler`);
  const context = { database: await getDatabase(), clientIp: '', setCookies: [], staff: member };
  const answer = await handler(request, context as Parameters<SellerHandler<N>>[1]).catch((error: unknown) => {
    if (error instanceof ShopError && error.kind === 'not_found') notFound();
    throw error;
  });
  return { member, input: request, payload: answer.payload as SellerResponseOf<N>['payload'] };
}
