// The actions of docs/rules/cart.md with their notices: every button that adds, raises,
// lowers or removes goes through here, so the rules and the toasts are the same on a
// card, the product page, the drawer and checkout. Plain functions on the local cart as
// it is at the click, so the cards and the product page can load them on the click:
// with the rules, the server calls and the call table they would otherwise ship to every
// page (./use-cart.ts binds them for the drawer and checkout).
//
// Logged in, each change is also made on the server (store/addTocart, updateTocart,
// removeTocart; the last two once the cart is saved) and the local copy becomes the
// server's answer. The local rules run first, so a change the rules refuse never
// reaches the server; a server refusal shows the server's message and leaves the
// local cart as it was.
import 'client-only';
import { toast } from '@/lib/client/toast';
import { currentCustomer } from '@/lib/client/customer';
import { noticeTexts } from '@/lib/texts/notices';
import { currentLocalCart, writeLocalCart } from './local-cart';
import { addLine, decrease, increase, lineFromProduct, removeLine, type CartChange, type CartItemSeed, type CartLine, type UnitChoiceSeed } from '@/lib/cart/rules';
import { enqueueCartChange, failureMessage, serverAdd, serverRemove, serverSetQuantity } from './cart-calls';

function refused(change: CartChange): boolean {
  if (!change.ok && (change.reason === 'limit' || change.reason === 'sold-out')) toast.error(noticeTexts.quantityLimit);
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

const loggedIn = () => currentCustomer().loggedIn;
const onServerSaved = () => loggedIn() && currentLocalCart().saved;

/** `choice`: a product sold by unit, the unit or grade the shopper chose on its page (docs/rules/units.md#choosing). */
export function addToCart(product: CartItemSeed, choice?: UnitChoiceSeed): boolean {
  const change = addLine(currentLocalCart().lines, lineFromProduct(product, choice));
  // Adding a product already in the cart is skipped quietly.
  if (!change.ok && change.reason === 'already-in-cart') return false;
  if (loggedIn()) {
    if (refused(change)) return false;
    onServer(async () => {
      // Checked again at its turn: an earlier queued add may have placed it already.
      if (currentLocalCart().lines.some((l) => l.product_id === product.product_id)) return;
      await serverAdd(product.product_id, choice);
    }, noticeTexts.addedToCart, noticeTexts.cartFailure);
    return true;
  }
  const done = apply(change);
  if (done) toast.success(noticeTexts.addedToCart);
  return done;
}

export function removeFromCart(productId: number): boolean {
  const lines = currentLocalCart().lines;
  if (onServerSaved()) {
    if (refused(removeLine(lines, productId))) return false;
    onServer(() => serverRemove(productId), noticeTexts.removedFromCart, noticeTexts.removeFromCartFailed);
    return true;
  }
  const done = apply(removeLine(lines, productId));
  if (done) toast.success(noticeTexts.removedFromCart);
  return done;
}

function setOnServer(productId: number, step: (current: CartLine[]) => CartChange): boolean {
  if (refused(step(currentLocalCart().lines))) return false;
  onServer(async () => {
    const change = step(currentLocalCart().lines);
    if (!change.ok) {
      refused(change);
      return;
    }
    const quantity = change.lines.find((l) => l.product_id === productId)?.quantity;
    if (quantity === undefined) await serverRemove(productId);
    else await serverSetQuantity(productId, quantity);
  }, null, noticeTexts.cartFailure);
  return true;
}

export function decreaseInCart(productId: number): boolean {
  const lines = currentLocalCart().lines;
  const line = lines.find((l) => l.product_id === productId);
  if (line && line.quantity <= 1) return removeFromCart(productId);
  if (onServerSaved()) return setOnServer(productId, (current) => decrease(current, productId));
  return apply(decrease(lines, productId));
}

export function increaseInCart(productId: number): boolean {
  if (onServerSaved()) return setOnServer(productId, (current) => increase(current, productId));
  return apply(increase(currentLocalCart().lines, productId));
}
