// /store-product/vertical/{verticalSlug}/category/{categorySlug}: a category within its
// vertical (404 when the category is not in that vertical). A cached page (ISR).
import { listRoutePage } from '@/components/catalog/list-route-page';

export const revalidate = 500;
export const generateStaticParams = () => [];

const page = listRoutePage('verticalCategory');
export const generateMetadata = page.generateMetadata;
export default page.Page;
