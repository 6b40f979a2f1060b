'use client';
// /my-account: the shopper's alerts (store/alertsList; docs/rules/alerts.md#the-account-page),
// each with its product, what it waits for and whether it was sent, and "Stop alert"
// (store/alertsDelete), whose answer is the list after, put in the cache.
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyFor, useApiMutation, useApiQuery } from '@/lib/client/hooks';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { alertTexts as t } from '@/lib/texts/alerts';

export function MyAlerts() {
  const queryClient = useQueryClient();
  const query = useApiQuery('alertsList', {}, { retry: false });
  const stop = useApiMutation('alertsDelete');
  const alerts = query.data?.payload ?? [];

  async function stopOne(alertId: number) {
    try {
      const answer = await stop.mutateAsync({ alert_id: alertId });
      queryClient.setQueryData(queryKeyFor('alertsList', {}), answer);
      toast.success(t.stopped);
    } catch (error) {
      toast.error(t.stopFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <section aria-labelledby="my-alerts-heading" className="mt-4 rounded-xl border border-black/10 p-5">
      <h2 id="my-alerts-heading" className="mb-3 text-lg font-bold text-secondary">{t.mine}</h2>
      {query.isSuccess && alerts.length === 0 && <p className="text-sm text-muted">{t.none}</p>}
      <ul className="divide-y divide-black/10">
        {alerts.map((a) => (
          <li key={a.alert_id} data-testid="my-alert" className="flex flex-col gap-2 py-3 text-sm desk:flex-row desk:items-center desk:justify-between">
            <span className="min-w-0">
              <Link href={routes.product(a.name_url, a.product_id)} className="font-semibold hover:text-primary-strong">{a.product_name}</Link>
              <span className="block text-neutral-700">
                {a.kind === 'back_in_stock' ? t.kindBackInStock : t.kindPriceBelow(rupees(a.target_price ?? 0))}
                {' · '}
                <span className={a.status === 'sent' ? 'font-semibold text-primary-stronger' : ''}>{a.status === 'sent' ? t.statusSent : t.statusLive}</span>
              </span>
            </span>
            {a.status === 'live' && (
              <button
                type="button"
                onClick={() => void stopOne(a.alert_id)}
                disabled={stop.isPending}
                aria-label={t.stopNamed(a.product_name)}
                className="w-fit shrink-0 rounded-lg border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {t.stop}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
