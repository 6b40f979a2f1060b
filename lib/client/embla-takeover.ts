// Embla taking over a strip the server drew as a native scroll-snap scroller (the home
// carousels, the product gallery): it reads where the shopper had scrolled, turns native
// scrolling off (styles/globals.css and the gallery's classes key on data-embla) and hands
// the strip to Embla; once Embla has started, the caller goes to nearestSnap of that place.
import 'client-only';
import { useEffect, useRef, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { EmblaViewportRefType } from 'embla-carousel-react';

/** Hands the strip to Embla; answers where the native strip stood (0 = its start, 1 = its end). */
export function useEmblaTakeover(stripRef: RefObject<HTMLElement | null>, viewportRef: EmblaViewportRefType): RefObject<number> {
  const progress = useRef(0);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const max = strip.scrollWidth - strip.clientWidth;
    progress.current = max > 1 ? strip.scrollLeft / max : 0;
    strip.dataset.embla = 'on';
    strip.scrollLeft = 0;
    viewportRef(strip);
    return () => {
      viewportRef(null);
      delete strip.dataset.embla;
    };
  }, [stripRef, viewportRef]);
  return progress;
}

/** The view nearest to a place on the strip (0 = its start, 1 = its end). */
export function nearestSnap(api: EmblaCarouselType, progress: number): number {
  let best = 0;
  api.scrollSnapList().forEach((snap, index, snaps) => {
    if (Math.abs(snap - progress) < Math.abs(snaps[best]! - progress)) best = index;
  });
  return best;
}
