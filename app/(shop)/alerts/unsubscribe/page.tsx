// /alerts/unsubscribe?token=: an alert message's one-tap unsubscribe (docs/rules/alerts.md#stopping-alerts).
// Rendered per request (it reads the link's state); never indexed.
import type { Metadata } from 'next';
import { alertLinkState } from '@/lib/alerts/alerts';
import { alertTexts } from '@/lib/texts/alerts';
import { AlertUnsubscribe } from '@/components/account/alert-unsubscribe';

export const metadata: Metadata = { title: alertTexts.unsubscribeTitle, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default async function AlertUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw.slice(0, 100) : '';
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold">{alertTexts.unsubscribeTitle}</h1>
      <AlertUnsubscribe token={token} state={token ? await alertLinkState(token) : null} />
    </div>
  );
}
