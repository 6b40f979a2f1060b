import { FaqPage, faqMetadata } from '@/components/static/faq';

// Drawn again when staff edit its text (docs/rules/content.md#pages), at most every response-cache lifetime otherwise.
export const revalidate = 500;
export const metadata = faqMetadata;
export default FaqPage;
