import { Suspense } from 'react';
import { TestPaymentPage } from '@/components/payments/test-payment-page';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('Test payment');

export default function TestPayment() {
  return (
    <Suspense>
      <TestPaymentPage />
    </Suspense>
  );
}
