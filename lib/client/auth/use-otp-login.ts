// The OTP login, written once for every screen that offers it: the popup's LoginOTP and
// VerifyOTP steps, the same steps on the inline login screen, and the /login and /verify
// pages. Send: the mobile number is checked, user/sendotp is called (its notices come from
// login-calls.ts) and a new otp id replaces the old one with the typed code cleared;
// Resend does the same for the number already given. Verify: the code is checked,
// user/verifyotp is called, then completeLogin with the 'OTP verified' notice. The screens
// keep their own words and layout, and say what follows a send (next step, next page).
import 'client-only';
import { useState, type FormEvent } from 'react';
import { checkLoginMobile, checkLoginOtp, digitsOnly } from '@/lib/auth/validate';
import { loginNoticeTexts } from '@/lib/texts/login-notices';
import { sendLoginOtp, verifyLoginOtp } from './login-calls';
import { completeLogin } from './login-logout';

export interface LoginForm {
  /** The form's message (the first failed check), shown under the fields. */
  error: string | null;
  setError(message: string | null): void;
  /** True while a call runs, and after one that leaves the screen. */
  busy: boolean;
  /**
   * A submit handler: the check first (its message shown), then `action` while busy.
   * `action` answers true when the screen is being left (a reload or another page), so
   * the button stays busy and a second press cannot repeat the call.
   */
  submit(check: () => string | null, action: () => Promise<boolean>): (event: FormEvent) => Promise<void>;
}

export function useLoginForm(): LoginForm {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit: LoginForm['submit'] = (check, action) => async (event) => {
    event.preventDefault();
    if (busy) return;
    const message = check();
    setError(message);
    if (message) return;
    setBusy(true);
    let leaving = false;
    try {
      leaving = await action();
    } finally {
      if (!leaving) setBusy(false);
    }
  };
  return { error, setError, busy, submit };
}

export interface OtpSent {
  mobile: string;
  otpId: number;
}

export interface OtpLoginOptions {
  /** The number and otp id handed over by an earlier screen (/verify). */
  start?: OtpSent;
  /**
   * After each successful send (Resend too). Answers true when the screen is left
   * (/login goes on to /verify), else the form is ready again.
   */
  onSent?: (sent: OtpSent) => boolean | void;
  /** After a verified code, before the login completes (/verify drops the handover). */
  onVerified?: () => void;
  /** Where to go after the login (completeLogin); without it the page reloads. */
  goTo?: (path: string) => void;
  path?: string;
}

export function useOtpLogin(form: LoginForm, options: OtpLoginOptions = {}) {
  const [mobile, setMobile] = useState(options.start?.mobile ?? '');
  const [otpId, setOtpId] = useState<number | null>(options.start?.otpId ?? null);
  const [otp, setOtp] = useState('');

  /** Sends an OTP to `mobile`; answers whether the screen is being left. */
  const send = async (): Promise<boolean> => {
    const sentId = await sendLoginOtp(mobile);
    if (sentId === null) return false;
    setOtpId(sentId);
    setOtp('');
    form.setError(null);
    return options.onSent?.({ mobile, otpId: sentId }) === true;
  };

  return {
    mobile,
    /** Typing in the mobile field: digits only, at most 10. */
    setMobile: (typed: string) => setMobile(digitsOnly(typed, 10)),
    /** The otp id of the last send, null before the first. */
    otpId,
    otp,
    setOtp,
    sendOtp: form.submit(() => checkLoginMobile(mobile), send),
    resendOtp: async () => {
      await send();
    },
    verifyOtp: form.submit(
      () => checkLoginOtp(otp),
      async () => {
        const user = await verifyLoginOtp(otpId!, otp);
        if (!user) return false;
        options.onVerified?.();
        await completeLogin(user, { title: loginNoticeTexts.otpVerifiedTitle, description: loginNoticeTexts.otpVerified }, options.goTo, options.path);
        return true;
      },
    ),
  };
}
