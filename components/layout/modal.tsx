'use client';
// A centred modal dialog (address popup, confirmations, reschedule, reviews, share,
// full-screen gallery): focus moves in and stays inside, Escape and the backdrop close
// it, focus returns to the opener.
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/layout/icons';
import { useDialog } from '@/components/layout/use-dialog';
import { layoutTexts } from '@/lib/texts/layout';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** sm and md: a sheet from the bottom on a phone, centred above it; full: the whole screen (the gallery). */
  size?: 'sm' | 'md' | 'full';
  /** Hides the visible heading (the full-screen gallery names itself for screen readers only). */
  hideTitle?: boolean;
}

export function Modal({ open, title, onClose, children, size = 'sm', hideTitle = false }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialog(open, panelRef, onClose);
  if (!open) return null;
  const full = size === 'full';
  const box = full
    ? 'h-full w-full bg-black text-white'
    : `max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl desk:rounded-2xl ${size === 'sm' ? 'desk:max-w-md' : 'desk:max-w-2xl'}`;
  return (
    <div
      className={`fixed inset-0 z-[70] flex ${full ? '' : 'items-end justify-center bg-black/50 desk:items-center desk:p-4'}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} className={`relative outline-none ${box}`}>
        <div className={`flex items-center justify-between gap-3 ${full ? 'absolute inset-x-0 top-0 z-10 p-3' : 'mb-3'}`}>
          {hideTitle ? <span /> : <h2 className="text-lg font-bold">{title}</h2>}
          <button
            type="button"
            onClick={onClose}
            aria-label={layoutTexts.close}
            className={`flex h-10 w-10 items-center justify-center rounded-full ${full ? 'bg-white/15 text-white hover:bg-white/30' : 'text-secondary hover:bg-black/5'}`}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
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
