'use client';
// The product page's cart controls: Add to cart (after the pincode
// serviceability check when a pincode was entered), replaced by the quantity stepper
// once in the cart, with a 'Go to cart' link to /checkout; a disabled 'Out of Stock'
// button at zero stock. The stepper's limit notice comes from the cart rules.
import Link from 'next/link';
import type { CartItemSeed } from '@/lib/cart/rules';
import { useCart } from '@/lib/client/cart/use-cart';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { productTexts } from '@/lib/texts/product';
import { AddToCart } from '@/components/cart/add-to-cart';
import { useDelivery } from './delivery-context';

export function BuyBox({ product }: { product: CartItemSeed }) {
  const cart = useCart();
  const delivery = useDelivery();
  const inCart = product.stock > 0 && cart.quantityOf(product.product_id) > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {inCart && <span className="text-sm font-semibold">{productTexts.quantity}</span>}
      <AddToCart product={product} variant="page" beforeAdd={delivery.serviceableForCart} className="min-w-44 px-6 py-3 text-base" />
      {inCart && (
        <Link href={routes.checkout} className="rounded-md border border-add-strong px-5 py-2 text-sm font-semibold text-add-text hover:bg-add/10">
          {texts.goToCart}
        </Link>
      )}
    </div>
  );
}
