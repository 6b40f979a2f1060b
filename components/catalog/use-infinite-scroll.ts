'use client';
// Infinite scroll (docs/rules/catalogue.md#list-pages): checked at most every 150 ms while the
// page scrolls, asking for more once 80 percent of the list has been scrolled into view.
import { useEffect, useRef, type RefObject } from 'react';
import { limits } from '@/lib/limits';

interface Options {
  /** False while loading or when nothing more exists. */
  enabled: boolean;
  onMore: () => void;
  /** Changes whenever the list grows, so a list that still ends on screen asks again. */
  version: number;
  threshold?: number;
  throttleMs?: number;
}

export function useInfiniteScroll(list: RefObject<HTMLElement | null>, { enabled, onMore, version, threshold = limits.infiniteScrollThreshold, throttleMs = limits.infiniteScrollThrottleMs }: Options) {
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: number | undefined;
    const check = () => {
      const element = list.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      if (box.height === 0) return;
      const seen = (window.innerHeight - box.top) / box.height;
      if (seen >= threshold) more.current();
    };
    const throttled = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) {
        last = Date.now();
        check();
      } else if (timer === undefined) {
        timer = window.setTimeout(() => {
          timer = undefined;
          last = Date.now();
          check();
        }, wait);
      }
    };
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    throttled();
    return () => {
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [enabled, list, version, threshold, throttleMs]);
}
