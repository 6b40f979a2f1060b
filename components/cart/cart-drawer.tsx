'use client';
// Opens and closes the cart popup of the desktop header (docs/rules/cart.md) from anywhere;
// the popup itself (components/cart/cart-drawer-panel.tsx) loads when it first opens.
import { usePathname } from 'next/navigation';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

const CartDrawerPanel = lazy(() => import('./cart-drawer-panel').then((m) => ({ default: m.CartDrawerPanel })));

interface DrawerState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CartDrawerContext = createContext<DrawerState | null>(null);

/** Opens and closes the cart drawer from anywhere (header button, "Go to cart" links). */
export function useCartDrawer(): DrawerState {
  const state = useContext(CartDrawerContext);
  if (!state) throw new Error('useCartDrawer needs <CartDrawerProvider>');
  return state;
}

export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // The panel loads on the first opening and stays mounted after it.
  const [wanted, setWanted] = useState(false);
  const open = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const pathname = usePathname();
  // Following a link out of the drawer (a product, CHECKOUT) closes it.
  useEffect(() => setOpen(false), [pathname]);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return (
    <CartDrawerContext.Provider value={value}>
      {children}
      <Suspense>{wanted && <CartDrawerPanel open={isOpen} close={close} />}</Suspense>
    </CartDrawerContext.Provider>
  );
}
