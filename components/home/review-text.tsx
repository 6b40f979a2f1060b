'use client';
// A testimonial's text: over 200 characters it is cut with an ellipsis and a
// Show More / Show Less button toggles the whole text. Where it is cut comes from the
// server (lib/home/review-text.ts reviewCutAt), so the browser gets no text segmenter.
import { useId, useState } from 'react';
import { carouselTexts } from '@/lib/texts/carousel';

/** `cutAt`: reviewCutAt(review), null for a review shown whole. */
export function ReviewText({ review, cutAt }: { review: string; cutAt: number | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = review.trim();
  return (
    <div>
      <p id={id} className="text-sm leading-relaxed text-secondary/90">
        {/* lib/home/review-text.ts shortReview, without importing its segmenter. */}
        {open || cutAt === null ? text : text.slice(0, cutAt) + carouselTexts.ellipsis}
      </p>
      {cutAt !== null && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className={`mt-1 text-sm font-semibold underline-offset-2 hover:underline text-primary-strong`}
        >
          {open ? carouselTexts.showLess : carouselTexts.showMore}
        </button>
      )}
    </div>
  );
}
