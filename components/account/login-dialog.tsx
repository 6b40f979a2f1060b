'use client';
// The login dialog itself, loaded only when the popup first opens (components/account/
// login-popup.tsx): its steps are not part of every page's first-load JavaScript.
import { useCallback, useId, useRef, useState } from 'react';
import { closeLoginPopup, type LoginStep } from '@/lib/client/auth/login-popup-state';
import { texts } from '@/lib/texts';
import { CloseIcon } from '@/components/layout/icons';
import { useDialog } from '@/components/layout/use-dialog';
import { LoginFlow } from './login-popup-steps';

const t = texts.account;

function Perks() {
  return (
    <div className="flex flex-col justify-center gap-4 bg-primary-strong px-6 py-6 text-white desk:w-56 desk:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-white/90">{t.perksHeading}</p>
      <ul className="flex gap-4 text-sm font-semibold max-desk:flex-wrap desk:flex-col">
        {t.perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-white/20">
              ✓
            </span>
            <span>{perk}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LoginDialog({ initialStep }: { initialStep: LoginStep }) {
  const [step, setStep] = useState<LoginStep>(initialStep);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const close = useCallback(() => closeLoginPopup(), []);
  useDialog(true, panelRef, close);

  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center p-3">
      <div aria-hidden="true" onClick={close} className="absolute inset-0 bg-black/50" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className="relative flex max-h-[95vh] w-full max-w-3xl flex-col overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none desk:flex-row"
      >
        <Perks />
        <div className="flex-1 px-5 py-6 desk:px-8 desk:py-8">
          <LoginFlow step={step} onStep={setStep} onLoggedIn={close} headingId={headingId} autoFocus />
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t.close}
          className="absolute right-2 top-2 rounded-full bg-white/90 p-1.5 text-secondary shadow transition hover:bg-neutral-100"
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}

