// "EMI from ₹X/month" and, on request, the table of plans (docs/rules/alerts.md#emi): the
// figures come computed from the server (lib/emi), so this only lays them out. A native
// <details>: the table opens without any script. Used by the product page (a server
// component) and the cart (client), so it holds no state.
import type { EmiOffer as Offer } from '@/lib/emi/emi';
import { rupeesRounded } from '@/lib/pricing';
import { emiTexts as t } from '@/lib/texts/alerts';

export function EmiOffer({ offer, id }: { offer: Offer | null; id: string }) {
  if (!offer) return null;
  const noCost = offer.plans.some((p) => p.no_cost);
  return (
    <details className="group rounded-lg border border-black/10 bg-white px-3 py-2 text-sm" data-testid={`emi-${id}`}>
      <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold" data-testid="emi-from">{t.from(rupeesRounded(offer.from))}</span>
        <span className="text-primary-strong underline group-open:no-underline">{t.plansSummary}</span>
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-xs" aria-label={t.plansSummary}>
          <thead className="text-neutral-700">
            <tr>
              <th scope="col" className="py-1 pr-2">{t.bank}</th>
              <th scope="col" className="py-1 pr-2">{t.months}</th>
              <th scope="col" className="py-1 pr-2">{t.rate}</th>
              <th scope="col" className="py-1 pr-2 text-right">{t.monthly}</th>
              <th scope="col" className="py-1 text-right">{t.total}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-black/10">
            {offer.plans.map((p) => (
              <tr key={p.plan_id} data-testid="emi-plan-row">
                <td className="py-1 pr-2">{p.bank}</td>
                <td className="py-1 pr-2">{p.tenure_months}</td>
                <td className="py-1 pr-2">{p.no_cost ? t.noCost : t.ratePercent(p.annual_rate)}</td>
                <td className="py-1 pr-2 text-right font-semibold">{rupeesRounded(p.monthly)}</td>
                <td className="py-1 text-right">{rupeesRounded(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-neutral-700">{t.roundingNote}</p>
        {noCost && <p className="mt-1 text-xs text-neutral-700">{t.noCostNote}</p>}
      </div>
    </details>
  );
}
