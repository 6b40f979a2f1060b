'use client';
// Confirm and Cancel on the COD confirmation page: two plain forms posting to the page's
// route (so they work before or without JavaScript); with JavaScript, sent as
// store/confirmCod and store/cancelCod and answered in place: the answer then replaces the
// page's undecided part (the intro above the buttons and the offer below them).
import { useState, type ReactNode } from 'react';
import { apiCall } from '@/lib/client/http';
import { codConfirmTexts as t } from '@/lib/texts/cod-confirmation';

type State = { kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; text: string };

export function CodDecision({ token, decideUrl, intro, children }: { token: string; decideUrl: string; intro: ReactNode; children?: ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (state.kind === 'done') return <p role="status" className="rounded-xl border border-black/15 bg-neutral-50 p-4 font-semibold" data-testid="cod-outcome">{state.text}</p>;

  async function decide(event: React.FormEvent<HTMLFormElement>, decision: 'confirm' | 'cancel') {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const answer = await apiCall(decision === 'confirm' ? 'confirmCod' : 'cancelCod', { token });
      setState({ kind: 'done', text: answer.payload.text });
    } catch (error) {
      setState({ kind: 'failed', text: error instanceof Error && error.message ? error.message : t.unknownLink });
    }
  }

  const busy = state.kind === 'sending';
  return (
    <div className="flex flex-col gap-3">
      {intro}
      <div className="flex flex-wrap gap-3">
        <form method="post" action={decideUrl} onSubmit={(event) => decide(event, 'confirm')}>
          <input type="hidden" name="decision" value="confirm" />
          <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-primary-strong px-5 py-2 font-semibold text-white disabled:opacity-50">{t.confirm}</button>
        </form>
        <form method="post" action={decideUrl} onSubmit={(event) => decide(event, 'cancel')}>
          <input type="hidden" name="decision" value="cancel" />
          <button type="submit" disabled={busy} className="min-h-11 rounded-lg border border-black/30 bg-white px-5 py-2 font-semibold disabled:opacity-50">{t.cancel}</button>
        </form>
      </div>
      {state.kind === 'failed' && <p role="alert" className="font-semibold text-red-800">{state.text}</p>}
      {children}
    </div>
  );
}
