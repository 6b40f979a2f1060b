'use client';
// Client-side providers: React Query for API calls and sonner for the notices of
// SPEC section 8 (top right, 2000 ms).
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { limits } from '@/lib/config';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" duration={limits.toastDurationMs} richColors closeButton />
    </QueryClientProvider>
  );
}
