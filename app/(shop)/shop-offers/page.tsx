// /offers and /shop-offers are the same page (canonical /offers). Revalidated
// like the catalogue, at most every response-cache lifetime.
import { OffersPage, offersMetadata } from '@/components/static/offers-page';

export const revalidate = 500;
export const metadata = offersMetadata;
export default OffersPage;
