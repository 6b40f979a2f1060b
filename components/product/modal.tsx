'use client';
// A modal dialog of the product page (share, customer reviews, full-screen pictures):
// a labelled role="dialog" over a dimmed page, focus kept inside (components/layout/
// use-dialog), Escape or the close button or a click on the backdrop closes it.
import { useRef, type ReactNode } from 'react';
import { useDialog } from '@/components/layout/use-dialog';
import { texts } from '@/lib/texts';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hides the visible heading (the full-screen gallery names itself for screen readers only). */
  hideTitle?: boolean;
  children: ReactNode;
  size?: 'sm' | 'md' | 'full';
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function Modal({ open, onClose, title, hideTitle = false, children, size = 'md' }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useDialog(open, panel, onClose);
  if (!open) return null;
  const box =
    size === 'full'
      ? 'h-full w-full bg-black text-white'
      : `max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 desk:rounded-2xl ${size === 'sm' ? 'desk:max-w-md' : 'desk:max-w-2xl'}`;
  return (
    <div
      className={`fixed inset-0 z-50 flex ${size === 'full' ? '' : 'items-end justify-center bg-black/50 desk:items-center desk:p-4'}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} className={`relative ${box}`}>
        <div className={`flex items-center justify-between gap-3 ${size === 'full' ? 'absolute inset-x-0 top-0 z-10 p-3' : 'mb-3'}`}>
          {hideTitle ? <span /> : <h2 className="text-lg font-bold">{title}</h2>}
          <button
            type="button"
            onClick={onClose}
            aria-label={texts.product.close}
            className={`flex h-10 w-10 items-center justify-center rounded-full ${size === 'full' ? 'bg-white/15 text-white hover:bg-white/30' : 'text-secondary hover:bg-black/5'}`}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
