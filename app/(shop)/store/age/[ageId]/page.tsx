// /store/age/{ageId}: the products of an age group (ageId is the group's URL name),
// under the group's banner. A cached page (ISR); filtered URLs go to app/list-filtered.
import { listRoutePage } from '@/components/catalog/list-route-page';

export const revalidate = 500;
export const generateStaticParams = () => [];

const page = listRoutePage('ageGroup');
export const generateMetadata = page.generateMetadata;
export default page.Page;
