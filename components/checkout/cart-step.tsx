'use client';
// Checkout's Cart step (docs/rules/checkout.md#checkout-steps): Item Descriptions, Unit Price, Quantity,
// SubTotal and Savings, with a remove icon and the quantity stepper (lib/client/cart/use-cart
// actions, so the rules and notices are the cart's own); Continue Shopping and Place
// Order. A table on desktop, a list of cards on mobile.
import Link from 'next/link';
import { useCart } from '@/lib/client/cart/use-cart';
import type { CartLine } from '@/lib/cart/rules';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { QuantityStepper } from '@/components/cart/add-to-cart';
import { SafeImage } from '@/components/layout/safe-image';
import { TrashIcon } from '@/components/layout/icons';
import { CartEmi } from '@/components/cart/cart-emi';

const t = screenTexts.checkoutScreens;
const saving = (l: CartLine) => Math.max(0, l.mrp - l.selling_price) * l.quantity;

function RemoveButton({ line }: { line: CartLine }) {
  const cart = useCart();
  return (
    <button
      type="button"
      onClick={() => cart.remove(line.product_id)}
      aria-label={t.removeItem(line.product_name)}
      title={t.removeItem(line.product_name)}
      className="rounded-md p-1.5 text-muted hover:bg-red-50 hover:text-red-700"
    >
      <TrashIcon size={18} />
    </button>
  );
}

function ItemName({ line }: { line: CartLine }) {
  return (
    <div className="flex items-center gap-3">
      <SafeImage src={line.image} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg border border-black/10 object-contain p-1" />
      <div className="min-w-0">
        <Link href={routes.product(line.name_url, line.product_id)} className="line-clamp-2 text-sm font-medium hover:text-primary-strong">
          {line.product_name}
        </Link>
        {/* The chosen unit or grade (docs/rules/units.md#choosing). */}
        {line.unit_label && <p className="text-xs text-muted" data-testid="cart-unit">{line.unit_label}</p>}
      </div>
    </div>
  );
}

export function CartStep({ onPlaceOrder, busy }: { onPlaceOrder: () => void; busy: boolean }) {
  const cart = useCart();
  return (
    <section aria-label={t.stepCart} className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-xl border border-black/15 bg-white max-desk:hidden">
        <table className="w-full text-left text-sm">
          <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-700">
            <tr>
              <th scope="col" className="px-4 py-3">{t.itemDescriptions}</th>
              <th scope="col" className="px-3 py-3">{t.unitPrice}</th>
              <th scope="col" className="px-3 py-3">{t.quantity}</th>
              <th scope="col" className="px-3 py-3">{t.subTotal}</th>
              <th scope="col" className="px-3 py-3">{t.savings}</th>
              <th scope="col" className="px-3 py-3"><span className="sr-only">{screenTexts.checkoutScreens.delete}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-black/10">
            {cart.lines.map((line) => (
              <tr key={line.product_id} data-testid="checkout-line">
                <td className="px-4 py-3"><ItemName line={line} /></td>
                <td className="px-3 py-3">
                  <span className="font-semibold">{rupees(line.selling_price)}</span>
                  {line.mrp > line.selling_price && <s className="block text-xs text-muted">{rupees(line.mrp)}</s>}
                </td>
                <td className="px-3 py-3"><QuantityStepper productId={line.product_id} name={line.product_name} size="sm" /></td>
                <td className="px-3 py-3 font-semibold">{rupees(line.selling_price * line.quantity)}</td>
                <td className="px-3 py-3 text-green-800">{rupees(saving(line))}</td>
                <td className="px-3 py-3"><RemoveButton line={line} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 desk:hidden">
        {cart.lines.map((line) => (
          <li key={line.product_id} className="rounded-xl border border-black/15 bg-white p-3" data-testid="checkout-line">
            <div className="flex items-start justify-between gap-2">
              <ItemName line={line} />
              <RemoveButton line={line} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t.unitPrice}</dt>
              <dd className="text-right font-semibold">{rupees(line.selling_price)}</dd>
              <dt className="text-muted">{t.subTotal}</dt>
              <dd className="text-right font-semibold">{rupees(line.selling_price * line.quantity)}</dd>
              <dt className="text-muted">{t.savings}</dt>
              <dd className="text-right text-green-800">{rupees(saving(line))}</dd>
            </dl>
            <div className="mt-2 flex items-center justify-between">
              <span className="text-sm text-muted">{t.quantity}</span>
              <QuantityStepper productId={line.product_id} name={line.product_name} size="sm" />
            </div>
          </li>
        ))}
      </ul>

      <CartEmi lines={cart.lines} id="checkout" />

      <div className="flex flex-wrap justify-between gap-3">
        <Link href={routes.home} prefetch={false} className="rounded-lg border border-primary-strong px-5 py-2.5 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
          {t.continueShopping}
        </Link>
        <button
          type="button"
          onClick={onPlaceOrder}
          disabled={busy}
          className="rounded-lg bg-add-strong px-6 py-2.5 text-sm font-bold text-white hover:bg-add-stronger disabled:opacity-60"
        >
          {t.placeOrder}
        </button>
      </div>
    </section>
  );
}
