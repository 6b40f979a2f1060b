import { TermsPage, termsMetadata } from '@/components/static/terms';

export const metadata = termsMetadata;
export default TermsPage;
