'use client';
// Asks before a move that cannot be undone (delivered, RTO, cancel;
// docs/rules/shipping.md#confirmations), as the console asks before archiving a product:
// an alert dialog in place, focused on its safe answer, with the move's own button kind.
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';

const t = sellerTexts.labels;

export function ConfirmMove({ title, status, pending, onConfirm, onCancel }: { title: string; status: string; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-move-title" aria-describedby="confirm-move-note" className="flex max-w-md flex-col gap-3 rounded-xl border border-red-800/40 bg-red-50 p-4 text-sm">
      <p id="confirm-move-title" className="font-semibold">{title}</p>
      <p id="confirm-move-note">{t.cannotUndo}</p>
      <span className="flex flex-wrap gap-3">
        <Button kind="danger" disabled={pending} onClick={onConfirm}>
          {t.confirmYes(status)}
        </Button>
        <Button autoFocus kind="secondary" onClick={onCancel}>
          {t.confirmNo}
        </Button>
      </span>
    </div>
  );
}
