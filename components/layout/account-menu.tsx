'use client';
// The logged-in shopper's account menu in the header (./account-entry.tsx loads it).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useId, useRef, useState } from 'react';
import { routes } from '@/lib/routes';
import { accountMenuTexts } from '@/lib/texts/layout';
import { ChevronDownIcon, UserIcon } from './icons';
import { useDismiss } from './use-dismiss';

const t = accountMenuTexts;

/**
 * `buttonClass`: the entry's look, shared with the Login button (./account-entry.tsx).
 * `wasPressed`: whether the entry was pressed while this loaded (it then opens at once).
 */
export default function AccountMenu({ name, className, buttonClass, wasPressed }: { name: string; className: string; buttonClass: string; wasPressed: () => boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(wasPressed);
  const close = useCallback(() => setOpen(false), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, containerRef, close, buttonRef);

  const item = 'block w-full px-4 py-2 text-left text-sm text-secondary transition hover:bg-neutral-100';
  return (
    <div ref={containerRef} className={`relative ${className}`}>
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)} className={buttonClass}>
        <UserIcon className="text-primary-dark" />
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDownIcon size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={menuId} hidden={!open} className="absolute right-0 top-full z-50 mt-1 w-48 rounded-xl border border-black/10 bg-white py-2 shadow-lg">
        <li>
          <Link href={routes.myAccount} className={item} onClick={close}>
            {t.myAccount}
          </Link>
        </li>
        <li>
          <Link href={routes.myOrders} className={item} onClick={close}>
            {t.myOrders}
          </Link>
        </li>
        <li>
          <Link href={routes.myAddress} className={item} onClick={close}>
            {t.myAddress}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={item}
            onClick={async () => {
              close();
              // Loaded on the click: every page's header would otherwise ship it.
              const { logOut } = await import('@/lib/client/auth/login-logout');
              await logOut('header', (path) => router.push(path));
            }}
          >
            {t.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
