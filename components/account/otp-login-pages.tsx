'use client';
// /login and /verify (docs/rules/login.md#ways-in), the mobile way in: a mobile number with a fixed
// +91 prefix, then the 4-digit code in four boxes. /verify needs the otp id and number
// /login handed over (lib/client/auth/otp-handover.ts); without them it goes to /.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { clearOtpNavigation, readOtpNavigation, saveOtpNavigation, type OtpNavigation } from '@/lib/client/auth/otp-handover';
import { useLoginForm, useOtpLogin } from '@/lib/client/auth/use-otp-login';
import { maskMobile } from '@/lib/auth/validate';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { OtpBoxes } from './otp-boxes';
import { PolicyLinks } from './policy-links';

const t = texts.account;
const primaryButton =
  'w-full rounded-lg bg-primary-strong px-4 py-3 text-base font-bold text-white transition hover:bg-primary-stronger disabled:opacity-60';

function Frame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-5 py-8 desk:my-10 desk:rounded-2xl desk:border desk:border-black/10 desk:px-8 desk:shadow-sm">
      <h1 className="mb-2 text-2xl font-bold text-secondary">{heading}</h1>
      {children}
    </div>
  );
}

export function MobileLoginPage() {
  const router = useRouter();
  const form = useLoginForm();
  const { error, busy } = form;
  const otpLogin = useOtpLogin(form, {
    onSent: (sent) => {
      saveOtpNavigation(sent);
      router.push(routes.verify);
      return true;
    },
  });
  const inputId = useId();

  return (
    <Frame heading={t.loginPageHeading}>
      <p className="mb-6 text-sm text-muted">{t.loginPageNote}</p>
      <form noValidate onSubmit={otpLogin.sendOtp} className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-secondary">
            {t.mobile}
          </label>
          <div className="flex overflow-hidden rounded-lg border border-neutral-300 focus-within:border-primary-strong focus-within:ring-2 focus-within:ring-primary/30">
            <span className="flex items-center border-r border-neutral-300 bg-neutral-100 px-3 text-base font-semibold text-secondary">{t.countryCode}</span>
            <input
              id={inputId}
              className="min-w-0 flex-1 px-3 py-3 text-base outline-none"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t.mobilePlaceholder}
              value={otpLogin.mobile}
              onChange={(e) => otpLogin.setMobile(e.target.value)}
            />
          </div>
        </div>
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {error ?? ''}
        </p>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t.working : t.continue}
        </button>
        <PolicyLinks />
      </form>
    </Frame>
  );
}

export function VerifyPage() {
  const router = useRouter();
  const [nav, setNav] = useState<OtpNavigation | null>(null);

  useEffect(() => {
    const state = readOtpNavigation();
    if (state) setNav(state);
    else router.replace(routes.home);
  }, [router]);

  if (!nav) return <div className="min-h-[50vh]" aria-busy="true" />;
  return <VerifyForm handedOver={nav} />;
}

function VerifyForm({ handedOver }: { handedOver: OtpNavigation }) {
  const router = useRouter();
  const form = useLoginForm();
  const { error, busy } = form;
  const otpLogin = useOtpLogin(form, {
    start: handedOver,
    // A new otp id replaces the handed-over one, so a reload of /verify keeps working.
    onSent: saveOtpNavigation,
    onVerified: clearOtpNavigation,
    goTo: (path) => router.push(path),
    path: routes.home,
  });

  return (
    <Frame heading={t.verifyPageHeading}>
      <p className="mb-6 text-sm text-muted">{t.codeSentTo(maskMobile(otpLogin.mobile))}</p>
      <form noValidate onSubmit={otpLogin.verifyOtp} className="space-y-4">
        <OtpBoxes value={otpLogin.otp} onChange={otpLogin.setOtp} invalid={!!error} />
        <p role="alert" className="min-h-5 text-center text-sm font-medium text-red-700">
          {error ?? ''}
        </p>
        <p className="text-center text-sm">
          <button type="button" onClick={otpLogin.resendOtp} className="font-semibold text-primary-strong underline">
            {t.resendCode}
          </button>
        </p>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t.working : t.verifyAndProceed}
        </button>
      </form>
    </Frame>
  );
}
