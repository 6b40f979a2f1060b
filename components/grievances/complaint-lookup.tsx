'use client';
// The contact page's "Check a complaint": a complaint's state by its ticket number and the
// mobile number given with it (store/complaintStatus), for a shopper who filed logged out.
import { useState, type FormEvent } from 'react';
import { apiCall, ApiCallError } from '@/lib/client/http';
import type { ShopperGrievance } from '@/lib/grievances/types';
import { screenTexts } from '@/lib/texts/screens';
import { complaintInputClass } from './complaint-form';
import { ComplaintView } from './complaint-view';

const g = screenTexts.grievances;

export function ComplaintLookup() {
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<ShopperGrievance | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    setFound(null);
    try {
      const answer = await apiCall('complaintStatus', {
        ticket: String(form.get('ticket') ?? '').trim(), phone: String(form.get('phone') ?? '').replace(/\D/g, '').slice(-10),
      });
      setFound(answer.payload);
    } catch (error) {
      const errors = error instanceof ApiCallError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      setFailure(errors ? Object.entries(errors).map(([k, v]) => `${k === 'ticket' ? g.ticket : g.phone} ${v}`).join('. ') : error instanceof Error ? error.message : g.notFound);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="complaint-lookup-heading" className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm desk:p-8">
      <h2 id="complaint-lookup-heading" className="text-lg font-semibold text-secondary">{g.lookupHeading}</h2>
      <p className="mt-1 text-sm text-muted">{g.lookupIntro}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <label className="block text-sm font-medium text-secondary">
          {g.ticket}
          <input name="ticket" required placeholder="GRV-20261128-AB2C" autoCapitalize="characters" className={`${complaintInputClass} font-mono`} />
        </label>
        <label className="block text-sm font-medium text-secondary">
          {g.phone}
          <input name="phone" type="tel" required inputMode="numeric" maxLength={14} className={complaintInputClass} />
        </label>
        <button type="submit" disabled={busy} className="rounded-lg border border-primary bg-white px-5 py-2.5 text-sm font-semibold text-(--accent) hover:bg-primary-soft disabled:opacity-60">
          {g.lookup}
        </button>
      </form>
      {failure && <p role="alert" className="mt-3 text-sm text-red-700">{failure}</p>}
      {found && <div className="mt-4"><ComplaintView complaint={found} /></div>}
    </section>
  );
}
