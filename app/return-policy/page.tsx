import { ReturnPolicyPage, returnPolicyMetadata } from '@/components/static/return-policy';

export const metadata = returnPolicyMetadata;
export default ReturnPolicyPage;
