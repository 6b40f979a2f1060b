import { Suspense } from 'react';
import { RequireLogin } from '@/components/account/require-login';
import { AccountShell } from '@/components/account/account-shell';
import { AddressPage } from '@/components/account/address-page';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('Add New Address');

export default function AddNewAddressPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <Suspense>
          <AddressPage />
        </Suspense>
      </AccountShell>
    </RequireLogin>
  );
}
