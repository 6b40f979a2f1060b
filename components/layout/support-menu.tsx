// The header's support dropdown: support hours, a phone link and an e-mail link. Drawn
// on the server; the disclosure behaviour is ./dropdown.tsx.
import { layoutTexts } from '@/lib/texts/layout';
import { Dropdown } from './dropdown';
import { ClockIcon, HeadsetIcon, MailIcon, PhoneIcon } from './contact-icons';
import { ChevronDownIcon } from './icons';
import type { StoreInfo } from './store-info';
import { telHref } from './tel-href';

export function SupportMenu({ info }: { info: StoreInfo }) {
  return (
    <Dropdown
      buttonClassName="group flex items-center gap-2 rounded-lg px-2 py-1.5 text-left transition hover:bg-neutral-100"
      panelClassName="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border border-black/10 bg-white p-4 text-sm shadow-xl"
      button={
        <>
          <HeadsetIcon className="text-primary-dark" />
          <span className="hidden leading-tight lg:block">
            <span className="block text-[11px] text-muted">{info.headerHours}</span>
            <span className="block text-sm font-semibold">{layoutTexts.support}</span>
          </span>
          <span className="sr-only lg:hidden">{layoutTexts.support}</span>
          <ChevronDownIcon size={16} className="transition group-aria-expanded:rotate-180" />
        </>
      }
    >
      <p className="mb-3 text-base font-bold">{layoutTexts.supportHeading}</p>
      <ul className="space-y-3">
        <li className="flex items-start gap-3">
          <ClockIcon size={20} className="mt-0.5 shrink-0 text-primary-dark" />
          <span>
            <span className="block text-xs text-muted">{layoutTexts.supportHoursLabel}</span>
            {info.headerHours}
          </span>
        </li>
        <li>
          <a href={telHref(info.phone)} className={`flex items-start gap-3 hover:text-primary-strong`}>
            <PhoneIcon size={20} className="mt-0.5 shrink-0 text-primary-dark" />
            <span>
              <span className="block text-xs text-muted">{layoutTexts.callUs}</span>
              <span className="font-semibold">{info.phone}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${info.email}`} className={`flex items-start gap-3 hover:text-primary-strong`}>
            <MailIcon size={20} className="mt-0.5 shrink-0 text-primary-dark" />
            <span className="min-w-0">
              <span className="block text-xs text-muted">{layoutTexts.mailUs}</span>
              <span className="break-all font-semibold">{info.email}</span>
            </span>
          </a>
        </li>
      </ul>
    </Dropdown>
  );
}
