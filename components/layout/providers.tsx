'use client';
// Client-side providers: React Query for API calls, the cart drawer (openable from
// anywhere through useCartDrawer) and sonner for the notices (docs/rules/texts.md#notices; top
// right, 2000 ms), mounted with its library on the first notice (lib/client/toast.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useToasterWanted } from '@/lib/client/toast';
import { CartDrawerProvider } from '@/components/cart/cart-drawer';
import { LoginPopup } from '@/components/account/login-popup';

const LoadedToaster = dynamic(() => import('@/lib/client/toaster'), { ssr: false });

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const toasterWanted = useToasterWanted();
  // Marks the page as interactive (hydrated), so browser tests and scripts can wait
  // for it instead of tapping server-rendered buttons that have no handler yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <CartDrawerProvider>{children}</CartDrawerProvider>
      <LoginPopup />
      {toasterWanted && <LoadedToaster />}
    </QueryClientProvider>
  );
}
