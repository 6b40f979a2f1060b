// The store locator. Our addition: served at /stores and linked
// from Contact Us. Revalidated like the catalogue, at most every response-cache lifetime.
import { StoresPage, storesMetadata } from '@/components/static/stores-page';

export const revalidate = 500;
export const metadata = storesMetadata;
export default StoresPage;
