// /login (docs/rules/login.md#ways-in): mobile number entry for OTP login.
import type { Metadata } from 'next';
import { MobileLoginPage } from '@/components/account/otp-login-pages';

export const metadata: Metadata = { title: 'Login', robots: { index: false, follow: true } };

export default function Page() {
  return <MobileLoginPage />;
}
