import { PaymentsPolicyPage, paymentsPolicyMetadata } from '@/components/static/payments-policy';

export const metadata = paymentsPolicyMetadata;
export default PaymentsPolicyPage;
