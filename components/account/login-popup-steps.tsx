'use client';
// The five steps of the login and registration popup (SPEC sections 2, 4 and 5):
// Login (password), LoginOTP, VerifyOTP, Register and RegVerifyOTP. The popup shows
// them in a dialog; a protected page shows the same flow in place (login-screen.tsx).
// Each form checks its fields in SPEC's order and shows the first message; the calls'
// notices are toasts (lib/auth/login-calls.ts).
import Link from 'next/link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { LoginStep } from '@/lib/auth/login-popup';
import { passwordLogin, register, sendLoginOtp, sendRegistrationOtp, verifyLoginOtp } from '@/lib/auth/login-calls';
import { completeLogin } from '@/lib/auth/session-actions';
import {
  checkLoginMobile, checkLoginOtp, checkPasswordLogin, checkRegistration, checkSignUp, digitsOnly, identifierOf, OTP_LENGTH, type Identifier,
} from '@/lib/auth/validate';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

const t = texts.account;

const inputClass =
  'w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-sm outline-none transition focus:border-primary-strong focus:ring-2 focus:ring-primary/30 read-only:bg-neutral-100';
const primaryButton =
  'w-full rounded-lg bg-primary-strong px-4 py-2.5 text-sm font-bold text-white transition hover:bg-primary-stronger disabled:opacity-60';
const linkButton = 'font-semibold text-primary-strong underline-offset-2 hover:underline';

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-secondary">
        {label}
      </label>
      {children}
    </div>
  );
}

function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
      {message ?? ''}
    </p>
  );
}

export function PolicyLinks() {
  return (
    <p className="text-xs text-muted">
      {t.agreeBefore}
      <Link href={routes.terms} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-strong underline">
        {t.terms}
        <span className="sr-only"> {t.newTab}</span>
      </Link>
      {t.and}
      <Link href={routes.privacyPolicy} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-strong underline">
        {t.privacy}
        <span className="sr-only"> {t.newTab}</span>
      </Link>
      .
    </p>
  );
}

/** A read-only value with a Change button (VerifyOTP and RegVerifyOTP). */
/** The 4-digit OTP box of the VerifyOTP and RegVerifyOTP steps: digits only (SPEC section 5). */
function OtpField({ id, value, onChange, autoFocus }: { id: string; value: string; onChange: (otp: string) => void; autoFocus?: boolean }) {
  return (
    <Field label={t.otp} id={id}>
      <input
        id={id}
        className={`${inputClass} tracking-[0.5em]`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(digitsOnly(e.target.value, OTP_LENGTH))}
      />
    </Field>
  );
}

function ReadOnlyWithChange({ label, value, onChange }: { label: string; value: string; onChange: () => void }) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <div className="flex gap-2">
        <input id={id} className={inputClass} value={value} readOnly />
        <button type="button" onClick={onChange} className={`shrink-0 px-2 text-sm ${linkButton}`}>
          {t.change}
        </button>
      </div>
    </Field>
  );
}

interface FlowState {
  // Login
  identifier: string;
  password: string;
  // LoginOTP / VerifyOTP
  mobile: string;
  loginOtpId: number | null;
  loginOtp: string;
  // Register / RegVerifyOTP
  regIdentifier: string;
  regName: string;
  regPassword: string;
  regOther: string;
  regOtpId: number | null;
  regOtp: string;
}

const EMPTY: FlowState = {
  identifier: '', password: '', mobile: '', loginOtpId: null, loginOtp: '',
  regIdentifier: '', regName: '', regPassword: '', regOther: '', regOtpId: null, regOtp: '',
};

const headings: Record<LoginStep, string> = {
  Login: t.loginHeading,
  LoginOTP: t.loginOtpHeading,
  VerifyOTP: t.verifyOtpHeading,
  Register: t.registerHeading,
  RegVerifyOTP: t.regVerifyHeading,
};

/**
 * The login and registration flow. `step` is controlled by the caller (the popup or
 * the inline login screen); `autoFocus` moves focus to each step's first field.
 */
export function LoginFlow({
  step: requested,
  onStep,
  headingId,
  headingLevel = 'h2',
  autoFocus = false,
}: {
  step: LoginStep;
  onStep: (step: LoginStep) => void;
  headingId?: string;
  headingLevel?: 'h1' | 'h2';
  autoFocus?: boolean;
}) {
  let step = requested;
  const [state, setState] = useState<FlowState>(EMPTY);
  // The OTP steps need an OTP sent first; opened directly they start one step earlier.
  if (requested === 'VerifyOTP' && state.loginOtpId === null) step = 'LoginOTP';
  if (requested === 'RegVerifyOTP' && state.regOtpId === null) step = 'Register';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { a: useId(), b: useId(), c: useId(), d: useId() };
  const set = (patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch }));
  const go = (next: LoginStep) => {
    setError(null);
    onStep(next);
  };
  const Heading = headingLevel;

  /** Runs a submit: the check first (its message shown), then the call while busy. */
  const submit = (check: () => string | null, action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = check();
    setError(message);
    if (message) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const regIdentifier = identifierOf(state.regIdentifier);
  const regFields = () => {
    const id = regIdentifier as Identifier;
    return {
      otp: state.regOtp,
      phone: id.kind === 'mobile' ? id.value : state.regOther,
      email: id.kind === 'email' ? id.value : state.regOther,
      name: state.regName,
      password: state.regPassword,
    };
  };

  let body: ReactNode;
  switch (step) {
    case 'Login':
      body = (
        <form
          noValidate
          className="space-y-3"
          onSubmit={submit(
            () => checkPasswordLogin(state),
            async () => {
              const user = await passwordLogin(identifierOf(state.identifier)!, state.password);
              if (user) await completeLogin(user, { title: texts.loginSuccess });
            },
          )}
        >
          <Field label={t.identifier} id={ids.a}>
            <input id={ids.a} className={inputClass} autoComplete="username" autoFocus={autoFocus} value={state.identifier} onChange={(e) => set({ identifier: e.target.value })} />
          </Field>
          <Field label={t.password} id={ids.b}>
            <input id={ids.b} type="password" className={inputClass} autoComplete="current-password" value={state.password} onChange={(e) => set({ password: e.target.value })} />
          </Field>
          <FormError message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.working : t.login}
          </button>
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className={linkButton} onClick={() => go('LoginOTP')}>
              {t.loginWithOtp}
            </button>
            <span>
              {t.newHere}{' '}
              <button type="button" className={linkButton} onClick={() => go('Register')}>
                {t.createAccount}
              </button>
            </span>
          </p>
        </form>
      );
      break;

    case 'LoginOTP':
      body = (
        <form
          noValidate
          className="space-y-3"
          onSubmit={submit(
            () => checkLoginMobile(state.mobile),
            async () => {
              const otpId = await sendLoginOtp(state.mobile);
              if (otpId !== null) {
                set({ loginOtpId: otpId, loginOtp: '' });
                go('VerifyOTP');
              }
            },
          )}
        >
          <Field label={t.mobile} id={ids.a}>
            <input
              id={ids.a}
              className={inputClass}
              inputMode="numeric"
              autoComplete="tel-national"
              autoFocus={autoFocus}
              placeholder={t.mobilePlaceholder}
              value={state.mobile}
              onChange={(e) => set({ mobile: digitsOnly(e.target.value, 10) })}
            />
          </Field>
          <FormError message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.working : t.proceed}
          </button>
          <p className="text-sm">
            <button type="button" className={linkButton} onClick={() => go('Login')}>
              {t.loginWithPassword}
            </button>
          </p>
        </form>
      );
      break;

    case 'VerifyOTP':
      body = (
        <form
          noValidate
          className="space-y-3"
          onSubmit={submit(
            () => checkLoginOtp(state.loginOtp),
            async () => {
              const user = await verifyLoginOtp(state.loginOtpId!, state.loginOtp);
              if (user) await completeLogin(user, { title: texts.otpVerifiedTitle, description: texts.otpVerified });
            },
          )}
        >
          <ReadOnlyWithChange label={t.mobile} value={state.mobile} onChange={() => go('LoginOTP')} />
          <OtpField id={ids.b} autoFocus={autoFocus} value={state.loginOtp} onChange={(loginOtp) => set({ loginOtp })} />
          <FormError message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.working : t.login}
          </button>
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className={linkButton}
              disabled={busy}
              onClick={async () => {
                const otpId = await sendLoginOtp(state.mobile);
                if (otpId !== null) set({ loginOtpId: otpId, loginOtp: '' });
              }}
            >
              {t.resend}
            </button>
            <button type="button" className={linkButton} onClick={() => go('Login')}>
              {t.loginWithPassword}
            </button>
          </p>
        </form>
      );
      break;

    case 'Register':
      body = (
        <form
          noValidate
          className="space-y-3"
          onSubmit={submit(
            () => checkSignUp({ identifier: state.regIdentifier, name: state.regName, password: state.regPassword }),
            async () => {
              const otpId = await sendRegistrationOtp(identifierOf(state.regIdentifier)!);
              if (otpId !== null) {
                set({ regOtpId: otpId, regOtp: '' });
                go('RegVerifyOTP');
              }
            },
          )}
        >
          <Field label={t.identifier} id={ids.a}>
            <input id={ids.a} className={inputClass} autoComplete="username" autoFocus={autoFocus} value={state.regIdentifier} onChange={(e) => set({ regIdentifier: e.target.value })} />
          </Field>
          <Field label={t.fullName} id={ids.b}>
            <input id={ids.b} className={inputClass} autoComplete="name" value={state.regName} onChange={(e) => set({ regName: e.target.value })} />
          </Field>
          <Field label={t.password} id={ids.c}>
            <input id={ids.c} type="password" className={inputClass} autoComplete="new-password" value={state.regPassword} onChange={(e) => set({ regPassword: e.target.value })} />
          </Field>
          <FormError message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.working : t.signUp}
          </button>
          <p className="text-sm">
            {t.haveAccount}{' '}
            <button type="button" className={linkButton} onClick={() => go('Login')}>
              {t.login}
            </button>
          </p>
        </form>
      );
      break;

    case 'RegVerifyOTP': {
      const byMobile = regIdentifier?.kind !== 'email';
      body = (
        <form
          noValidate
          className="space-y-3"
          onSubmit={submit(
            () => checkRegistration(regFields()),
            async () => {
              const fields = regFields();
              const user = await register({ ...fields, otpId: state.regOtpId!, otpType: regIdentifier!.kind });
              if (user) await completeLogin(user, { title: texts.otpVerifiedTitle, description: texts.otpVerified });
            },
          )}
        >
          <ReadOnlyWithChange label={byMobile ? t.mobile : t.email} value={regIdentifier?.value ?? ''} onChange={() => go('Register')} />
          {/* Registration needs both a mobile number and an e-mail address: the other one. */}
          <Field label={byMobile ? t.email : t.mobile} id={ids.b}>
            <input
              id={ids.b}
              className={inputClass}
              type={byMobile ? 'email' : 'text'}
              inputMode={byMobile ? 'email' : 'numeric'}
              autoComplete={byMobile ? 'email' : 'tel-national'}
              autoFocus={autoFocus}
              value={state.regOther}
              onChange={(e) => set({ regOther: byMobile ? e.target.value : digitsOnly(e.target.value, 10) })}
            />
          </Field>
          <OtpField id={ids.c} value={state.regOtp} onChange={(regOtp) => set({ regOtp })} />
          <FormError message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.working : t.signUp}
          </button>
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className={linkButton}
              disabled={busy}
              onClick={async () => {
                const otpId = await sendRegistrationOtp(regIdentifier!);
                if (otpId !== null) set({ regOtpId: otpId, regOtp: '' });
              }}
            >
              {t.resend}
            </button>
            <button type="button" className={linkButton} onClick={() => go('Login')}>
              {t.login}
            </button>
          </p>
        </form>
      );
      break;
    }
  }

  return (
    <div className="space-y-4">
      <Heading id={headingId} className="text-xl font-bold text-secondary">
        {headings[step]}
      </Heading>
      {step === 'VerifyOTP' && <p className="text-sm text-muted">{t.otpSentTo(`+91 ${state.mobile}`)}</p>}
      {body}
      <PolicyLinks />
    </div>
  );
}
