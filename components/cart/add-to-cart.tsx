'use client';
// The add-to-cart control of cards and the product page (docs/rules/cart.md#quantity-limits): an
// Add to cart button, replaced by a quantity stepper once the product is in the cart;
// at zero stock a disabled button ('Sold out!' on cards, 'Out of Stock' on the page).
import type { CartItemSeed } from '@/lib/cart/rules';
import { useCart } from '@/lib/client/cart/use-cart';
import { texts } from '@/lib/texts';

interface Props {
  /** Only the fields a cart line keeps (cartItemSeed): this crosses to the client once per card. */
  product: CartItemSeed;
  /** Where it sits: cards use 'Sold out!', the product page 'Out of Stock'. */
  variant?: 'card' | 'page';
  /** Runs before adding; returning false stops the add (the product page's delivery check). */
  beforeAdd?: () => boolean | Promise<boolean>;
  className?: string;
}

export function QuantityStepper({ productId, name, size = 'md' }: { productId: number; name: string; size?: 'sm' | 'md' }) {
  const cart = useCart();
  const quantity = cart.quantityOf(productId);
  const box = size === 'sm' ? 'h-8 w-8 text-base' : 'h-10 w-10 text-lg';
  return (
    <div className="inline-flex items-center rounded-md border border-add/60 bg-white" role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" className={`${box} font-bold text-add-text hover:bg-add/10`} aria-label={`Decrease quantity of ${name}`} onClick={() => cart.decrease(productId)}>
        −
      </button>
      <output className="min-w-8 px-1 text-center text-sm font-semibold" aria-live="polite" aria-label={`Quantity of ${name} in cart`}>
        {quantity}
      </output>
      <button type="button" className={`${box} font-bold text-add-text hover:bg-add/10`} aria-label={`Increase quantity of ${name}`} onClick={() => cart.increase(productId)}>
        +
      </button>
    </div>
  );
}

export function AddToCart({ product, variant = 'card', beforeAdd, className = '' }: Props) {
  const cart = useCart();
  if (product.stock <= 0) {
    return (
      <button type="button" disabled className={`cursor-not-allowed rounded-md bg-neutral-300 px-3 py-2 text-sm font-semibold text-neutral-600 ${className}`}>
        {variant === 'card' ? texts.soldOutButton : texts.outOfStock}
      </button>
    );
  }
  if (cart.quantityOf(product.product_id) > 0) {
    return <QuantityStepper productId={product.product_id} name={product.name} size={variant === 'card' ? 'sm' : 'md'} />;
  }
  return (
    <button
      type="button"
      className={`btn-add ${className}`}
      aria-label={variant === 'card' ? `${texts.addToCart}: ${product.name}` : undefined}
      onClick={async () => {
        if (beforeAdd && !(await beforeAdd())) return;
        cart.add(product);
      }}
    >
      {texts.addToCart}
    </button>
  );
}
