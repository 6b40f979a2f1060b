import { Suspense } from 'react';
import { RequireLogin } from '@/components/account/require-login';
import { AccountShell } from '@/components/account/account-shell';
import { OrderDetails } from '@/components/orders/order-details';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('Order Details');

export default function OrderDetailsPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <Suspense>
          <OrderDetails />
        </Suspense>
      </AccountShell>
    </RequireLogin>
  );
}
