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
            className="brand-card"
          >
            {/* Brand logos are small SVGs: served as they are. */}
            <Picture src={brand.brand_icon} alt={brand.brand_name} width={240} height={96} className="brand-logo" />
            <span className="brand-offer">{brand.brand_offer}</span>
          </Link>
        ))}
      </Carousel>
    </HomeSection>
  );
}
