// /verify (docs/rules/login.md#ways-in): OTP entry; needs the state /login hands over, else goes to /.
import type { Metadata } from 'next';
import { VerifyPage } from '@/components/account/otp-login-pages';

export const metadata: Metadata = { title: 'Verify OTP', robots: { index: false, follow: false } };

export default function Page() {
  return <VerifyPage />;
}
