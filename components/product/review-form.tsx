'use client';
// 'Rate Your Experience' (docs/rules/catalogue.md#reviews). A logged-out shopper is asked to log
// in first (the login popup); a logged-in one gets the form (review-fields.tsx: stars and a
// text, both required), loaded only then.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { openLoginPopup } from '@/lib/client/auth/login-popup-state';
import { useCustomer } from '@/lib/client/customer';
import { cardTexts } from '@/lib/texts/cards';
import { productControlTexts } from '@/lib/texts/product-controls';

function Frame({ children }: { children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-black/10 bg-white p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {cardTexts.rateYourExperience}
      </h2>
      {children}
    </section>
  );
}

const ReviewFields = lazy(() => import('./review-fields').then((m) => ({ default: m.ReviewFields })));

export function ReviewForm({ productId }: { productId: number }) {
  const { loggedIn, hydrated } = useCustomer();
  // Until the browser's login state is read, neither the form nor the login prompt.
  if (!hydrated) return <Frame />;
  if (!loggedIn) {
    return (
      <Frame>
        <p className="mt-2 text-sm text-muted">{productControlTexts.loginToReview}</p>
        <button type="button" onClick={() => openLoginPopup('Login')} className="mt-3 rounded-md bg-primary-strong px-4 py-2 text-sm font-semibold text-white hover:bg-primary-stronger">
          {productControlTexts.login}
        </button>
      </Frame>
    );
  }
  return (
    <Suspense fallback={<Frame />}>
      <ReviewFields productId={productId} />
    </Suspense>
  );
}
