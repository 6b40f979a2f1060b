import { RequireLogin } from '@/components/account/require-login';
import { AccountShell } from '@/components/account/account-shell';
import { AddressBook } from '@/components/account/address-book';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('My Address');

export default function MyAddressPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <AddressBook />
      </AccountShell>
    </RequireLogin>
  );
}
