// The shopper's cart as the drawer and checkout use it: the local cart
// (docs/rules/cart.md#the-guest-cart) with its count and subtotal, and the actions of
// ./cart-actions.ts. A header or card that only shows the cart reads ./local-cart.ts.
import 'client-only';
import { useMemo } from 'react';
import { quantityIn, useLocalCart } from './local-cart';
import { subtotal, type CartItemSeed, type CartLine } from '@/lib/cart/rules';
import { addToCart, decreaseInCart, increaseInCart, removeFromCart } from './cart-actions';

export interface CartActions {
  lines: CartLine[];
  count: number;
  subtotal: number;
  quantityOf(productId: number): number;
  add(product: CartItemSeed): boolean;
  increase(productId: number): boolean;
  decrease(productId: number): boolean;
  remove(productId: number): boolean;
}

export function useCart(): CartActions {
  const { lines } = useLocalCart();
  return useMemo(
    () => ({
      lines,
      count: lines.length,
      subtotal: subtotal(lines),
      quantityOf: (productId: number) => quantityIn(lines, productId),
      add: addToCart,
      increase: increaseInCart,
      decrease: decreaseInCart,
      remove: removeFromCart,
    }),
    [lines],
  );
}
