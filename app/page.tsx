// Home (SPEC section 2). Server-rendered from cached in-process API calls and
// regenerated at most every response-cache lifetime.
import { serverCall } from '@/lib/server/api';
import { routes } from '@/lib/routes';
import { limits } from '@/lib/config';
import { HeroBanner } from '@/components/home/hero-banner';
import { ProductSection } from '@/components/home/product-section';

export const revalidate = 500;

export default async function HomePage() {
  const [banners, deals, hotDeals, arrivals, homeCategories] = await Promise.all([
    serverCall('banner', {}),
    serverCall('normalDeals', {}),
    serverCall('hotDeals', {}),
    serverCall('newArrivals', {}),
    serverCall('homeCategories', {}),
  ]);
  const hero = banners.payload_banner.banner[0];
  return (
    <>
      {hero && (
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <HeroBanner banner={hero} />
        </div>
      )}
      <ProductSection title="Deals of the Day" products={deals.payload_normalDeals.product.slice(0, limits.dealsOfDayDesktop)} />
      <ProductSection title="Hot Deals" products={hotDeals.payload_hotDeals.product.slice(0, 10)} />
      <ProductSection title="New Arrivals" products={arrivals.payload_newarrivalRandom.slice(0, 10)} />
      {homeCategories.payload.map((category) => (
        <ProductSection
          key={category.category_id}
          title={category.cname}
          products={category.products.slice(0, 5)}
          viewAllHref={routes.category(category.cname_url)}
        />
      ))}
    </>
  );
}
