import { ContactUsPage, contactUsMetadata } from '@/components/static/contact-us';

// Drawn again when staff edit its text (docs/rules/content.md#pages), at most every response-cache lifetime otherwise.
export const revalidate = 500;
export const metadata = contactUsMetadata;
export default ContactUsPage;
