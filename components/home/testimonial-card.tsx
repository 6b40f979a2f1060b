// One customer review of the home page's carousel: stars, the review (cut at 200
// characters), who wrote it and what they bought. A server component: the cards come
// rendered from the server when the shopper scrolls near (section-slides.tsx), so only
// the review's Show More button (review-text.tsx) ships code; as a client component the
// card shipped to every page that has a lazy carousel. The star outline is drawn once
// for the section (StarSymbol).
import { SafeImage } from '@/components/layout/safe-image';
import { reviewCutAt } from '@/lib/home/review-text';
import type { ReviewSample } from '@/lib/home/testimonials';
import { carouselTexts } from '@/lib/texts/carousel';
import { ReviewText } from './review-text';

const STAR = 'testimonial-star';

/** The star's outline, drawn once in the section and used by every card's five stars. */
export function StarSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      <symbol id={STAR} viewBox="0 0 20 20">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </symbol>
    </svg>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={carouselTexts.ratedOutOf5(rating)} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={i < rating ? 'fill-amber-400' : 'fill-black/15'}>
          <use href={`#${STAR}`} />
        </svg>
      ))}
    </span>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** `date` is the review's date as the server wrote it (no second formatting in the browser). */
export function TestimonialCard({ review, date }: { review: ReviewSample; date: string }) {
  return (
    <figure className="flex h-full flex-col gap-3 rounded-2xl border border-black/10 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <Stars rating={review.rating} />
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="fill-primary/25">
          <path d="M4 18c0-6 3.6-10.4 9-12l1 2.4C10.8 9.8 9.4 12.4 9.4 15H14v11H4zm14 0c0-6 3.6-10.4 9-12l1 2.4c-3.2 1.4-4.6 4-4.6 6.6H28v11H18z" />
        </svg>
      </div>
      <blockquote className="flex-1">
        <ReviewText review={review.review} cutAt={reviewCutAt(review.review)} />
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-black/5 pt-3">
        <span aria-hidden="true" className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white bg-primary-strong`}>
          {initials(review.name)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{review.name}</span>
          <span className="block truncate text-xs text-muted">
            {review.city} · <time dateTime={review.date}>{date}</time>
          </span>
        </span>
        <span className="relative h-11 w-11 shrink-0 overflow-hidden rounded-lg bg-neutral-50 ring-1 ring-black/5" title={review.product}>
          <SafeImage src={review.image} alt={review.product} width={44} height={44} className="h-full w-full object-contain p-1" />
        </span>
      </figcaption>
    </figure>
  );
}

