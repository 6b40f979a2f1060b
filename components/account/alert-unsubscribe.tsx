// The page an alert message's "To stop alerts" link opens (docs/rules/alerts.md#stopping-alerts):
// the product and one button. A button, not the visit, stops them (mail scanners open
// links too); the form posts to a server action, so it works without JavaScript.
import { alertTexts as t } from '@/lib/texts/alerts';
import { stopAlertsAction } from './alert-unsubscribe-action';

export function AlertUnsubscribe({ token, state }: { token: string; state: { product_name: string; live: boolean } | null }) {
  if (!state) return <p role="alert" className="font-semibold text-red-800">{t.unknownLink}</p>;
  if (!state.live) return <p role="status" className="font-semibold">{t.unsubscribed(state.product_name)}</p>;
  return (
    <form action={stopAlertsAction} className="flex flex-col items-start gap-3">
      <input type="hidden" name="token" value={token} />
      <p>{t.unsubscribeAsk(state.product_name)}</p>
      <button type="submit" className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-stronger">
        {t.unsubscribeButton}
      </button>
    </form>
  );
}
