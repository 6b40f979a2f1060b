'use client';
// Log out: the session ends on the server, then a whole page load of the login, so
// nothing the member read stays in the browser's cache for whoever logs in next.
import { useSellerMutation } from '@/lib/client/seller/hooks';
import { SELLER_LOGIN_PATH } from '@/lib/staff/paths';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from './kit/button';

export function LogoutButton() {
  const logout = useSellerMutation('logout', { success: false, quietErrors: true });
  // Out either way: an ended session is logged out too.
  const leave = () => window.location.assign(SELLER_LOGIN_PATH);
  return (
    <Button kind="secondary" disabled={logout.isPending} onClick={() => logout.mutate({}, { onSettled: leave })}>
      {sellerTexts.console.logOut}
    </Button>
  );
}
