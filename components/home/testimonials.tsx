// The customer-review carousel with the fixed sample testimonials (docs/rules/pages.md#home):
// stars, the review (cut at 200 characters), who wrote it and what they bought.
import { carouselLayouts } from '@/lib/home/carousel-layout';
import type { ReviewSample } from '@/lib/home/testimonials';
import { homeTexts } from '@/lib/texts/home';
import { Carousel } from './carousel';
import { HomeSection } from './home-section';
import { StarSymbol, TestimonialCard } from './testimonial-card';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function Testimonials({ reviews }: { reviews: readonly ReviewSample[] }) {
  if (reviews.length === 0) return null;
  return (
    <HomeSection id="testimonials" title={homeTexts.testimonials} note={homeTexts.testimonialsNote} band="bg-neutral-50">
      <StarSymbol />
      <Carousel label={homeTexts.testimonials} layout={carouselLayouts.testimonials}>
        {reviews.map((review) => (
          <TestimonialCard key={review.id} review={review} date={dateFormat.format(new Date(review.date))} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
