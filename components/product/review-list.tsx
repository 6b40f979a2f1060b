'use client';
// The list of the Customer Reviews modal (components/product/customer-reviews.tsx), loaded
// when the modal first opens: every review of the product, newest first, fetched then
// (store/reviews, not cached, so a new review is there at once); 'No reviews yet.' for
// none; a failed fetch is only logged.
import { useApiRead } from '@/lib/client/api-read';
import { productNoticeTexts } from '@/lib/texts/product-notices';
import { productControlTexts } from '@/lib/texts/product-controls';
import { ReviewText } from '@/components/home/review-text';
import { Stars } from './stars';
import { onFirstUse } from '@/lib/first-use';
import { reviewCutAt } from '@/lib/home/review-text';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }));

export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

export function ReviewList({ productId }: { productId: number }) {
  const reviews = useApiRead('getReviews', { product_id: productId, limit: 1000 });
  if (reviews.isPending) return <p className="text-sm text-muted">{productControlTexts.loadingReviews}</p>;
  if (!reviews.data) return null;
  const list = reviews.data.data;
  if (list.length === 0) return <p className="py-6 text-center text-sm text-muted">{productNoticeTexts.noReviews}</p>;
  return (
    <ul className="divide-y divide-black/10">
      {list.map((review, i) => (
        <li key={`${review.created_at}-${i}`} className="py-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={review.rating} size={14} />
            <span className="text-sm font-semibold">{review.name}</span>
            <span className="text-xs text-muted">{productControlTexts.reviewedOn(formatReviewDate(review.created_at))}</span>
          </div>
          <div className="mt-1">
            <ReviewText review={review.review} cutAt={reviewCutAt(review.review)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
