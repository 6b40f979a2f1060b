'use client';
// The header's cart control: on desktop a button opening the cart
// drawer, on mobile (560 px and below) a link to /checkout. Both show a count badge
// while the cart has lines (count = number of lines).
import Link from 'next/link';
import { useLocalCart } from '@/lib/client/cart/local-cart';
import { routes } from '@/lib/routes';
import { layoutTexts } from '@/lib/texts/layout';
import { CartIcon } from '@/components/layout/icons';
import { useCartDrawer } from './cart-drawer';

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className={`absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-bold leading-none ring-2 ring-white bg-add-strong text-white`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Desktop: opens the drawer. Hidden at mobile widths. */
export function CartButton({ showLabel = true }: { showLabel?: boolean }) {
  const count = useLocalCart().lines.length;
  const drawer = useCartDrawer();
  const name = count > 0 ? layoutTexts.cartWithCount(count) : layoutTexts.cart;
  return (
    <button
      type="button"
      aria-label={name}
      aria-haspopup="dialog"
      onClick={drawer.open}
      className="hidden items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold transition hover:bg-neutral-100 desk:flex"
    >
      <span className="relative">
        <CartIcon className="text-primary-dark" />
        <Badge count={count} />
      </span>
      {showLabel && <span className="hidden lg:inline">{layoutTexts.cart}</span>}
    </button>
  );
}

/** Mobile: a link to /checkout. Hidden at desktop widths. */
export function CartLink() {
  const count = useLocalCart().lines.length;
  const name = count > 0 ? layoutTexts.cartWithCount(count) : layoutTexts.cart;
  return (
    <Link href={routes.checkout} aria-label={name} className="relative flex h-10 w-10 items-center justify-center rounded-lg transition hover:bg-neutral-100 desk:hidden">
      <span className="relative">
        <CartIcon />
        <Badge count={count} />
      </span>
    </Link>
  );
}
