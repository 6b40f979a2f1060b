'use client';
// The header's account entry (docs/rules/pages.md#header-and-menus): logged out, a Login button that opens
// the login popup; logged in, the user's name (or 'My Account') opening a menu with
// /my-account, /my-orders, /my-address and Log Out (the header logout variant). The menu's
// code (./account-menu.tsx) loads only for a shopper who is logged in.
import { useRef } from 'react';
import { openLoginPopup } from '@/lib/client/auth/login-popup-state';
import { useCustomer } from '@/lib/client/customer';
import { useLoaded } from '@/lib/client/use-loaded';
import { accountMenuTexts, layoutTexts } from '@/lib/texts/layout';
import { UserIcon } from './icons';

const loadMenu = () => import('./account-menu');

const entryClass = 'flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold transition hover:bg-neutral-100';

export function AccountEntry({ className = '' }: { className?: string }) {
  const { customer, loggedIn } = useCustomer();
  // A press while the menu's code loads opens it once loaded.
  const pressed = useRef(false);
  const menu = useLoaded(loadMenu, loggedIn);

  if (!loggedIn || !customer) {
    return (
      <button type="button" aria-haspopup="dialog" onClick={() => openLoginPopup('Login')} className={`${entryClass} ${className}`}>
        <UserIcon className="text-primary-dark" />
        <span className="max-lg:sr-only">{layoutTexts.login}</span>
      </button>
    );
  }

  const name = customer.name || accountMenuTexts.myAccount;
  if (!menu) {
    return (
      <button type="button" aria-expanded={false} onClick={() => (pressed.current = true)} className={`${entryClass} ${className}`}>
        <UserIcon className="text-primary-dark" />
        <span className="max-w-40 truncate">{name}</span>
      </button>
    );
  }
  return <menu.default name={name} className={className} buttonClass={entryClass} wasPressed={() => pressed.current} />;
}
