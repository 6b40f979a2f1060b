// The hero banner carousel (docs/rules/pages.md#home): one banner at a time, moving
// on every 3000 ms, with dots and arrows; each banner follows the hero click
// priority (site link in a new tab, then product, then subcategory or category,
// then vertical).
import type { Banner } from '@/lib/contract';
import { bannerTarget } from '@/lib/banner-target';
import { limits } from '@/lib/config';
import { carouselLayouts } from '@/lib/home/carousel-layout';
import { homeTexts } from '@/lib/texts/home';
import { Carousel } from './carousel';
import { BannerCard } from './banner-card';

export function HeroCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <Carousel
        label={homeTexts.heroLabel}
        layout={carouselLayouts.hero}
        landmark
        loop
        autoplayMs={limits.heroAutoplayMs}
        slidesToScroll={1}
        arrows="overlay"
        dots
      >
        {banners.map((banner, index) => (
          <BannerCard key={banner.id} banner={banner} target={bannerTarget(banner)} size="hero" priority={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}
