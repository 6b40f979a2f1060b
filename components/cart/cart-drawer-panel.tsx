'use client';
// The cart popup of the desktop header, loaded the first time it opens
// (components/cart/cart-drawer.tsx): titled
// SHOPPING BAG; each line with its picture, name, quantity, price, minus, plus and
// remove; the subtotal with its note; CHECKOUT to /checkout; and 'Your cart is
// empty' with 'Continue shopping'. A modal dialog: focus stays inside, Escape closes.
// It is a plain element rather than <dialog>.showModal() so the sonner notices (top
// right) stay above it instead of under the top layer.
import Link from 'next/link';
import { useId } from 'react';
import { useCart } from '@/lib/client/cart/use-cart';
import type { CartLine } from '@/lib/cart/rules';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { cardTexts } from '@/lib/texts/cards';
import { layoutTexts } from '@/lib/texts/layout';
import { QuantityStepper } from './add-to-cart';
import { CartEmi } from './cart-emi';
import { SafeImage } from '@/components/layout/safe-image';
import { BagIcon, CloseIcon, TrashIcon } from '@/components/layout/icons';
import { Drawer } from '@/components/layout/drawer';

function CartLineItem({ line, onFollow }: { line: CartLine; onFollow: () => void }) {
  const cart = useCart();
  const href = routes.product(line.name_url, line.product_id);
  const struck = line.mrp > line.selling_price;
  return (
    <li className="flex gap-3 py-4">
      <Link href={href} onClick={onFollow} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden rounded-lg border border-black/10 bg-neutral-50">
        <SafeImage src={line.image} alt="" width={80} height={80} className="h-20 w-20 object-contain p-1" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-2">
          <Link href={href} onClick={onFollow} className={`line-clamp-2 flex-1 text-sm font-medium leading-snug hover:text-primary-strong`}>
            {line.product_name}
            {line.unit_label && <span className="block text-xs text-muted">{line.unit_label}</span>}
          </Link>
          <button
            type="button"
            aria-label={layoutTexts.removeFromCart(line.product_name)}
            title={layoutTexts.removeFromCart(line.product_name)}
            onClick={() => cart.remove(line.product_id)}
            className="-mr-1 -mt-1 rounded-md p-1.5 text-muted transition hover:bg-red-50 hover:text-red-600"
          >
            <TrashIcon size={18} />
          </button>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold">{rupees(line.selling_price)}</span>
          {struck && <s className="text-xs text-muted">{rupees(line.mrp)}</s>}
        </p>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper productId={line.product_id} name={line.product_name} size="sm" />
          <span className="text-xs text-muted">
            {layoutTexts.quantity}: {line.quantity}
          </span>
        </div>
      </div>
    </li>
  );
}

export function CartDrawerPanel({ open, close }: { open: boolean; close: () => void }) {
  const cart = useCart();
  const titleId = useId();

  return (
    <Drawer open={open} onClose={close} side="right" labelledBy={titleId} className="w-full max-w-md">
      <div className="flex items-center justify-between border-b border-black/10 px-5 py-4">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold tracking-wide">
          <BagIcon className="text-primary-dark" />
          {cardTexts.shoppingBag}
          {cart.count > 0 && <span className="text-sm font-medium text-muted">({cart.count})</span>}
        </h2>
        <button type="button" onClick={close} aria-label={layoutTexts.closeCart} className="rounded-md p-1.5 transition hover:bg-neutral-100">
          <CloseIcon />
        </button>
      </div>

      {cart.count === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
            <BagIcon size={40} />
          </span>
          <p className="text-lg font-semibold">{cardTexts.cartEmpty}</p>
          <Link href={routes.home} prefetch={false} onClick={close} className={`rounded-lg px-6 py-2.5 text-sm font-semibold transition bg-primary-strong text-white hover:bg-primary-stronger`}>
            {cardTexts.continueShopping}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-black/10 overflow-y-auto px-5">
            {cart.lines.map((line) => (
              <CartLineItem key={line.product_id} line={line} onFollow={close} />
            ))}
          </ul>
          <div className="border-t border-black/10 bg-neutral-50 px-5 py-4">
            <p className="flex items-center justify-between text-base">
              <span className="font-semibold">{layoutTexts.subtotal}</span>
              <span className="font-bold">{rupees(cart.subtotal)}</span>
            </p>
            <p className="mt-1 text-xs text-muted">{cardTexts.cartNote}</p>
            <div className="mt-2">
              <CartEmi lines={cart.lines} id="cart" />
            </div>
            <Link
              href={routes.checkout}
              onClick={close}
              className={`mt-4 block rounded-lg py-3 text-center text-sm font-bold tracking-wider transition bg-add-strong text-white hover:bg-add-stronger`}
            >
              {cardTexts.checkout}
            </Link>
          </div>
        </>
      )}
    </Drawer>
  );
}
