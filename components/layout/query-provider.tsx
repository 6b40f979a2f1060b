'use client';
// React Query for the screens that read and change the shopper's or the staff's data
// (checkout, orders, addresses, the seller console), and only for them: the browsing
// pages do not load the library (their reads go through lib/client/api-read.ts).
// One client for the whole visit in the browser, so its cache survives moves between
// these pages; a new one per render on the server, where nothing may be shared between
// requests.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

let browserClient: QueryClient | undefined;

function client(): QueryClient {
  if (typeof window === 'undefined') return newClient();
  return (browserClient ??= newClient());
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client()}>{children}</QueryClientProvider>;
}
