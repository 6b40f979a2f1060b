'use client';
// The product page's cart controls: Add to cart (after the pincode
// serviceability check when a pincode was entered), replaced by the quantity stepper
// once in the cart, with a 'Go to cart' link to /checkout; a disabled 'Out of Stock'
// button at zero stock. The stepper's limit notice comes from the cart rules.
import Link from 'next/link';
import type { CartItemSeed } from '@/lib/cart/rules';
import { quantityIn, useLocalCart } from '@/lib/client/cart/local-cart';
import { routes } from '@/lib/routes';
import { cardTexts } from '@/lib/texts/cards';
import { productControlTexts } from '@/lib/texts/product-controls';
import { AddToCart } from '@/components/cart/add-to-cart';
import { useDelivery } from './delivery-context';

export function BuyBox({ product }: { product: CartItemSeed }) {
  const { lines } = useLocalCart();
  const delivery = useDelivery();
  const inCart = product.stock > 0 && quantityIn(lines, product.product_id) > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {inCart && <span className="text-sm font-semibold">{productControlTexts.quantity}</span>}
      <AddToCart product={product} variant="page" beforeAdd={delivery.serviceableForCart} className="min-w-44 px-6 py-3 text-base" />
      {inCart && (
        <Link href={routes.checkout} className="rounded-md border border-add-strong px-5 py-2 text-sm font-semibold text-add-text hover:bg-add/10">
          {cardTexts.goToCart}
        </Link>
      )}
    </div>
  );
}
