// The customer-review carousel with the fixed sample testimonials (docs/rules/pages.md#home):
// stars, the review (cut at 200 characters), who wrote it and what they bought. Far below
// the fold: the section is in the page's HTML, its cards come as the shopper scrolls near
// (section-slides.tsx).
import { carouselLayouts } from '@/lib/home/carousel-layout';
import type { ReviewSample } from '@/lib/home/testimonials';
import { homeTexts } from '@/lib/texts/home';
import { HomeSection } from './home-section';
import { LazyProductCarousel } from './lazy-product-carousel';
import { StarSymbol } from './testimonial-card';

export function Testimonials({ reviews }: { reviews: readonly ReviewSample[] }) {
  if (reviews.length === 0) return null;
  return (
    <HomeSection id="testimonials" title={homeTexts.testimonials} note={homeTexts.testimonialsNote} band="bg-neutral-50">
      <StarSymbol />
      <LazyProductCarousel label={homeTexts.testimonials} layout={carouselLayouts.testimonials} section="testimonials" blank="testimonial" />
    </HomeSection>
  );
}
