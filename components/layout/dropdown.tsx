'use client';
// A disclosure button and its panel (the header's support menu): a click opens and closes
// it, and a click outside or Escape closes it. The button's and the panel's content come
// drawn from the server, so only this behaviour ships to the browser.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

export function Dropdown({ button, buttonClassName, panelClassName, children }: {
  button: ReactNode;
  buttonClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className={buttonClassName}>
        {button}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
