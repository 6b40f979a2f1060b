// The logged-in cart's conversation with the server (docs/rules/cart.md#the-server-cart). Changes
// run one at a time, each computed from the local cart as it is when its turn comes, so
// quick taps on plus cannot race each other. The local copy always becomes the server's
// answer (prices, stock and clamping are the server's). Errors: 401 means the session
// ended elsewhere (the screens forget the customer); any other failure leaves the local
// cart as it was and the caller shows a notice.
import 'client-only';
import { apiCall, ApiCallError } from '@/lib/client/http';
import { storeIds } from '@/lib/store-ids';
import { forgetCustomer } from '@/lib/client/customer';
import { currentLocalCart, writeLocalCart } from './local-cart';
import type { CartLine } from '@/lib/cart/rules';

let queue: Promise<unknown> = Promise.resolve();

/** Runs `job` after every change queued before it. */
export function enqueueCartChange<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** The message to show for a failed call, and the logout a 401 implies. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiCallError) {
    if (error.status === 401) {
      forgetCustomer();
      writeLocalCart({ saved: false, cartId: null });
    }
    if (error.status < 500 && error.message && !error.message.startsWith('HTTP ')) return error.message;
  }
  return fallback;
}

function keep(lines: CartLine[], cartId?: number | null) {
  const id = cartId ?? lines[0]?.cart_id ?? currentLocalCart().cartId;
  writeLocalCart({ lines, cartId: id ?? null, saved: true });
}

export async function serverAdd(productId: number, choice?: { unit_id: number | null; unit_grade: string | null }): Promise<void> {
  const cart = currentLocalCart();
  const answer = await apiCall('addToCart', {
    company_id: storeIds.companyId, store_id: storeIds.storeId, cart_id: cart.cartId ?? undefined, product_id: productId, quantity: 1,
    unit_id: choice?.unit_id ?? undefined, unit_grade: choice?.unit_grade ?? undefined,
  });
  keep(answer.payload_addTocart);
}

export async function serverSetQuantity(productId: number, quantity: number): Promise<void> {
  const cart = currentLocalCart();
  const answer = await apiCall('updateToCart', { store_id: storeIds.storeId, cart_id: cart.cartId ?? undefined, product_id: productId, quantity });
  keep(answer.payload_cartList);
}

export async function serverRemove(productId: number): Promise<void> {
  const cart = currentLocalCart();
  const answer = await apiCall('removeToCart', { store_id: storeIds.storeId, cart_id: cart.cartId ?? undefined, product_id: productId });
  keep(answer.payload_cartList);
}

/**
 * After a login or registration (docs/rules/cart.md#merging-at-login): a local cart with items is uploaded
 * (the server merges it idempotently and clamps it to stock and allowance); an empty one
 * is replaced by the customer's server cart. Either way the local copy ends saved.
 * Answers false (after the notice) when the server could not be reached.
 */
export async function syncCartAfterLogin(): Promise<boolean> {
  const local = currentLocalCart();
  try {
    if (local.lines.length > 0) {
      const cartJson = JSON.stringify(local.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_id: l.unit_id ?? null, unit_grade: l.unit_grade ?? null })));
      const answer = await apiCall('addToCartMultiple', { company_id: storeIds.companyId, store_id: storeIds.storeId, cartJson });
      writeLocalCart({ lines: answer.payload_cartList_items, cartId: answer.payload_cartList_id, saved: true });
    } else {
      const answer = await apiCall('cartList', { store_id: storeIds.storeId });
      writeLocalCart({ lines: answer.payload_cartList, cartId: answer.payload_cartList_id, saved: true });
    }
    return true;
  } catch (error) {
    console.error('[cart] sync after login failed', error);
    return false;
  }
}
