import { ReturnPolicyPage, returnPolicyMetadata } from '@/components/static/return-policy';

// Drawn again when staff edit its text (docs/rules/content.md#pages), at most every response-cache lifetime otherwise.
export const revalidate = 500;
export const metadata = returnPolicyMetadata;
export default ReturnPolicyPage;
