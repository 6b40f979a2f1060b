'use client';
// The newsletter's unsubscribe button (newsletter/unsubscribe with the link's token).
import { useState } from 'react';
import { apiCall } from '@/lib/client/http';
import { texts } from '@/lib/texts';

const t = texts.newsletter;

export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'failed'; message?: string }>({ kind: 'idle' });
  if (state.kind === 'done') return <p role="status" className="font-semibold">{t.unsubscribed}</p>;
  return (
    <form
      className="flex flex-col items-start gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setState({ kind: 'sending' });
        try {
          await apiCall('newsletterUnsubscribe', { token });
          setState({ kind: 'done' });
        } catch (error) {
          setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : t.unknownLink });
        }
      }}
    >
      {/* A tap before the page's script runs submits the form itself: it then opens this page
          again with the link's token instead of losing it. */}
      <input type="hidden" name="token" value={token} />
      <p>{t.unsubscribeAsk}</p>
      <button type="submit" disabled={state.kind === 'sending'} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
        {t.unsubscribeButton}
      </button>
      {state.kind === 'failed' && <p role="alert" className="text-red-800">{state.message}</p>}
    </form>
  );
}
