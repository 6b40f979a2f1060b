'use client';
// The login form shown in place of a protected page when logged out (docs/rules/security.md#protected-pages):
// the popup's steps (password, OTP, registration) inline.
import { useState } from 'react';
import type { LoginStep } from '@/lib/client/auth/login-popup-state';
import { texts } from '@/lib/texts';
import { LoginFlow } from './login-popup-steps';

export function LoginScreen() {
  const [step, setStep] = useState<LoginStep>('Login');
  return (
    <div className="mx-auto w-full max-w-md px-5 py-8 desk:my-10 desk:rounded-2xl desk:border desk:border-black/10 desk:px-8 desk:shadow-sm">
      <p className="mb-4 text-sm text-muted">{texts.account.loginToContinue}</p>
      <LoginFlow step={step} onStep={setStep} headingLevel="h1" />
    </div>
  );
}
