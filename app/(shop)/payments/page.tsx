import { PaymentsPolicyPage, paymentsPolicyMetadata } from '@/components/static/payments-policy';

// Drawn again when staff edit its text (docs/rules/content.md#pages), at most every response-cache lifetime otherwise.
export const revalidate = 500;
export const metadata = paymentsPolicyMetadata;
export default PaymentsPolicyPage;
