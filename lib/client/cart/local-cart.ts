// The cart kept in the browser (docs/rules/cart.md#the-guest-cart): local storage keys cartData, cartID and
// cartSaved, shared by every component through one small external store, and kept in
// step across tabs through the storage event.
import 'client-only';
import { useSyncExternalStore } from 'react';
import type { CartLine } from '@/lib/cart/rules';

export const CART_KEYS = { lines: 'cartData', id: 'cartID', saved: 'cartSaved' } as const;

export interface LocalCart {
  lines: CartLine[];
  cartId: number | null;
  saved: boolean;
}

const EMPTY: LocalCart = { lines: [], cartId: null, saved: false };
let current: LocalCart | null = null;
const listeners = new Set<() => void>();

function parseLines(raw: string | null): CartLine[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value.filter((l) => l && typeof l === 'object' && Number.isInteger(l.product_id)) as CartLine[]) : [];
  } catch {
    return []; // a damaged entry is dropped rather than breaking every page
  }
}

function read(): LocalCart {
  if (typeof window === 'undefined') return EMPTY;
  const cartId = Number(window.localStorage.getItem(CART_KEYS.id));
  return {
    lines: parseLines(window.localStorage.getItem(CART_KEYS.lines)),
    cartId: Number.isInteger(cartId) && cartId > 0 ? cartId : null,
    saved: window.localStorage.getItem(CART_KEYS.saved) === 'true',
  };
}

function snapshot(): LocalCart {
  current ??= read();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(CART_KEYS).includes(event.key as never)) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeLocalCart(next: Partial<LocalCart>): void {
  const merged = { ...snapshot(), ...next };
  window.localStorage.setItem(CART_KEYS.lines, JSON.stringify(merged.lines));
  if (merged.cartId) window.localStorage.setItem(CART_KEYS.id, String(merged.cartId));
  else window.localStorage.removeItem(CART_KEYS.id);
  window.localStorage.setItem(CART_KEYS.saved, String(merged.saved));
  current = merged;
  for (const listener of listeners) listener();
}

/** The local cart; the server render and the first client render see an empty cart. */
export function useLocalCart(): LocalCart {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** The local cart right now (outside React: the login merge and queued server changes). */
export function currentLocalCart(): LocalCart {
  return snapshot();
}

/** How many of a product the cart holds (0 when it is not in the cart). */
export function quantityIn(lines: CartLine[], productId: number): number {
  return lines.find((l) => l.product_id === productId)?.quantity ?? 0;
}
