// The staff member a console page is rendered for (server components read with the
// staff session, docs/rules/seller.md#staff-sessions): without a live session the page
// sends the browser to /seller/login; with a role the page does not allow, to /seller.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/lib/db';
import { SELLER_LOGIN_PATH } from './paths';
import { STAFF_COOKIE, staffOfToken } from './session';
import type { StaffMember, StaffRole } from './types';

export { SELLER_LOGIN_PATH };

/**
 * The page's staff member, or null (no redirect): for pages open to both. Read once per
 * request (React's cache): the console's layout and its page both ask.
 */
export const staffOfPage = cache(async (): Promise<StaffMember | null> => {
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  return staffOfToken({ database: await getDatabase(), clientIp: '', setCookies: [] }, token);
});

/** The page's staff member; redirects to the login (or the console's home for another role). */
export async function requireStaffPage(roles?: readonly StaffRole[]): Promise<StaffMember> {
  const member = await staffOfPage();
  if (!member) redirect(SELLER_LOGIN_PATH);
  if (roles && !roles.includes(member.role)) redirect('/seller');
  return member;
}
