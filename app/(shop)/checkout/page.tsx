import { CheckoutPage } from '@/components/checkout/checkout-page';
import { QueryProvider } from '@/components/layout/query-provider';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('Checkout');

export default function Checkout() {
  return (
    <QueryProvider>
      <CheckoutPage />
    </QueryProvider>
  );
}
