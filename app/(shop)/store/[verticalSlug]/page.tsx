// /store/{verticalSlug}: the products of a vertical. A cached page (ISR); the same URL
// with filters is rendered per request by app/list-filtered (next.config rewrites).
import { listRoutePage } from '@/components/catalog/list-route-page';

export const revalidate = 500;
export const generateStaticParams = () => [];

const page = listRoutePage('vertical');
export const generateMetadata = page.generateMetadata;
export default page.Page;
