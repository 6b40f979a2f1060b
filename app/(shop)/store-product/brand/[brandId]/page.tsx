// /store-product/brand/{brandId}: a brand's products under the brand's name (a brand's
// URL name is accepted in place of its id). A cached page (ISR).
import { listRoutePage } from '@/components/catalog/list-route-page';

export const revalidate = 500;
export const generateStaticParams = () => [];

const page = listRoutePage('brand');
export const generateMetadata = page.generateMetadata;
export default page.Page;
