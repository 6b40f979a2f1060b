// How many shoppers wait for a product with a live alert (docs/rules/alerts.md#the-console):
// a reason to restock it or lower its price. Nothing when none waits.
import { sellerEmiTexts } from '@/lib/texts/seller/emi';

export function WaitingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span data-testid="waiting-alerts" title={sellerEmiTexts.waitingTitle(count)} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {sellerEmiTexts.waiting(count)}
    </span>
  );
}
