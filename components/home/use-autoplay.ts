'use client';
// Moves a carousel on every `delay` ms (hero and brand sliders: 3000 ms). It pauses while
// the pointer is over the carousel, while something inside it has focus, while it is
// being dragged and while the tab is hidden, and it never starts for a shopper who asked
// the system for reduced motion.
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Calls `advance` every `delay` ms while nothing pauses it; a change of `position` the
 * shopper made (a tap on an arrow or a dot, a swipe, a key) restarts the full delay, so it
 * is followed by a whole 3 s on the slide the shopper chose. Returns whether it is playing.
 */
export function useAutoplay(
  advance: (() => void) | undefined,
  delay: number | undefined,
  rootRef: RefObject<HTMLElement | null>,
  position: number,
  dragging: boolean,
): boolean {
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [touched, setTouched] = useState(false);
  const [ticks, setTicks] = useState(0);
  const [reduced, setReduced] = useState(true);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  // When autoplay last moved the carousel. The move ends (the strip settles) a scroll's
  // length later in a new `position`; the next wait counts from the move, so slides turn every
  // `delay` ms rather than `delay` plus the scroll. The shopper's own tap or key clears it.
  const movedAt = useRef<number | null>(null);
  const on = Boolean(advance && delay);

  useEffect(() => {
    const root = rootRef.current;
    if (!on || !root) return;
    setReduced(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    setHidden(document.hidden);
    // The pointer or the focus may have come before this code did (it loads after the page).
    setHovered(root.matches(':hover'));
    setFocused(root.contains(document.activeElement));
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      setFocused(false);
    };
    const onVisibility = () => setHidden(document.hidden);
    // A finger on the strip (the browser scrolls it natively).
    const onTouchStart = () => {
      movedAt.current = null;
      setTouched(true);
    };
    const onShopper = () => {
      movedAt.current = null;
    };
    // One signal takes every listener off again.
    const stop = new AbortController();
    const signal = stop.signal;
    root.addEventListener('pointerdown', onShopper, { signal });
    root.addEventListener('keydown', onShopper, { signal });
    const onTouchEnd = (event: TouchEvent) => setTouched(event.touches.length > 0);
    root.addEventListener('touchstart', onTouchStart, { passive: true, signal });
    root.addEventListener('touchend', onTouchEnd, { signal });
    root.addEventListener('touchcancel', onTouchEnd, { signal });
    root.addEventListener('mouseenter', onEnter, { signal });
    root.addEventListener('mouseleave', onLeave, { signal });
    root.addEventListener('focusin', onFocusIn, { signal });
    root.addEventListener('focusout', onFocusOut, { signal });
    document.addEventListener('visibilitychange', onVisibility, { signal });
    return () => stop.abort();
  }, [on, rootRef]);

  const paused = !on || reduced || hovered || focused || dragging || touched || hidden;
  useEffect(() => {
    setPlaying(!paused);
    if (paused) return;
    const since = movedAt.current === null ? Infinity : performance.now() - movedAt.current;
    const timer = window.setTimeout(() => {
      movedAt.current = performance.now();
      advanceRef.current?.();
      setTicks((n) => n + 1);
    }, since < (delay ?? 0) ? (delay ?? 0) - since : delay);
    return () => window.clearTimeout(timer);
  }, [paused, delay, position, ticks]);

  return playing;
}
