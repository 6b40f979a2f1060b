import { ContactUsPage, contactUsMetadata } from '@/components/static/contact-us';

export const metadata = contactUsMetadata;
export default ContactUsPage;
