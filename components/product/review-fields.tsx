'use client';
// The review form of 'Rate Your Experience' (components/product/review-form.tsx), loaded for a
// logged-in shopper only (docs/rules/catalogue.md#reviews): stars with a hover preview and a text,
// both required (the button stays disabled until both exist; 'Please fill all fields.'
// otherwise). States: idle, submitting ('Submitting...'), submitted ('Review Submitted'
// with a thank-you); the inputs lock while submitting and after.
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { openLoginPopup } from '@/lib/client/auth/login-popup-state';
import { forgetCustomer, useCustomer } from '@/lib/client/customer';
import { ApiCallError, apiCall } from '@/lib/client/http';
import { callMessages } from '@/lib/client/call-messages';
import { cardTexts } from '@/lib/texts/cards';
import { productNoticeTexts } from '@/lib/texts/product-notices';
import { productControlTexts } from '@/lib/texts/product-controls';
import { StarIcon } from './stars';

type State = 'idle' | 'submitting' | 'submitted';

export function ReviewFields({ productId }: { productId: number }) {
  const { customer } = useCustomer();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [review, setReview] = useState('');
  const [state, setState] = useState<State>('idle');
  const textId = useId();
  const headingId = useId();
  const t = productControlTexts;
  const locked = state !== 'idle';
  const complete = rating >= 1 && review.trim() !== '';

  const heading = (
    <h2 id={headingId} className="text-lg font-bold">
      {cardTexts.rateYourExperience}
    </h2>
  );

  async function submit() {
    if (!complete) {
      toast.error(productNoticeTexts.reviewFillAll);
      return;
    }
    setState('submitting');
    try {
      const answer = await apiCall('submitReview', { customer_id: customer?.customer_id, product_id: productId, rating, review: review.trim() });
      if (answer.message === callMessages.submitReview) {
        setState('submitted');
        return;
      }
      toast.error(productNoticeTexts.reviewFailed);
      setState('idle');
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 401) {
        // The session ended elsewhere: forget the user and ask for a login.
        forgetCustomer();
        openLoginPopup('Login');
      } else if (error instanceof ApiCallError && error.status < 500) {
        toast.error(error.message || productNoticeTexts.reviewFailed);
      } else {
        toast.error(productNoticeTexts.reviewError);
      }
      setState('idle');
    }
  }

  const shown = hover || rating;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-black/10 bg-white p-4">
      {heading}
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked) void submit();
        }}
      >
        <fieldset disabled={locked} onMouseLeave={() => setHover(0)}>
          <legend className="mb-1 text-sm font-semibold">{t.yourRating}</legend>
          <div className="flex gap-1" role="radiogroup" aria-label={t.yourRating}>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={rating === n}
                aria-label={t.stars(n)}
                onMouseEnter={() => setHover(n)}
                onFocus={() => setHover(n)}
                onBlur={() => setHover(0)}
                onClick={() => setRating(n)}
                className="rounded p-0.5 disabled:cursor-not-allowed"
                data-preview={n <= shown ? 'on' : 'off'}
              >
                <StarIcon filled={n <= shown} size={28} />
              </button>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={textId} className="mb-1 block text-sm font-semibold">
            {t.yourReview}
          </label>
          <textarea
            id={textId}
            value={review}
            onChange={(event) => setReview(event.target.value)}
            readOnly={locked}
            rows={4}
            maxLength={2000}
            placeholder={t.reviewPlaceholder}
            className="w-full rounded-md border border-black/20 px-3 py-2 text-sm read-only:bg-neutral-100 focus:border-primary-strong"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!complete || locked}
            className="rounded-md bg-primary-strong px-5 py-2 text-sm font-semibold text-white hover:bg-primary-stronger disabled:cursor-not-allowed disabled:bg-neutral-500"
          >
            {state === 'submitting' ? t.submittingReview : state === 'submitted' ? t.reviewSubmitted : t.submitReview}
          </button>
          {state === 'idle' && !complete && (rating > 0 || review !== '') && (
            <p className="text-sm text-muted">{productNoticeTexts.reviewFillAll}</p>
          )}
          {state === 'submitted' && (
            <p role="status" className="text-sm font-semibold text-primary-strong">
              {t.reviewThanks}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
