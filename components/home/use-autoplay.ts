'use client';
// Moves a carousel on every `delay` ms (hero and brand sliders: 3000 ms). A small
// timer instead of a plugin: it pauses while the pointer is over the carousel, while
// something inside it has focus, while it is being dragged and while the tab is hidden,
// and it never starts for a shopper who asked the system for reduced motion.
import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

export function useAutoplay(api: EmblaCarouselType | undefined, delay: number | undefined, rootRef: RefObject<HTMLElement | null>): boolean {
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!api || !delay || !root) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    let dragging = false;

    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    // Restarts the full delay after every move, so a click on an arrow or a dot is
    // followed by a whole 3 s on the slide the shopper chose.
    const schedule = () => {
      stop();
      const paused = hovered || focused || dragging || document.hidden;
      setPlaying(!paused);
      if (paused) return;
      timer = setTimeout(() => {
        if (api.canScrollNext()) api.scrollNext();
        else api.scrollTo(0);
      }, delay);
    };

    const onEnter = () => { hovered = true; schedule(); };
    const onLeave = () => { hovered = false; schedule(); };
    const onFocusIn = () => { focused = true; schedule(); };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    };
    const onPointerDown = () => { dragging = true; schedule(); };
    const onPointerUp = () => { dragging = false; schedule(); };

    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', schedule);
    api.on('select', schedule).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    schedule();

    return () => {
      stop();
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', schedule);
      api.off('select', schedule).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
      setPlaying(false);
    };
  }, [api, delay, rootRef]);

  return playing;
}
