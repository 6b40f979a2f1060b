'use client';
// Closes a popup (support dropdown, category submenu) on a click outside it or on
// Escape, handing focus back to its button on Escape.
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  close: () => void,
  buttonRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, containerRef, close, buttonRef]);
}
