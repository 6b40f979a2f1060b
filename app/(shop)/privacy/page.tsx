// /privacy is linked from an OTP screen: the same policy as
// /privacy-policy, whose canonical URL it carries so search engines index one page.
import { PrivacyPolicyPage, privacyPolicyMetadata } from '@/components/static/privacy-policy';

// Drawn again when staff edit its text (docs/rules/content.md#pages), at most every response-cache lifetime otherwise.
export const revalidate = 500;
export const metadata = privacyPolicyMetadata;
export default PrivacyPolicyPage;
