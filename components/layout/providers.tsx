'use client';
// Client-side providers of every page: the cart drawer (openable from
// anywhere through useCartDrawer) and sonner for the notices (docs/rules/texts.md#notices; top
// right, 2000 ms), mounted with its library on the first notice (lib/client/toast.ts).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useToasterWanted } from '@/lib/client/toast';
import { CartDrawerProvider } from '@/components/cart/cart-drawer';
import { LoginPopup } from '@/components/account/login-popup';

// React's lazy rather than next/dynamic: these parts only ever render in the browser, after a
// click or a notice, and next/dynamic's own code would ship to every page for nothing.
const LoadedToaster = lazy(() => import('@/lib/client/toaster'));

export function Providers({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  // Marks the page as interactive (hydrated), so browser tests and scripts can wait
  // for it instead of tapping server-rendered buttons that have no handler yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <CartDrawerProvider>{children}</CartDrawerProvider>
      <LoginPopup />
      <Suspense>{toasterWanted && <LoadedToaster />}</Suspense>
    </>
  );
}
