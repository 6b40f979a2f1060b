// The store locator page. Our addition, served at /stores
// (routes.stores) and link it from Contact Us and About Us.
import { store } from '@/lib/config';
import type { StoreLocation } from '@/lib/contract';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStores } from '@/lib/catalog/data';
import { StaticPage } from './static-page';
import { StoreLocator } from './store-locator';

export const storesMetadata = pageMetadata({
  title: `${pageTexts.staticPages.stores} - ${store.businessName}`,
  description: `Find a ${store.businessName} store near you: addresses, phone numbers and maps of our open-box appliance and electronics stores by city.`,
  path: routes.stores,
});

export async function StoresPage() {
  const stores: StoreLocation[] = await getStores(store.companyId).catch(() => []);
  const cityCount = new Set(stores.map((s) => s.city_id || s.city)).size;
  return (
    <StaticPage
      title={pageTexts.staticPages.stores}
      lede={
        stores.length > 0
          ? `See and try open-box products before you buy at ${stores.length} ${store.businessName} stores in ${cityCount} ${cityCount === 1 ? 'city' : 'cities'}.`
          : undefined
      }
    >
      <StoreLocator stores={stores} />
    </StaticPage>
  );
}
