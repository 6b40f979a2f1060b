// /store-product/{category}: the products of a category, found by its URL name alone
// (the original app passed its ids as navigation state). A cached page (ISR); filtered URLs go to
// app/list-filtered.
import { listRoutePage } from '@/components/catalog/list-route-page';

export const revalidate = 500;
export const generateStaticParams = () => [];

const page = listRoutePage('category');
export const generateMetadata = page.generateMetadata;
export default page.Page;
