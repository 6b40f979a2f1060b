'use client';
// /my-account: order updates on WhatsApp, on since when or off, and the box that turns
// them on or off (store/whatsappUpdates). Shown only while the shop sends WhatsApp
// messages, as the server answers; its answer is the new state, put in the cache.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyFor, useApiMutation, useApiQuery } from '@/lib/client/hooks';
import { toast } from '@/lib/client/toast';
import { showDate } from '@/lib/orders/display';
import { screenTexts } from '@/lib/texts/screens';

const w = screenTexts.whatsappUpdates;

export function WhatsappUpdatesCard() {
  const queryClient = useQueryClient();
  const query = useApiQuery('whatsappUpdates', {}, { retry: false });
  const change = useApiMutation('whatsappUpdates');
  // What the shopper asked for, until the server answers: set in the click's own render,
  // so the box never flips back for a moment while the mutation starts.
  const [asked, setAsked] = useState<boolean | null>(null);
  const state = query.data?.payload;
  if (!state?.offered) return null;

  async function turn(on: boolean) {
    setAsked(on);
    try {
      const answer = await change.mutateAsync({ on });
      queryClient.setQueryData(queryKeyFor('whatsappUpdates', {}), answer);
      toast.success(on ? w.turnedOn : w.turnedOff);
    } catch (error) {
      toast.error(w.failed, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setAsked(null);
    }
  }

  return (
    <section aria-labelledby="whatsapp-heading" className="mt-4 rounded-xl border border-black/10 p-5">
      <h2 id="whatsapp-heading" className="mb-1 text-lg font-bold text-secondary">{w.heading}</h2>
      <p data-testid="whatsapp-state" className="text-base font-semibold text-secondary">
        {state.on_since ? w.onSince(showDate(state.on_since)) : w.off}
      </p>
      <label className="mt-2 flex cursor-pointer items-center gap-3 py-1 text-sm">
        <input
          type="checkbox"
          // While the change is on its way, the box shows what the shopper asked for.
          checked={asked ?? Boolean(state.on_since)}
          disabled={asked !== null}
          aria-describedby="whatsapp-note"
          onChange={(e) => void turn(e.target.checked)}
          className="h-5 w-5 shrink-0 accent-primary-strong"
        />
        {w.optIn}
      </label>
      <p id="whatsapp-note" className="mt-1 text-xs text-neutral-700">{w.note}</p>
    </section>
  );
}
