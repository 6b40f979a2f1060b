'use client';
// A testimonial's text: over 200 characters it is cut with an ellipsis and a
// Show More / Show Less button toggles the whole text.
import { useId, useState } from 'react';
import { cutReviewText } from '@/lib/home/review-text';
import { carouselTexts } from '@/lib/texts/carousel';

export function ReviewText({ review }: { review: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = cutReviewText(review);
  return (
    <div>
      <p id={id} className="text-sm leading-relaxed text-secondary/90">
        {open || !short.cut ? review.trim() : short.text}
      </p>
      {short.cut && (
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
