import { RequireLogin } from '@/components/account/require-login';
import { AccountShell } from '@/components/account/account-shell';
import { AddressBook } from '@/components/account/address-book';
import { QueryProvider } from '@/components/layout/query-provider';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('My Address');

export default function MyAddressPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <QueryProvider>
          <AddressBook />
        </QueryProvider>
      </AccountShell>
    </RequireLogin>
  );
}
