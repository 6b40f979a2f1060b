'use client';
// The shopper's cart as components use it: the local cart (SPEC section 3 keys) plus
// the actions of SPEC section 4 with their notices. Every button that adds, raises,
// lowers or removes goes through here, so the rules and the toasts are the same on a
// card, the product page, the drawer and checkout.
import { useCallback, useMemo } from 'react';
import { toast } from 'sonner';
import type { ProductCard } from '@/lib/contract';
import { texts } from '@/lib/texts';
import { useLocalCart, writeLocalCart } from './local-cart';
import { addLine, decrease, increase, lineFromProduct, removeLine, subtotal, type CartChange, type CartLine } from './rules';

export interface CartActions {
  lines: CartLine[];
  count: number;
  subtotal: number;
  quantityOf(productId: number): number;
  add(product: ProductCard): boolean;
  increase(productId: number): boolean;
  decrease(productId: number): boolean;
  remove(productId: number): boolean;
}

function apply(change: CartChange): boolean {
  if (!change.ok) {
    if (change.reason === 'limit' || change.reason === 'sold-out') toast.error(texts.quantityLimit);
    return false;
  }
  writeLocalCart({ lines: change.lines });
  return true;
}

export function useCart(): CartActions {
  const cart = useLocalCart();
  const lines = cart.lines;

  const quantityOf = useCallback((productId: number) => lines.find((l) => l.product_id === productId)?.quantity ?? 0, [lines]);

  const add = useCallback((product: ProductCard) => {
    const change = addLine(lines, lineFromProduct(product));
    // SPEC: adding a product already in the cart is skipped quietly.
    if (!change.ok && change.reason === 'already-in-cart') return false;
    const done = apply(change);
    if (done) toast.success(texts.addedToCart);
    return done;
  }, [lines]);

  const remove = useCallback((productId: number) => {
    const done = apply(removeLine(lines, productId));
    if (done) toast.success(texts.removedFromCart);
    return done;
  }, [lines]);

  const lower = useCallback((productId: number) => {
    const line = lines.find((l) => l.product_id === productId);
    if (line && line.quantity <= 1) return remove(productId);
    return apply(decrease(lines, productId));
  }, [lines, remove]);

  const raise = useCallback((productId: number) => apply(increase(lines, productId)), [lines]);

  return useMemo(
    () => ({ lines, count: lines.length, subtotal: subtotal(lines), quantityOf, add, increase: raise, decrease: lower, remove }),
    [lines, quantityOf, add, raise, lower, remove],
  );
}
