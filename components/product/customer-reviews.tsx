'use client';
// The Customer Reviews button and modal (docs/rules/catalogue.md#reviews); the list
// (review-list.tsx: the reviews, fetched when the modal opens) loads on the first opening.
import { lazy, Suspense, useCallback, useState } from 'react';
import { cardTexts } from '@/lib/texts/cards';
import { productControlTexts } from '@/lib/texts/product-controls';

// The dialog and its list load on the first opening; the dialog stays mounted after it.
const Modal = lazy(() => import('@/components/layout/modal').then((m) => ({ default: m.Modal })));
const ReviewList = lazy(() => import('./review-list').then((m) => ({ default: m.ReviewList })));

export function CustomerReviewsButton({ productId, count }: { productId: number; count: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="rounded-md border border-primary-strong px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
      >
        {productControlTexts.seeReviews(count)}
      </button>
      <Suspense>
        {wanted && (
          <Modal open={open} onClose={close} title={cardTexts.customerReviews}>
            <Suspense fallback={<p className="text-sm text-muted">{productControlTexts.loadingReviews}</p>}>
              {open && <ReviewList productId={productId} />}
            </Suspense>
          </Modal>
        )}
      </Suspense>
    </>
  );
}
