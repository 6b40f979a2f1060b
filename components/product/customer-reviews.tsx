'use client';
// The Customer Reviews button and modal (docs/rules/catalogue.md#reviews); the list
// (review-list.tsx: the reviews, fetched when the modal opens) loads on the first opening.
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { texts } from '@/lib/texts';
import { productTexts } from '@/lib/texts/product';
import { Modal } from '@/components/layout/modal';

const ReviewList = dynamic(() => import('./review-list').then((m) => m.ReviewList), {
  ssr: false,
  loading: () => <p className="text-sm text-muted">{productTexts.loadingReviews}</p>,
});

export function CustomerReviewsButton({ productId, count }: { productId: number; count: number }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="rounded-md border border-primary-strong px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
      >
        {productTexts.seeReviews(count)}
      </button>
      <Modal open={open} onClose={close} title={texts.customerReviews}>
        {open && <ReviewList productId={productId} />}
      </Modal>
    </>
  );
}
