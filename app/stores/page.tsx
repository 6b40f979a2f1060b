// The store locator. SPEC names no path for it: we serve it at /stores and link it
// from Contact Us. Revalidated like the catalogue, at most every response-cache lifetime.
import { StoresPage, storesMetadata } from '@/components/static/stores-page';

export const revalidate = 500;
export const metadata = storesMetadata;
export default StoresPage;
