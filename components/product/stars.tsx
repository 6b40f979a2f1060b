// Five stars for a rating (read-only), with the rating in words for screen readers.
import { filledStars } from '@/lib/reviews/summary';
import { homeTexts } from '@/lib/texts/home';

export function StarIcon({ filled, size = 16 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={filled ? 'text-amber-500' : 'text-neutral-300'} fill="currentColor">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = filledStars(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={homeTexts.ratedOutOf5(Number(rating.toFixed(1)))}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= filled} size={size} />
      ))}
    </span>
  );
}
