// Opens the login and registration popup (docs/rules/login.md#ways-in) from anywhere: the header's
// account entry, checkout's Place Order for a guest, the review form. The popup itself
// (components/account) subscribes and renders over the page.
import 'client-only';
import { useSyncExternalStore } from 'react';

export type LoginStep = 'Login' | 'LoginOTP' | 'VerifyOTP' | 'Register' | 'RegVerifyOTP';

let openStep: LoginStep | null = null;
const listeners = new Set<() => void>();

function set(step: LoginStep | null): void {
  openStep = step;
  for (const listener of listeners) listener();
}

export const openLoginPopup = (step: LoginStep = 'Login') => set(step);
export const closeLoginPopup = () => set(null);

/** The step the popup opened at, or null while it is closed. */
export function useLoginPopup(): LoginStep | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openStep,
    () => null,
  );
}
