'use client';
// "Notify me" on the product page (docs/rules/alerts.md#asking-for-an-alert): a small
// island. A guest is asked to log in (the login popup), and the form opens once they are;
// a logged-in shopper gets the form, loaded only on that first press, so the page's
// first-load JavaScript carries only this button. Its words come from the server.
import { lazy, Suspense, useEffect, useState } from 'react';
import { openLoginPopup } from '@/lib/client/auth/login-popup-state';
import { useCustomer } from '@/lib/client/customer';

const NotifyMeForm = lazy(() => import('./notify-me-form').then((m) => ({ default: m.NotifyMeForm })));

export function NotifyMe({ productId, soldOut, price, label }: { productId: number; soldOut: boolean; price: number; label: string }) {
  const { loggedIn } = useCustomer();
  const [open, setOpen] = useState(false);
  const [afterLogin, setAfterLogin] = useState(false);
  // A guest who pressed it and then logged in finds the form open.
  useEffect(() => {
    if (afterLogin && loggedIn) {
      setOpen(true);
      setAfterLogin(false);
    }
  }, [afterLogin, loggedIn]);
  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          if (loggedIn) return setOpen(!open);
          setAfterLogin(true);
          openLoginPopup('Login');
        }}
        className={`inline-flex items-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-semibold transition ${soldOut ? 'border-primary-strong bg-primary-strong text-white hover:bg-primary-stronger' : 'border-primary-strong text-primary-strong hover:bg-primary-soft'}`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />
        </svg>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotifyMeForm productId={productId} soldOut={soldOut} price={price} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
