// Brand in focus: a slider of brand logos with their offer text,
// moving every 3000 ms, 2, 3 or 6 at a time by width; each opens the brand's products.
import { Picture } from '@/components/layout/picture';
import Link from 'next/link';
import type { BrandOffer } from '@/lib/contract';
import { limits } from '@/lib/config';
import { carouselLayouts } from '@/lib/home/carousel-layout';
import { routes } from '@/lib/routes';
import { homeTexts } from '@/lib/texts/home';
import { Carousel } from './carousel';
import { HomeSection } from './home-section';

export function BrandFocus({ brands }: { brands: BrandOffer[] }) {
  if (brands.length === 0) return null;
  return (
    <HomeSection id="brand-focus" title={homeTexts.brandFocus} note={homeTexts.brandFocusNote}>
      <Carousel label={homeTexts.brandFocus} layout={carouselLayouts.brandFocus} loop autoplayMs={limits.brandSliderAutoplayMs} slidesToScroll={1}>
        {brands.map((brand) => (
          <Link
            key={brand.brand_id}
            href={routes.brand(brand.brand_id)}
            className="group flex h-full flex-col items-center gap-2 rounded-xl border border-black/10 bg-white px-3 pb-3 pt-4 text-center transition hover:border-primary hover:shadow-md"
          >
            {/* Brand logos are small SVGs: served as they are. */}
            <Picture src={brand.brand_icon} alt={brand.brand_name} width={240} height={96} className="h-12 w-auto desk:h-14" />
            <span className={`rounded-full bg-primary-soft px-3 py-1 text-xs font-bold desk:text-sm text-primary-strong`}>{brand.brand_offer}</span>
          </Link>
        ))}
      </Carousel>
    </HomeSection>
  );
}
