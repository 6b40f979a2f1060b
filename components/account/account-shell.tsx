'use client';
// The account pages' frame: a side menu beside the page with Profile
// Details, Orders, Address and Logged Out (on mobile a strip of My Orders, Delivery
// Address and Logged Out), the current page highlighted. Logged Out here is the
// account-page logout variant: it clears only user and loggedIn (docs/rules/login.md#logout).
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { logOut } from '@/lib/client/auth/login-logout';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

const t = texts.account;

const desktopEntries = [
  { href: routes.myAccount, label: t.profileDetails, also: [] as string[] },
  { href: routes.myOrders, label: t.orders, also: [routes.orderDetails] },
  { href: routes.myAddress, label: t.address, also: [routes.addNewAddress] },
];
const mobileEntries = [
  { href: routes.myOrders, label: t.myOrders, also: [routes.orderDetails] },
  { href: routes.myAddress, label: t.deliveryAddress, also: [routes.addNewAddress] },
];

function LogoutEntry({ className }: { className: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={className}
      onClick={async () => {
        setBusy(true);
        await logOut('account', (path) => router.push(path));
      }}
    >
      {t.loggedOutEntry}
    </button>
  );
}

export function AccountShell({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '';
  const isCurrent = (entry: { href: string; also: string[] }) => pathname === entry.href || entry.also.includes(pathname);
  const desk = (current: boolean) =>
    `block w-full rounded-lg px-4 py-2.5 text-left text-sm font-semibold transition ${
      current ? 'bg-primary-strong text-white' : 'text-secondary hover:bg-neutral-100'
    }`;
  const mobile = (current: boolean) =>
    `flex h-full min-h-11 w-full items-center justify-center rounded-lg border px-2 py-1.5 text-center text-sm font-semibold leading-tight ${
      current ? 'border-primary-strong bg-primary-strong text-white' : 'border-neutral-300 text-secondary'
    }`;

  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6 max-desk:flex-col">
      <nav aria-label={t.accountMenu} className="hidden shrink-0 desk:block desk:w-56">
        <ul className="space-y-1 rounded-xl border border-black/10 p-2">
          {desktopEntries.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} aria-current={isCurrent(entry) ? 'page' : undefined} className={desk(isCurrent(entry))}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <LogoutEntry className={desk(false)} />
          </li>
        </ul>
      </nav>
      <nav aria-label={t.accountMenu} className="desk:hidden">
        {/* One row of equal tabs: a tab's words wrap inside its own outline on a narrow phone
            (never out of it, nor onto another tab), and no tab drops to a row of its own. */}
        <ul className="grid grid-cols-3 gap-2 pb-1">
          {mobileEntries.map((entry) => (
            <li key={entry.href} className="flex">
              <Link href={entry.href} aria-current={isCurrent(entry) ? 'page' : undefined} className={mobile(isCurrent(entry))}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li className="flex">
            <LogoutEntry className={mobile(false)} />
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
