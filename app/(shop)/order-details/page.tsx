import { Suspense } from 'react';
import { RequireLogin } from '@/components/account/require-login';
import { AccountShell } from '@/components/account/account-shell';
import { OrderDetails } from '@/components/orders/order-details';
import { QueryProvider } from '@/components/layout/query-provider';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('Order Details');

export default function OrderDetailsPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <QueryProvider>
          <Suspense>
            <OrderDetails />
          </Suspense>
        </QueryProvider>
      </AccountShell>
    </RequireLogin>
  );
}
