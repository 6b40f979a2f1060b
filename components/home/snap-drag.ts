'use client';
// Dragging a scroll-snap strip with the mouse (the home carousels, the product gallery).
// Touch screens scroll the strip natively; a mouse cannot, so a left-button drag moves it
// here and, on release, it settles on the next snap point in the drag's direction. The
// click that ends a drag does not reach the slide (a drag is not a click).
import { useEffect, type RefObject } from 'react';

/**
 * Lets the mouse drag `ref`'s strip; `snapWidth` gives the distance between its snap
 * points (a slide's width). `onDrag` hears when a drag starts (true) and ends (false).
 * The drag's code (./mouse-drag.ts) loads when a mouse first comes over the strip.
 */
export function useMouseDrag(ref: RefObject<HTMLElement | null>, snapWidth: () => number, onDrag?: (dragging: boolean) => void): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    // One signal takes every listener off again.
    const stop = new AbortController();
    const onOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      strip.removeEventListener('pointerover', onOver);
      void import('./mouse-drag').then(({ attachMouseDrag }) => {
        if (!stop.signal.aborted) attachMouseDrag(strip, snapWidth, onDrag, stop.signal);
      });
    };
    strip.addEventListener('pointerover', onOver, { signal: stop.signal });
    return () => stop.abort();
  }, [ref, snapWidth, onDrag]);
}
