import { CheckoutPage } from '@/components/checkout/checkout-page';
import { privatePageMetadata } from '@/lib/seo/private-page';

export const metadata = privatePageMetadata('Checkout');

export default function Checkout() {
  return <CheckoutPage />;
}
