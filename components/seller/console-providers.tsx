'use client';
// What every console page runs in: React Query (the hook layer, lib/client/seller/hooks.ts)
// and the notices, shown at the bottom so they never cover the header's buttons.
import { useEffect, type ReactNode } from 'react';
import { QueryProvider } from '@/components/layout/query-provider';
import LoadedToaster from '@/lib/client/toaster';

export function ConsoleProviders({ children }: { children: ReactNode }) {
  // Marks the page as interactive (hydrated), so browser tests can wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryProvider>
      {children}
      <LoadedToaster place="bottom" />
    </QueryProvider>
  );
}
