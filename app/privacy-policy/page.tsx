import { PrivacyPolicyPage, privacyPolicyMetadata } from '@/components/static/privacy-policy';

export const metadata = privacyPolicyMetadata;
export default PrivacyPolicyPage;
