// The Home screen (docs/rules/pages.md#home), rendered on the server from the cached
// catalogue reads (lib/catalog/data.ts): hero banners, brands in focus, deals of the day, offer banners,
// hot deals, new arrivals, shop by age, a carousel per home category (the second
// one carries a promo banner) with section banners between them, testimonials, the
// trust strip and the customer count. The carousels below the fold (hot deals, new
// arrivals, the home categories) get their cards as the shopper scrolls near them; deals
// of the day sends its first view and the rest as the shopper scrolls towards them.
import type { Banner, HomeCategory } from '@/lib/contract';
import { promoBannerTarget } from '@/lib/banner-target';
import { limits, store } from '@/lib/config';
import { getAgeGroups, getBanners, getBrandOffers, getDeals, getHomeCategories, getNewArrivals } from '@/lib/catalog/data';
import { carouselLayouts } from '@/lib/home/carousel-layout';
import { sectionBannerTarget } from '@/lib/home/section-banner-target';
import { spreadBetween } from '@/lib/home/spread';
import { testimonials } from '@/lib/home/testimonials';
import { routes } from '@/lib/routes';
import { homeTexts } from '@/lib/texts/home';
import { AgeGroups } from './age-groups';
import { BannerCard } from './banner-card';
import { BrandFocus } from './brand-focus';
import { CustomerCount } from './customer-count';
import { HeroCarousel } from './hero-carousel';
import { HomeSection } from './home-section';
import { LazyProductCarousel } from './lazy-product-carousel';
import { productSlides } from './product-carousel';
import { Testimonials } from './testimonials';
import { TrustStrip } from './trust-strip';

function SectionBanner({ banner }: { banner: Banner }) {
  return (
    <div className="section-banner">
      <BannerCard banner={banner} target={sectionBannerTarget(banner)} size="wide" />
    </div>
  );
}

/** A home category: below the fold on every screen, so its cards come when the shopper scrolls near. */
function CategoryCarousel({ category, promo }: { category: HomeCategory; promo?: Banner }) {
  const id = `category-${category.category_id}`;
  return (
    <HomeSection id={id} title={category.cname} viewAllHref={routes.category(category.cname_url)}>
      {promo && (
        <div className="mb-4">
          <BannerCard banner={promo} target={promoBannerTarget(promo)} size="wide" />
        </div>
      )}
      <LazyProductCarousel label={category.cname} layout={carouselLayouts.homeCategory} section={id} />
    </HomeSection>
  );
}

export async function HomePage() {
  const [banners, brandOffers, deals, hotDeals, arrivals, ageGroups, homeCategories] = await Promise.all([
    getBanners(store.storeId),
    getBrandOffers(store.companyId),
    getDeals(store.storeId, 'normal'),
    getDeals(store.storeId, 'hot'),
    getNewArrivals(store.storeId),
    getAgeGroups(store.storeId),
    getHomeCategories(store.companyId, store.storeId),
  ]);
  const { banner: hero, promobanner: promos, sectionbanner: sections } = banners;
  const categories = homeCategories.filter((category) => category.products.length > 0);
  // The second home category slot carries a promo banner; the others are offers.
  const [categoryPromo, ...otherPromos] = categories.length >= 2 ? promos : [undefined, ...promos];
  const offerPromos = otherPromos.filter((banner): banner is Banner => banner !== undefined);
  const sectionBanners = spreadBetween(sections, categories.length);

  return (
    <>
      <h1 className="sr-only">{homeTexts.pageHeading(store.businessName)}</h1>
      <HeroCarousel banners={hero} />
      <BrandFocus brands={brandOffers} />

      {deals.length > 0 && (
        <HomeSection id="deals-of-the-day" title={homeTexts.dealsOfDay} note={homeTexts.dealsOfDayNote}>
          {/* In view at load: the first view's cards in the HTML, the rest as the shopper scrolls towards them. */}
          <LazyProductCarousel
            label={homeTexts.dealsOfDay}
            layout={carouselLayouts.deals}
            section="deals-of-the-day"
            first={productSlides(deals.slice(0, limits.dealsOfDayDesktop))}
            total={deals.length}
          />
        </HomeSection>
      )}

      {offerPromos.length > 0 && (
        <HomeSection id="top-offers" title={homeTexts.topOffers}>
          <ul className="grid gap-3 desk:grid-cols-2 desk:gap-4">
            {offerPromos.map((banner) => (
              <li key={banner.id}>
                <BannerCard banner={banner} target={promoBannerTarget(banner)} size="tile" />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {hotDeals.length > 0 && (
        <HomeSection id="hot-deals" title={homeTexts.hotDeals} note={homeTexts.hotDealsNote} band="bg-add/5">
          {/* Below the fold on every screen: its cards come as the shopper scrolls near. */}
          <LazyProductCarousel label={homeTexts.hotDeals} layout={carouselLayouts.productRow} section="hot-deals" blank="framed" />
        </HomeSection>
      )}

      {arrivals.length > 0 && (
        <HomeSection id="new-arrivals" title={homeTexts.newArrivals} note={homeTexts.newArrivalsNote}>
          {/* The API already orders them by stock, highest first. */}
          <LazyProductCarousel label={homeTexts.newArrivals} layout={carouselLayouts.productRow} section="new-arrivals" />
        </HomeSection>
      )}

      <AgeGroups groups={ageGroups} />

      {categories.map((category, index) => (
        <div key={category.category_id}>
          {sectionBanners[index]!.map((banner) => (
            <SectionBanner key={banner.id} banner={banner} />
          ))}
          <CategoryCarousel category={category} promo={index === 1 ? categoryPromo : undefined} />
        </div>
      ))}
      {sectionBanners[categories.length]!.map((banner) => (
        <SectionBanner key={banner.id} banner={banner} />
      ))}

      <Testimonials reviews={testimonials} />
      <CustomerCount />
      <TrustStrip />
    </>
  );
}
