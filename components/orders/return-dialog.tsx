'use client';
// Asking to return a delivered item (docs/rules/seller.md#returns): a reason from the
// usual list, and anything else the shopper wants to add, sent as store/orderReturn.
// A refusal (window closed, asked already) is shown in the dialog and nothing is lost.
import { useState } from 'react';
import { Modal } from '@/components/layout/modal';
import { apiCall } from '@/lib/client/http';
import { toast } from '@/lib/client/toast';
import type { OrderItemView } from '@/lib/orders/types';
import { screenTexts } from '@/lib/texts/screens';

const t = screenTexts.returns;

export function ReturnDialog({ orderId, item, onClose, onDone }: { orderId: number; item: OrderItemView | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const [reason, setReason] = useState<string>(t.reasons[0]!);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!item) return;
    setBusy(true);
    setError(null);
    try {
      const text = details.trim() ? `${reason}: ${details.trim()}` : reason;
      await apiCall('orderReturn', { order_id: orderId, item_id: item.item_id, reason: text });
      toast.success(t.requested);
      await onDone();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={item !== null} title={item ? t.dialogTitle(item.product_name) : ''} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t.reasonLabel}</legend>
          {t.reasons.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name="return-reason" value={option} checked={reason === option} onChange={() => setReason(option)} className="h-4 w-4" />
              {option}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t.detailsLabel}</span>
          <textarea value={details} onChange={(e) => setDetails(e.target.value)} maxLength={400} rows={3} className="rounded-lg border border-black/25 px-3 py-2 text-base" />
        </label>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-lg border border-black/25 px-4 py-2 text-sm font-semibold">
            {t.keep}
          </button>
          <button type="submit" disabled={busy} className="rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white disabled:opacity-50">
            {t.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
