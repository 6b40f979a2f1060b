// /privacy is linked from an OTP screen: the same policy as
// /privacy-policy, whose canonical URL it carries so search engines index one page.
import { PrivacyPolicyPage, privacyPolicyMetadata } from '@/components/static/privacy-policy';

export const metadata = privacyPolicyMetadata;
export default PrivacyPolicyPage;
