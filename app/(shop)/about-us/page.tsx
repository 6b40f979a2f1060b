import { AboutUsPage, aboutUsMetadata } from '@/components/static/about-us';

export const metadata = aboutUsMetadata;
export default AboutUsPage;
