// /my-account: the profile card in the account frame; logged out, the
// login screen in place.
import type { Metadata } from 'next';
import { MyAccountPage } from '@/components/account/my-account';

export const metadata: Metadata = { title: 'My Account', robots: { index: false, follow: false } };

export default function Page() {
  return <MyAccountPage />;
}
