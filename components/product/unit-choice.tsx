'use client';
// The small client part of choosing a unit (docs/rules/units.md#choosing): the unit list
// itself is rendered on the server (./unit-list.tsx) with plain radio buttons carrying
// each choice's price, pieces and warranty as data attributes; this module only reads
// which one is checked (one document-level change listener), adds that choice to the
// cart, and shows the chosen unit's warranty in the "We Promise" panel.
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import type { CartItemSeed } from '@/lib/cart/rules';
import { useLocalCart } from '@/lib/client/cart/local-cart';
import { toast } from '@/lib/client/toast';
import { routes } from '@/lib/routes';
import { cardTexts } from '@/lib/texts/cards';
import { UNIT_CHOICE_NAME } from '@/lib/products/unit-grades';
import { unitTexts } from '@/lib/texts/units';
import { QuantityStepper } from '@/components/cart/add-to-cart';
import { useDelivery } from './delivery-context';

const cartActions = () => import('@/lib/client/cart/cart-actions');

const checked = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>(`input[name="${UNIT_CHOICE_NAME}"]:checked`);

function subscribe(listener: () => void): () => void {
  const onChange = (event: Event) => {
    if ((event.target as HTMLInputElement | null)?.name === UNIT_CHOICE_NAME) listener();
  };
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}

/** The checked choice's value ('u:<unit id>' or 'g:<grade>'), '' before hydration or when none. */
function useChoice(): string {
  return useSyncExternalStore(subscribe, () => checked()?.value ?? '', () => '');
}

/** The warranty the "We Promise" panel shows: the chosen unit's own, else the product's (rendered on the server). */
export function ChosenWarranty({ fallback }: { fallback: string }) {
  const value = useChoice();
  const input = value ? document.querySelector<HTMLInputElement>(`input[name="${UNIT_CHOICE_NAME}"][value="${value}"]`) : null;
  return <span data-testid="promise-warranty">{input?.dataset.warranty || fallback}</span>;
}

export function UnitBuyBox({ product }: { product: CartItemSeed }) {
  const { lines } = useLocalCart();
  const delivery = useDelivery();
  useChoice(); // re-render on a new choice (the line below reads the checked one)
  const line = lines.find((l) => l.product_id === product.product_id);
  if (line && product.stock > 0) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper productId={product.product_id} name={product.name} />
        <Link href={routes.checkout} className="rounded-md border border-add-strong px-5 py-2 text-sm font-semibold text-add-text hover:bg-add/10">
          {cardTexts.goToCart}
        </Link>
        {line.unit_label && (
          <p className="w-full text-sm" data-testid="unit-in-cart">
            {unitTexts.chosen}: <strong>{line.unit_label}</strong>
          </p>
        )}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="btn-add min-w-44 px-6 py-3 text-base"
      onClick={async () => {
        const input = checked();
        if (!input) {
          toast.error(unitTexts.chooseFirst);
          return;
        }
        const load = cartActions();
        if (!(await delivery.serviceableForCart())) return;
        const [kind, id] = [input.value.slice(0, 2), input.value.slice(2)];
        (await load).addToCart(product, {
          unit_id: kind === 'u:' ? Number(id) : null,
          unit_grade: kind === 'g:' ? id : null,
          unit_label: input.dataset.label ?? '',
          price: Number(input.dataset.price),
          available: Number(input.dataset.available),
        });
      }}
    >
      {cardTexts.addToCart}
    </button>
  );
}
