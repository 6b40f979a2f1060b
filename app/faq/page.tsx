import { FaqPage, faqMetadata } from '@/components/static/faq';

export const metadata = faqMetadata;
export default FaqPage;
