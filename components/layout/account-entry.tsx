// The header's account entry. SEAM for the accounts issue: SPEC wants the login popup
// when logged out and, when logged in, the user's name (or 'My Account') with entries
// to /my-account, /my-orders, /my-address and Log Out. Until that lands this is a
// plain link to /login; replace this component (same props) and the header, the
// mobile side menu's account row (side-menu.tsx, AccountRow) follow.
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { UserIcon } from './icons';

export function AccountEntry({ className = '' }: { className?: string }) {
  return (
    <Link
      href={routes.login}
      className={`flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold transition hover:bg-neutral-100 ${className}`}
    >
      <UserIcon className="text-primary-dark" />
      <span className="max-lg:sr-only">{texts.layout.login}</span>
    </Link>
  );
}
