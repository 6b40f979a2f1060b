'use client';
// Client-side providers: React Query for API calls, the cart drawer (openable from
// anywhere through useCartDrawer) and sonner for the notices of SPEC section 8 (top
// right, 2000 ms).
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { limits } from '@/lib/config';
import { CartDrawerProvider } from '@/components/cart/cart-drawer';
import { LoginPopup } from '@/components/account/login-popup';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  // Marks the page as interactive (hydrated), so browser tests and scripts can wait
  // for it instead of tapping server-rendered buttons that have no handler yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <CartDrawerProvider>{children}</CartDrawerProvider>
      <LoginPopup />
      <Toaster position="top-right" duration={limits.toastDurationMs} richColors closeButton />
    </QueryClientProvider>
  );
}
