// What the browser does around a login and a logout (docs/rules/login.md#ways-in), shared by the
// popup, /verify, the inline login screen, the header menu and the account pages.
import 'client-only';
import { toast } from '@/lib/client/toast';
import type { User } from '@/lib/auth/types';
import { apiCall } from '@/lib/client/http';
import { writeLocalCart } from '@/lib/client/cart/local-cart';
import { syncCartAfterLogin } from '@/lib/client/cart/cart-calls';
import { noticeTexts } from '@/lib/texts/notices';
import { forgetCustomer, rememberCustomer } from '@/lib/client/customer';
import { keepNoticeForNextPage, type Notice } from './pending-notice';

export type { Notice };

/**
 * After any successful login or registration: the user is stored and logged in, the
 * cart is uploaded or fetched, then the page reloads (or, from /verify, the shopper goes
 * to `goTo`). The success notice survives the reload. The popup closes itself first
 * (LoginFlow's onLoggedIn in components/account/login-dialog.tsx).
 */
export async function completeLogin(user: User, notice: Notice, goTo?: (path: string) => void, path = '/'): Promise<void> {
  rememberCustomer(user);
  const synced = await syncCartAfterLogin();
  if (goTo) {
    toast.success(notice.title, { description: notice.description });
    if (!synced) toast.error(noticeTexts.cartFailure);
    goTo(path);
    return;
  }
  keepNoticeForNextPage(notice);
  if (!synced) toast.error(noticeTexts.cartFailure);
  window.location.reload();
}

/**
 * Log Out. The header variant clears user, loggedIn and cartSaved and empties the cart;
 * the account-page variant (docs/rules/login.md#logout) clears only user and loggedIn. Both end the
 * server session first (the session is the server's), show the notice and go to /.
 */
export async function logOut(variant: 'header' | 'account', goTo: (path: string) => void): Promise<void> {
  try {
    await apiCall('logout', {});
  } catch (error) {
    console.error('[auth] logout call failed', error);
  }
  forgetCustomer();
  if (variant === 'header') writeLocalCart({ lines: [], cartId: null, saved: false });
  toast.success(noticeTexts.loggedOutTitle, { description: noticeTexts.loggedOut });
  goTo('/');
}
