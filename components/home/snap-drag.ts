'use client';
// Dragging a scroll-snap strip with the mouse (the home carousels, the product gallery).
// Touch screens scroll the strip natively; a mouse cannot, so a left-button drag moves it
// here and, on release, it settles on the next snap point in the drag's direction. The
// click that ends a drag does not reach the slide (a drag is not a click).
import { useEffect, type RefObject } from 'react';

/** Pixels a pointer may move before a press becomes a drag. */
const DRAG_START_PX = 5;

export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Calls `onRest` once `strip` has stopped scrolling (80 ms after its last scroll event: a
 * swipe, an arrow's smooth scroll, focus moving along). Returns what stops listening.
 */
export function onScrollRest(strip: HTMLElement, onRest: () => void): () => void {
  let timer = 0;
  const onScroll = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(onRest, 80);
  };
  strip.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.clearTimeout(timer);
    strip.removeEventListener('scroll', onScroll);
  };
}

/**
 * Lets the mouse drag `ref`'s strip; `snapWidth` gives the distance between its snap
 * points (a slide's width). `onDrag` hears when a drag starts (true) and ends (false).
 */
export function useMouseDrag(ref: RefObject<HTMLElement | null>, snapWidth: () => number, onDrag?: (dragging: boolean) => void): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    let pressed = false;
    let dragging = false;
    let startX = 0;
    let startLeft = 0;

    const swallowClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      pressed = true;
      dragging = false;
      startX = event.clientX;
      startLeft = strip.scrollLeft;
    };
    const onMove = (event: PointerEvent) => {
      if (!pressed) return;
      const dx = event.clientX - startX;
      if (!dragging) {
        if (Math.abs(dx) < DRAG_START_PX) return;
        dragging = true;
        strip.setPointerCapture(event.pointerId);
        // Snapping would fight the pointer; it comes back on release.
        strip.style.scrollSnapType = 'none';
        strip.style.userSelect = 'none';
        onDrag?.(true);
      }
      strip.scrollLeft = startLeft - dx;
    };
    const onUp = (event: PointerEvent) => {
      if (!pressed) return;
      pressed = false;
      if (!dragging) return;
      dragging = false;
      const dx = event.clientX - startX;
      const width = snapWidth() || strip.clientWidth;
      const at = strip.scrollLeft / width;
      const target = dx < 0 ? Math.ceil(at) : Math.floor(at);
      strip.style.userSelect = '';
      strip.scrollTo({ left: target * width, behavior: scrollBehavior() });
      // Snapping comes back once the strip has settled (scrollend, where the browser has it).
      let timer = 0;
      const snapAgain = () => {
        window.clearTimeout(timer);
        strip.removeEventListener('scrollend', snapAgain);
        strip.style.scrollSnapType = '';
      };
      strip.addEventListener('scrollend', snapAgain);
      timer = window.setTimeout(snapAgain, 700);
      strip.addEventListener('click', swallowClick, { capture: true });
      window.setTimeout(() => strip.removeEventListener('click', swallowClick, { capture: true }), 0);
      onDrag?.(false);
    };
    // A picture or a link would start the browser's own drag and drop instead.
    const onDragStart = (event: DragEvent) => event.preventDefault();

    // One signal takes every listener off again.
    const stop = new AbortController();
    const signal = stop.signal;
    strip.addEventListener('pointerdown', onDown, { signal });
    strip.addEventListener('pointermove', onMove, { signal });
    strip.addEventListener('pointerup', onUp, { signal });
    strip.addEventListener('pointercancel', onUp, { signal });
    strip.addEventListener('dragstart', onDragStart, { signal });
    return () => stop.abort();
  }, [ref, snapWidth, onDrag]);
}
