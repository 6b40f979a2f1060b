'use server';
// The unsubscribe page's form action (docs/rules/alerts.md#stopping-alerts): a server
// action, so the form posts and the page answers without any script in the browser.
import { redirect } from 'next/navigation';
import { stopAlertsByLink } from '@/lib/alerts/alerts';
import { routes } from '@/lib/routes';

export async function stopAlertsAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '').slice(0, 100);
  await stopAlertsByLink(token);
  // The page reads the link's state again: stopped, or unknown.
  redirect(routes.alertStop(token));
}
