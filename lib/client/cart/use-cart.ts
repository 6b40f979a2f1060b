// The shopper's cart as components use it: the local cart (docs/rules/cart.md#the-guest-cart) plus
// the actions of docs/rules/cart.md with their notices. Every button that adds, raises,
// lowers or removes goes through here, so the rules and the toasts are the same on a
// card, the product page, the drawer and checkout.
//
// Logged in, each change is also made on the server (store/addTocart, updateTocart,
// removeTocart; the last two once the cart is saved) and the local copy becomes the
// server's answer. The local rules run first, so a change the rules refuse never
// reaches the server; a server refusal shows the server's message and leaves the
// local cart as it was.
import 'client-only';
import { useCallback, useMemo } from 'react';
import { toast } from '@/lib/client/toast';
import { useCustomer } from '@/lib/client/customer';
import { texts } from '@/lib/texts';
import { currentLocalCart, useLocalCart, writeLocalCart } from './local-cart';
import { addLine, decrease, increase, lineFromProduct, removeLine, subtotal, type CartChange, type CartItemSeed, type CartLine } from '@/lib/cart/rules';
import { enqueueCartChange, failureMessage, serverAdd, serverRemove, serverSetQuantity } from './cart-calls';

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

function refused(change: CartChange): boolean {
  if (!change.ok && (change.reason === 'limit' || change.reason === 'sold-out')) toast.error(texts.quantityLimit);
  return !change.ok;
}

function apply(change: CartChange): boolean {
  if (refused(change)) return false;
  writeLocalCart({ lines: change.lines });
  return true;
}

/** Runs a server change in turn; its notice on success, the server's message on failure. */
function onServer(job: () => Promise<void>, success: string | null, fallbackFailure: string): void {
  void enqueueCartChange(job).then(
    () => {
      if (success) toast.success(success);
    },
    (error: unknown) => toast.error(failureMessage(error, fallbackFailure)),
  );
}

export function useCart(): CartActions {
  const cart = useLocalCart();
  const { loggedIn } = useCustomer();
  const lines = cart.lines;
  const onServerSaved = loggedIn && cart.saved;

  const quantityOf = useCallback((productId: number) => lines.find((l) => l.product_id === productId)?.quantity ?? 0, [lines]);

  const add = useCallback((product: CartItemSeed) => {
    const change = addLine(lines, lineFromProduct(product));
    // Adding a product already in the cart is skipped quietly.
    if (!change.ok && change.reason === 'already-in-cart') return false;
    if (loggedIn) {
      if (refused(change)) return false;
      onServer(async () => {
        // Checked again at its turn: an earlier queued add may have placed it already.
        if (currentLocalCart().lines.some((l) => l.product_id === product.product_id)) return;
        await serverAdd(product.product_id);
      }, texts.addedToCart, texts.cartFailure);
      return true;
    }
    const done = apply(change);
    if (done) toast.success(texts.addedToCart);
    return done;
  }, [lines, loggedIn]);

  const remove = useCallback((productId: number) => {
    if (onServerSaved) {
      if (refused(removeLine(lines, productId))) return false;
      onServer(() => serverRemove(productId), texts.removedFromCart, texts.removeFromCartFailed);
      return true;
    }
    const done = apply(removeLine(lines, productId));
    if (done) toast.success(texts.removedFromCart);
    return done;
  }, [lines, onServerSaved]);

  const setOnServer = useCallback((productId: number, step: (current: CartLine[]) => CartChange) => {
    if (refused(step(lines))) return false;
    onServer(async () => {
      const change = step(currentLocalCart().lines);
      if (!change.ok) {
        refused(change);
        return;
      }
      const quantity = change.lines.find((l) => l.product_id === productId)?.quantity;
      if (quantity === undefined) await serverRemove(productId);
      else await serverSetQuantity(productId, quantity);
    }, null, texts.cartFailure);
    return true;
  }, [lines]);

  const lower = useCallback((productId: number) => {
    const line = lines.find((l) => l.product_id === productId);
    if (line && line.quantity <= 1) return remove(productId);
    if (onServerSaved) return setOnServer(productId, (current) => decrease(current, productId));
    return apply(decrease(lines, productId));
  }, [lines, remove, onServerSaved, setOnServer]);

  const raise = useCallback((productId: number) => {
    if (onServerSaved) return setOnServer(productId, (current) => increase(current, productId));
    return apply(increase(lines, productId));
  }, [lines, onServerSaved, setOnServer]);

  return useMemo(
    () => ({ lines, count: lines.length, subtotal: subtotal(lines), quantityOf, add, increase: raise, decrease: lower, remove }),
    [lines, quantityOf, add, raise, lower, remove],
  );
}
