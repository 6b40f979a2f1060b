'use client';
// A panel sliding in from one side over the dimmed page (the cart popup, the mobile side
// menu), with the dialog behaviour of use-dialog.ts: focus kept inside, Escape and a tap on
// the page close it. The panel's title is the element with id `labelledBy`.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDialog } from './use-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  labelledBy: string;
  /** The panel's width. */
  className: string;
  children: ReactNode;
}

export function Drawer({ open, onClose, side, labelledBy, className, children }: Props) {
  // Mounted closed, then opened a frame later, so the first opening slides in too.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const shown = open && mounted;
  const panelRef = useRef<HTMLDivElement>(null);
  useDialog(shown, panelRef, onClose);
  const away = side === 'left' ? '-translate-x-full' : 'translate-x-full';

  return (
    <div className={`fixed inset-0 z-[60] ${shown ? '' : 'pointer-events-none invisible'}`}>
      <div aria-hidden="true" onClick={onClose} className={`absolute inset-0 bg-black/40 transition-opacity duration-200 ${shown ? 'opacity-100' : 'opacity-0'}`} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`absolute inset-y-0 ${side === 'left' ? 'left-0' : 'right-0'} flex flex-col bg-white shadow-2xl outline-none transition-transform duration-200 ${className} ${shown ? 'translate-x-0' : away}`}
      >
        {children}
      </div>
    </div>
  );
}
