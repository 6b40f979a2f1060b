'use client';
// The add-to-cart control of cards and the product page (docs/rules/cart.md#quantity-limits): an
// Add to cart button, replaced by a quantity stepper once the product is in the cart;
// at zero stock a disabled button ('Sold out!' on cards, 'Out of Stock' on the page).
import type { CartItemSeed } from '@/lib/cart/rules';
import { quantityIn, useLocalCart } from '@/lib/client/cart/local-cart';
import { cardTexts } from '@/lib/texts/cards';

interface Props {
  /** At least the fields a cart line keeps (a server component hands only those, cartItemSeed). */
  product: CartItemSeed;
  /** Where it sits: cards use 'Sold out!', the product page 'Out of Stock'. */
  variant?: 'card' | 'page';
  /** Runs before adding; returning false stops the add (the product page's delivery check). */
  beforeAdd?: () => boolean | Promise<boolean>;
  className?: string;
}

// The cart's actions (with its rules and server calls) load on the first click: every
// page with a card would otherwise ship them.
const cartActions = () => import('@/lib/client/cart/cart-actions');

export function QuantityStepper({ productId, name, size = 'md' }: { productId: number; name: string; size?: 'sm' | 'md' }) {
  const quantity = quantityIn(useLocalCart().lines, productId);
  const box = size === 'sm' ? 'h-8 w-8 text-base' : 'h-10 w-10 text-lg';
  return (
    <div className="inline-flex items-center rounded-md border border-add/60 bg-white" role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" className={`${box} font-bold text-add-text hover:bg-add/10`} aria-label={`Decrease quantity of ${name}`} onClick={async () => (await cartActions()).decreaseInCart(productId)}>
        −
      </button>
      <output className="min-w-8 px-1 text-center text-sm font-semibold" aria-live="polite" aria-label={`Quantity of ${name} in cart`}>
        {quantity}
      </output>
      <button type="button" className={`${box} font-bold text-add-text hover:bg-add/10`} aria-label={`Increase quantity of ${name}`} onClick={async () => (await cartActions()).increaseInCart(productId)}>
        +
      </button>
    </div>
  );
}

export function AddToCart({ product, variant = 'card', beforeAdd, className = '' }: Props) {
  const { lines } = useLocalCart();
  if (product.stock <= 0) {
    return (
      <button type="button" disabled className={`cursor-not-allowed rounded-md bg-neutral-300 px-3 py-2 text-sm font-semibold text-neutral-600 ${className}`}>
        {variant === 'card' ? cardTexts.soldOutButton : cardTexts.outOfStock}
      </button>
    );
  }
  if (quantityIn(lines, product.product_id) > 0) {
    return <QuantityStepper productId={product.product_id} name={product.name} size={variant === 'card' ? 'sm' : 'md'} />;
  }
  return (
    <button
      type="button"
      className={`btn-add ${className}`}
      aria-label={variant === 'card' ? `${cardTexts.addToCart}: ${product.name}` : undefined}
      onClick={async () => {
        const load = cartActions();
        if (beforeAdd && !(await beforeAdd())) return;
        (await load).addToCart(product);
      }}
    >
      {cardTexts.addToCart}
    </button>
  );
}
