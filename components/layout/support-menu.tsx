'use client';
// The header's support dropdown: support hours, a phone link and an
// e-mail link. A disclosure button; closes on a click outside or Escape.
import { useCallback, useId, useRef, useState } from 'react';
import { texts } from '@/lib/texts';
import { ChevronDownIcon, ClockIcon, HeadsetIcon, MailIcon, PhoneIcon } from './icons';
import { telHref, type StoreInfo } from './store-info';
import { useDismiss } from './use-dismiss';

export function SupportMenu({ info }: { info: StoreInfo }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-left transition hover:bg-neutral-100"
      >
        <HeadsetIcon className="text-primary-dark" />
        <span className="hidden leading-tight lg:block">
          <span className="block text-[11px] text-muted">{info.headerHours}</span>
          <span className="block text-sm font-semibold">{texts.layout.support}</span>
        </span>
        <span className="sr-only lg:hidden">{texts.layout.support}</span>
        <ChevronDownIcon size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border border-black/10 bg-white p-4 text-sm shadow-xl"
      >
        <p className="mb-3 text-base font-bold">{texts.layout.supportHeading}</p>
        <ul className="space-y-3">
          <li className="flex items-start gap-3">
            <ClockIcon size={20} className="mt-0.5 shrink-0 text-primary-dark" />
            <span>
              <span className="block text-xs text-muted">{texts.layout.supportHoursLabel}</span>
              {info.headerHours}
            </span>
          </li>
          <li>
            <a href={telHref(info.phone)} className={`flex items-start gap-3 hover:text-primary-strong`}>
              <PhoneIcon size={20} className="mt-0.5 shrink-0 text-primary-dark" />
              <span>
                <span className="block text-xs text-muted">{texts.layout.callUs}</span>
                <span className="font-semibold">{info.phone}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={`mailto:${info.email}`} className={`flex items-start gap-3 hover:text-primary-strong`}>
              <MailIcon size={20} className="mt-0.5 shrink-0 text-primary-dark" />
              <span className="min-w-0">
                <span className="block text-xs text-muted">{texts.layout.mailUs}</span>
                <span className="break-all font-semibold">{info.email}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
