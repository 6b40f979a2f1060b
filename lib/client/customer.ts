// Who is logged in, as the browser knows it (docs/rules/login.md#sessions): local storage keys `user`
// and `loggedIn`. The server session cookie is httpOnly and is the only proof of login
// for the API; this copy only decides what the screens show. A call answered 401 means
// the session ended elsewhere, and the screens then forget the user (forgetCustomer).
import 'client-only';
import { useSyncExternalStore } from 'react';
import type { User } from '@/lib/auth/types';

export const USER_KEYS = { user: 'user', loggedIn: 'loggedIn' } as const;

export interface CustomerState {
  customer: User | null;
  loggedIn: boolean;
}

const LOGGED_OUT: CustomerState = { customer: null, loggedIn: false };
let current: CustomerState | null = null;
const listeners = new Set<() => void>();

function read(): CustomerState {
  if (typeof window === 'undefined') return LOGGED_OUT;
  try {
    const raw = window.localStorage.getItem(USER_KEYS.user);
    const customer = raw ? (JSON.parse(raw) as User) : null;
    const loggedIn = window.localStorage.getItem(USER_KEYS.loggedIn) === 'true' && !!customer?.customer_id;
    return loggedIn ? { customer, loggedIn } : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

function snapshot(): CustomerState {
  current ??= read();
  return current;
}

function notify(): void {
  current = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(USER_KEYS).includes(event.key as never)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the user returned by a login or registration call. */
export function rememberCustomer(customer: User): void {
  window.localStorage.setItem(USER_KEYS.user, JSON.stringify(customer));
  window.localStorage.setItem(USER_KEYS.loggedIn, 'true');
  notify();
}

/** Clears user and loggedIn (the account-page logout variant, docs/rules/login.md#logout). */
export function forgetCustomer(): void {
  window.localStorage.removeItem(USER_KEYS.user);
  window.localStorage.setItem(USER_KEYS.loggedIn, 'false');
  notify();
}

/** The customer right now (outside React: the cart's actions at the click). */
export function currentCustomer(): CustomerState {
  return snapshot();
}

/**
 * The logged-in customer. The server render and the first client render see a logged-out
 * visitor; `hydrated` tells a screen when local storage has been read, so protected pages
 * do not flash the login screen at a logged-in shopper.
 */
export function useCustomer(): CustomerState & { hydrated: boolean } {
  const state = useSyncExternalStore(subscribe, snapshot, () => LOGGED_OUT);
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  return { ...state, hydrated };
}
