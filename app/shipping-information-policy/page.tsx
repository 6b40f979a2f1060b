import { ShippingPolicyPage, shippingPolicyMetadata } from '@/components/static/shipping-policy';

export const metadata = shippingPolicyMetadata;
export default ShippingPolicyPage;
