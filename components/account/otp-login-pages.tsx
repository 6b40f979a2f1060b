'use client';
// /login and /verify (SPEC section 2), the mobile way in: a mobile number with a fixed
// +91 prefix, then the 4-digit code in four boxes. /verify needs the otp id and number
// /login handed over (lib/auth/otp-navigation.ts); without them it goes to /.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { sendLoginOtp, verifyLoginOtp } from '@/lib/auth/login-calls';
import { clearOtpNavigation, readOtpNavigation, saveOtpNavigation, type OtpNavigation } from '@/lib/auth/otp-navigation';
import { completeLogin } from '@/lib/auth/session-actions';
import { checkLoginMobile, checkLoginOtp, digitsOnly, maskMobile } from '@/lib/auth/validate';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { PolicyLinks } from './login-popup-steps';
import { OtpBoxes } from './otp-boxes';

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
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = checkLoginMobile(mobile);
    setError(message);
    if (message) return;
    setBusy(true);
    const otpId = await sendLoginOtp(mobile);
    if (otpId === null) {
      setBusy(false);
      return;
    }
    saveOtpNavigation({ otpId, mobile });
    router.push(routes.verify);
  };

  return (
    <Frame heading={t.loginPageHeading}>
      <p className="mb-6 text-sm text-muted">{t.loginPageNote}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
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
              value={mobile}
              onChange={(e) => setMobile(digitsOnly(e.target.value, 10))}
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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const state = readOtpNavigation();
    if (state) setNav(state);
    else router.replace(routes.home);
  }, [router]);

  if (!nav) return <div className="min-h-[50vh]" aria-busy="true" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = checkLoginOtp(otp);
    setError(message);
    if (message) return;
    setBusy(true);
    const user = await verifyLoginOtp(nav.otpId, otp);
    if (!user) {
      setBusy(false);
      return;
    }
    clearOtpNavigation();
    await completeLogin(user, { title: texts.otpVerifiedTitle, description: texts.otpVerified }, (path) => router.push(path), routes.home);
  };

  const resend = async () => {
    const otpId = await sendLoginOtp(nav.mobile);
    if (otpId === null) return;
    const next = { ...nav, otpId };
    saveOtpNavigation(next);
    setNav(next);
    setOtp('');
    setError(null);
  };

  return (
    <Frame heading={t.verifyPageHeading}>
      <p className="mb-6 text-sm text-muted">{t.codeSentTo(maskMobile(nav.mobile))}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <OtpBoxes value={otp} onChange={setOtp} invalid={!!error} />
        <p role="alert" className="min-h-5 text-center text-sm font-medium text-red-700">
          {error ?? ''}
        </p>
        <p className="text-center text-sm">
          <button type="button" onClick={resend} className="font-semibold text-primary-strong underline">
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
