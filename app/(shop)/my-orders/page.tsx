import { Suspense } from 'react';
import { RequireLogin } from '@/components/account/require-login';
import { AccountShell } from '@/components/account/account-shell';
import { OrderList } from '@/components/orders/order-list';
import { QueryProvider } from '@/components/layout/query-provider';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('My Orders');

export default function MyOrdersPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <QueryProvider>
          <Suspense>
            <OrderList />
          </Suspense>
        </QueryProvider>
      </AccountShell>
    </RequireLogin>
  );
}
