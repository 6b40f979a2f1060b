'use client';
// The side menu's drawer (components/layout/side-menu.tsx), loaded the first time the
// menu opens: the account row, the verticals expanding to their categories, the phone
// and mail links and the social links. A modal dialog from the left.
import Link from 'next/link';
import { useId, useState } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { useCustomer } from '@/lib/client/customer';
import { routes } from '@/lib/routes';
import { accountMenuTexts, layoutTexts } from '@/lib/texts/layout';
import { ClockIcon, MailIcon, PhoneIcon } from './contact-icons';
import { ChevronDownIcon, ChevronRightIcon, CloseIcon, UserIcon } from './icons';
import { SocialLinks } from './social-icons';
import { VerticalIcon } from './vertical-icons';
import type { StoreInfo } from './store-info';
import { telHref } from './tel-href';
import { Drawer } from './drawer';

/** The account row: logged out to /login; logged in to /my-account with the name and phone. */
function AccountRow() {
  const { customer, loggedIn } = useCustomer();
  const user = loggedIn ? customer : null;
  return (
    <Link href={user ? routes.myAccount : routes.login} className={`flex items-center gap-3 px-4 py-4 bg-primary-strong text-white hover:bg-primary-stronger`}>
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white/20">
        <UserIcon />
      </span>
      <span className="flex-1 leading-tight">
        <span className="block text-xs text-white/80">{user ? user.contact : layoutTexts.guestGreeting}</span>
        <span className="block font-semibold">{user ? user.name || accountMenuTexts.myAccount : layoutTexts.loginOrSignUp}</span>
      </span>
      <ChevronRightIcon size={18} />
    </Link>
  );
}

function VerticalRow({ vertical }: { vertical: MenuVertical }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="border-b border-black/5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left text-sm font-semibold"
      >
        <VerticalIcon name={vertical.name} size={22} className="text-primary-dark" />
        <span className="flex-1">{vertical.name}</span>
        <ChevronDownIcon size={18} className={`text-neutral-500 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Rendered only while open, to keep the category tree out of every page's HTML. */}
      {open && (
      <ul id={listId} className="bg-neutral-50 pb-2">
        <li>
          <Link href={routes.vertical(vertical.name_url)} className={`block py-2 pl-14 pr-4 text-sm font-semibold text-primary-strong`}>
            {layoutTexts.viewAll(vertical.name)}
          </Link>
        </li>
        {vertical.catList.map((category) => (
          <li key={category.name_url}>
            <Link href={routes.category(category.name_url)} className="block py-2 pl-14 pr-4 text-sm text-secondary">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      )}
    </li>
  );
}

interface PanelProps {
  open: boolean;
  onClose: () => void;
  verticals: MenuVertical[];
  info: StoreInfo;
}

export function SideMenuPanel({ open, onClose, verticals, info }: PanelProps) {
  const titleId = useId();

  return (
    <Drawer open={open} onClose={onClose} side="left" labelledBy={titleId} className="w-[85%] max-w-xs">
      <div className="flex items-center justify-between px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          {layoutTexts.menu}
        </h2>
        <button type="button" onClick={onClose} aria-label={layoutTexts.closeMenu} className="rounded-md p-1.5 transition hover:bg-neutral-100">
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">
        <AccountRow />
        <nav aria-label={layoutTexts.categoriesMenu}>
          <ul>
            {verticals.map((vertical) => (
              <VerticalRow key={vertical.name_url} vertical={vertical} />
            ))}
          </ul>
        </nav>
        <ul className="space-y-1 px-4 py-4 text-sm">
          <li className="flex items-center gap-3 py-1.5 text-muted">
            <ClockIcon size={20} className="text-primary-dark" />
            {info.headerHours}
          </li>
          <li>
            <a href={telHref(info.phone)} className="flex items-center gap-3 py-1.5">
              <PhoneIcon size={20} className="text-primary-dark" />
              {info.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${info.email}`} className="flex items-center gap-3 py-1.5 break-all">
              <MailIcon size={20} className="shrink-0 text-primary-dark" />
              {info.email}
            </a>
          </li>
        </ul>
        {info.social.length > 0 && (
          <div className="px-4 pb-6">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{layoutTexts.followUs}</p>
            <SocialLinks social={info.social} link="bg-primary-soft text-primary-dark" />
          </div>
        )}
      </div>
    </Drawer>
  );
}
