// The Home screen (docs/rules/pages.md#home), rendered on the server from the cached
// catalogue reads (lib/catalog/data.ts): hero banners, brands in focus, deals of the day, offer banners,
// hot deals, new arrivals, shop by age, a carousel per home category (the second
// one carries a promo banner) with section banners between them, testimonials, the
// trust strip and the customer count.
import type { ReactNode } from 'react';
import type { Banner, HomeCategory } from '@/lib/contract';
import { promoBannerTarget } from '@/lib/banner-target';
import { store } from '@/lib/config';
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
import { ProductCarousel } from './product-carousel';
import { Testimonials } from './testimonials';
import { TrustStrip } from './trust-strip';

function SectionBanner({ banner }: { banner: Banner }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-3 desk:py-4">
      <BannerCard banner={banner} target={sectionBannerTarget(banner)} size="wide" />
    </div>
  );
}

function LimitedTime({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col rounded-xl bg-add/10 p-1 ring-1 ring-add/25">
      <p className={`flex items-center gap-1 px-2 pb-1 pt-0.5 text-xs font-bold uppercase tracking-wide text-add-text`}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
          <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
        </svg>
        {homeTexts.limitedTime}
      </p>
      <div className="flex-1">{children}</div>
    </div>
  );
}

function CategoryCarousel({ category, promo }: { category: HomeCategory; promo?: Banner }) {
  return (
    <HomeSection id={`category-${category.category_id}`} title={category.cname} viewAllHref={routes.category(category.cname_url)}>
      {promo && (
        <div className="mb-4">
          <BannerCard banner={promo} target={promoBannerTarget(promo)} size="wide" />
        </div>
      )}
      <ProductCarousel label={category.cname} products={category.products} layout={carouselLayouts.homeCategory} />
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
          <ProductCarousel label={homeTexts.dealsOfDay} products={deals} layout={carouselLayouts.deals} />
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
          <ProductCarousel
            label={homeTexts.hotDeals}
            products={hotDeals}
            layout={carouselLayouts.productRow}
            decorate={(card) => <LimitedTime>{card}</LimitedTime>}
          />
        </HomeSection>
      )}

      {arrivals.length > 0 && (
        <HomeSection id="new-arrivals" title={homeTexts.newArrivals} note={homeTexts.newArrivalsNote}>
          {/* The API already orders them by stock, highest first. */}
          <ProductCarousel label={homeTexts.newArrivals} products={arrivals} layout={carouselLayouts.productRow} />
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
