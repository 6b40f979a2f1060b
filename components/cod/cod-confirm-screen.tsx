// The COD confirmation page's content (docs/rules/orders.md#cash-on-delivery-confirmation),
// rendered on the server from the link's state: the order, Confirm and Cancel while it
// waits (CodDecision: plain forms, enhanced when JavaScript runs), the offer to pay
// online instead (PrepayOffer, which needs JavaScript like any online payment), or what
// became of it.
import Link from 'next/link';
import { rupeesFromPaise } from '@/lib/catalog/money';
import type { CodConfirmationView } from '@/lib/orders/cod-confirmation';
import { showMoment } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { codConfirmTexts as t } from '@/lib/texts/cod-confirmation';
import { CodDecision } from './cod-decision';
import { PrepayOffer } from './prepay-offer';

const money = (paise: number) => rupees(rupeesFromPaise(paise));

/** What to say about a link that no longer waits (or a form just sent). */
function outcomeText(view: CodConfirmationView, result: string | undefined, now: Date): string | null {
  const order = view.orderString;
  if (result === 'confirmed' && view.state === 'confirmed') return t.confirmed(order);
  if (result === 'cancelled' && view.state === 'cancelled') return t.cancelled(order);
  switch (view.state) {
    case 'confirmed': return t.alreadyConfirmed(order);
    case 'cancelled': return t.alreadyCancelled(order);
    case 'prepaid': return t.alreadyPrepaid(order);
    case 'expired': return t.expired(order);
    default:
      if (now.toISOString() >= view.expiresAt) return t.expired(order);
      return view.orderStatus === 'awaiting_confirmation' ? null : t.notWaiting(order);
  }
}

export function CodConfirmScreen({ token, view, result }: { token: string; view: CodConfirmationView | null; result?: string }) {
  if (!view) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t.pageTitle}</h1>
        <p role="alert" className="font-semibold">{t.unknownLink}</p>
      </div>
    );
  }
  const outcome = outcomeText(view, result, new Date());
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t.heading(view.orderString)}</h1>
      <section aria-label={t.items} className="rounded-xl border border-black/15 bg-white p-4 text-sm">
        <ul className="mb-2 flex flex-col gap-1">
          {view.items.map((item, index) => (
            <li key={index}>{item.quantity} × {item.name}</li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-black/10 pt-2 font-semibold">
          <span>{t.total}</span>
          <span data-testid="cod-total">{money(view.totalPaise)}</span>
        </p>
      </section>
      {outcome ? (
        <>
          <p role="status" className="rounded-xl border border-black/15 bg-neutral-50 p-4 font-semibold" data-testid="cod-outcome">{outcome}</p>
          <Link href={routes.myOrders} className="font-semibold text-primary-strong underline">{t.viewOrder}</Link>
        </>
      ) : (
        <>
          {result === 'prepay-failed' && <p role="alert" className="font-semibold text-red-800">{t.prepayFailed}</p>}
          <CodDecision token={token} decideUrl={`${routes.codConfirm(token)}/decide`} intro={<p className="text-sm">{t.intro(t.byWhen(showMoment(view.expiresAt)))}</p>}>
            {view.prepay && (
              <PrepayOffer
                token={token}
                heading={t.prepayHeading(money(view.prepay.prepayDiscountPaise))}
                note={t.prepayNote(money(view.prepay.totalPaise))}
                button={t.prepayButton(money(view.prepay.totalPaise))}
              />
            )}
          </CodDecision>
        </>
      )}
    </div>
  );
}
