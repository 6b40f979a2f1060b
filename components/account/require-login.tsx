'use client';
// docs/rules/security.md#protected-pages: /my-account, /my-orders, /order-details, /my-address and
// /add-new-address need login; when logged out the login screen is shown in place.
import type { ReactNode } from 'react';
import { useCustomer } from '@/lib/client/customer';
import { LoginScreen } from './login-screen';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { loggedIn, hydrated } = useCustomer();
  if (!hydrated) return <div className="min-h-[50vh]" aria-busy="true" />;
  return loggedIn ? <>{children}</> : <LoginScreen />;
}
