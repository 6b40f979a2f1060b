// The staff member a console page is rendered for (server components read with the
// staff session, docs/rules/seller.md#staff-sessions). A page asks through its seller
// call (lib/api/seller-page.ts), which sends a visitor without a session to the login.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getDatabase } from '@/lib/db';
import { SELLER_LOGIN_PATH } from './paths';
import { STAFF_COOKIE, staffOfToken } from './session';
import type { StaffMember } from './types';

export { SELLER_LOGIN_PATH };

/**
 * The page's staff member, or null. Read once per
 * request (React's cache): the console's layout and its page both ask.
 */
export const staffOfPage = cache(async (): Promise<StaffMember | null> => {
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  return staffOfToken({ database: await getDatabase(), clientIp: '', setCookies: [] }, token);
});
