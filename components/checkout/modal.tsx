'use client';
// A centred modal dialog (address popup, confirmations, reschedule): focus moves in and
// stays inside, Escape and the backdrop close it, focus returns to the opener.
import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/layout/icons';
import { useDialog } from '@/components/layout/use-dialog';
import { texts } from '@/lib/texts';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'lg';
}

export function Modal({ open, title, onClose, children, size = 'sm' }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(open, panelRef, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center p-3">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-black/50" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full flex-col rounded-xl bg-white shadow-2xl outline-none ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <div className="flex items-center justify-between border-b border-black/10 px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label={texts.checkoutScreens.close} className="rounded-md p-1.5 hover:bg-neutral-100">
            <CloseIcon />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>
  );
}

/** A yes/no question in a modal. */
export function ConfirmDialog({ open, question, yes, no, onYes, onNo, busy }: {
  open: boolean; question: string; yes: string; no: string; onYes: () => void; onNo: () => void; busy?: boolean;
}) {
  return (
    <Modal open={open} title={question} onClose={onNo}>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onNo} className="rounded-lg border border-black/20 px-4 py-2 text-sm font-semibold hover:bg-neutral-100">
          {no}
        </button>
        <button type="button" disabled={busy} onClick={onYes} className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {yes}
        </button>
      </div>
    </Modal>
  );
}
