// When a strip's moving parts (Embla: the home carousels, the product gallery) are set up.
// Setting one up measures the strip and its slides, a layout of the page; done for every
// strip while the page hydrated, it made the home's hydration end in one long task. Until then the strip is the native scroll-snap scroller the server drew,
// which a finger swipes and focus scrolls. So a strip is taken over when it is about to matter:
// - the shopper reaches for it: a mouse comes over it, focus enters it, a wheel turns over it,
//   or a finger has swiped it and let go (never in the middle of a swipe);
// - `idle`: when the browser is next idle, one strip per idle turn (the carousels' arrows show
//   on wide screens only, so there they are set up soon after the page);
// - `afterMs`: once that long has passed (an autoplaying strip, when its first move is due).
import 'client-only';
import { useCallback, useEffect, useState, type RefObject } from 'react';

export type MotionReason = 'shopper' | 'idle' | 'timer';

const idleTurns: (() => void)[] = [];
let idleScheduled = false;

function nextIdleTurn() {
  if (idleScheduled || idleTurns.length === 0) return;
  idleScheduled = true;
  const run = () => {
    idleScheduled = false;
    idleTurns.shift()?.();
    nextIdleTurn();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 200);
}

function onIdleTurn(run: () => void): () => void {
  let live = true;
  idleTurns.push(() => live && run());
  nextIdleTurn();
  return () => {
    live = false;
  };
}

interface Options {
  idle?: boolean;
  afterMs?: number;
}

/** Whether (and why) the strip's moving parts are wanted yet, and a call that wants them now (a dot pressed). */
export function useMotionWanted(rootRef: RefObject<HTMLElement | null>, { idle = false, afterMs }: Options): [MotionReason | null, () => void] {
  const [reason, setReason] = useState<MotionReason | null>(null);
  const want = useCallback((why: MotionReason = 'shopper') => setReason((old) => old ?? why), []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || reason) return;
    const stop = new AbortController();
    const on = { signal: stop.signal, passive: true };
    let touching = false;
    let waiting: MotionReason | null = null;
    // A swipe in progress keeps the native strip: Embla takes over once it has come to rest.
    const whenFree = (why: MotionReason) => {
      if (touching) waiting ??= why;
      else want(why);
    };
    root.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && want(), on);
    root.addEventListener('focusin', () => want(), on);
    root.addEventListener('wheel', () => want(), on);
    let restTimer = 0;
    const settle = () => {
      clearTimeout(restTimer);
      restTimer = window.setTimeout(() => !touching && waiting && want(waiting), 150);
    };
    root.addEventListener('touchstart', () => {
      touching = true;
      waiting ??= 'shopper';
    }, on);
    for (const type of ['touchend', 'touchcancel'] as const) {
      root.addEventListener(type, () => {
        touching = false;
        settle();
      }, on);
    }
    // A scroll does not bubble; its capture phase passes through the root.
    root.addEventListener('scroll', () => waiting && settle(), { ...on, capture: true });
    const cancelIdle = idle ? onIdleTurn(() => whenFree('idle')) : undefined;
    const timer = afterMs !== undefined ? window.setTimeout(() => whenFree('timer'), afterMs) : 0;
    return () => {
      stop.abort();
      cancelIdle?.();
      clearTimeout(timer);
      clearTimeout(restTimer);
    };
  }, [rootRef, reason, idle, afterMs, want]);

  return [reason, want];
}
