'use client';
// The five steps of the login and registration popup (docs/rules/login.md#ways-in):
// Login (password), LoginOTP, VerifyOTP, Register and RegVerifyOTP. The popup shows
// them in a dialog; a protected page shows the same flow in place (login-screen.tsx).
// Each form checks its fields in the order of docs/rules/login.md and shows the first message; the calls'
// notices are toasts (lib/client/auth/login-calls.ts). LoginOTP and VerifyOTP run the
// OTP login of /login and /verify (lib/client/auth/use-otp-login.ts).
import { useId, useState, type ReactNode } from 'react';
import type { LoginStep } from '@/lib/client/auth/login-popup-state';
import { passwordLogin, register, sendRegistrationOtp } from '@/lib/client/auth/login-calls';
import { completeLogin, type Notice } from '@/lib/client/auth/login-logout';
import type { User } from '@/lib/contract';
import { useLoginForm, useOtpLogin } from '@/lib/client/auth/use-otp-login';
import { checkPasswordLogin, checkRegistration, checkSignUp, digitsOnly, identifierOf, OTP_LENGTH, type Identifier } from '@/lib/auth/validate';
import { texts } from '@/lib/texts';
import { PolicyLinks } from './policy-links';

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

/** The 4-digit OTP box of the VerifyOTP and RegVerifyOTP steps: digits only (docs/rules/login.md#otp). */
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

/** A read-only value with a Change button (VerifyOTP and RegVerifyOTP). */
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
  // (LoginOTP and VerifyOTP keep the number, otp id and code in useOtpLogin)
  // Register / RegVerifyOTP
  regIdentifier: string;
  regName: string;
  regPassword: string;
  regOther: string;
  regOtpId: number | null;
  regOtp: string;
}

const EMPTY: FlowState = {
  identifier: '', password: '',
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
 * the inline login screen); `onLoggedIn` runs once a login or registration succeeded,
 * before the cart sync and reload (the popup closes); `autoFocus` moves focus to each
 * step's first field.
 */
export function LoginFlow({
  step: requested,
  onStep,
  onLoggedIn,
  headingId,
  headingLevel = 'h2',
  autoFocus = false,
}: {
  step: LoginStep;
  onStep: (step: LoginStep) => void;
  onLoggedIn?: () => void;
  headingId?: string;
  headingLevel?: 'h1' | 'h2';
  autoFocus?: boolean;
}) {
  let step = requested;
  const [state, setState] = useState<FlowState>(EMPTY);
  const form = useLoginForm();
  const { error, busy, submit } = form;
  const go = (next: LoginStep) => {
    form.setError(null);
    onStep(next);
  };
  const otpLogin = useOtpLogin(form, { onSent: () => go('VerifyOTP'), onVerified: onLoggedIn });
  const loggedIn = async (user: User, notice: Notice) => {
    onLoggedIn?.();
    await completeLogin(user, notice);
  };
  // The OTP steps need an OTP sent first; opened directly they start one step earlier.
  if (requested === 'VerifyOTP' && otpLogin.otpId === null) step = 'LoginOTP';
  if (requested === 'RegVerifyOTP' && state.regOtpId === null) step = 'Register';
  const ids = { a: useId(), b: useId(), c: useId(), d: useId() };
  const set = (patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch }));
  const Heading = headingLevel;

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
              if (!user) return false;
              await loggedIn(user, { title: texts.loginSuccess });
              return true;
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
        <form noValidate className="space-y-3" onSubmit={otpLogin.sendOtp}>
          <Field label={t.mobile} id={ids.a}>
            <input
              id={ids.a}
              className={inputClass}
              inputMode="numeric"
              autoComplete="tel-national"
              autoFocus={autoFocus}
              placeholder={t.mobilePlaceholder}
              value={otpLogin.mobile}
              onChange={(e) => otpLogin.setMobile(e.target.value)}
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
        <form noValidate className="space-y-3" onSubmit={otpLogin.verifyOtp}>
          <ReadOnlyWithChange label={t.mobile} value={otpLogin.mobile} onChange={() => go('LoginOTP')} />
          <OtpField id={ids.b} autoFocus={autoFocus} value={otpLogin.otp} onChange={otpLogin.setOtp} />
          <FormError message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.working : t.login}
          </button>
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className={linkButton} disabled={busy} onClick={otpLogin.resendOtp}>
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
              return false;
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
              if (!user) return false;
              await loggedIn(user, { title: texts.otpVerifiedTitle, description: texts.otpVerified });
              return true;
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
      {step === 'VerifyOTP' && <p className="text-sm text-muted">{t.otpSentTo(`+91 ${otpLogin.mobile}`)}</p>}
      {body}
      <PolicyLinks />
    </div>
  );
}
