// /category/{categorySlug}/sub-category/{subCategorySlug}: a subcategory's products under
// its name. A URL naming the wrong category moves permanently to the right one.
import { listRoutePage } from '@/components/catalog/list-route-page';

export const revalidate = 500;
export const generateStaticParams = () => [];

const page = listRoutePage('subcategory');
export const generateMetadata = page.generateMetadata;
export default page.Page;
