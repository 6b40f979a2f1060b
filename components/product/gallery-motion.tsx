'use client';
// Embla (embla-carousel-react) on the product gallery's strip, loaded after the page:
// swiping, mouse dragging and the moves the arrows and thumbnails ask for. Until it comes
// the strip is the native scroll-snap scroller the server drew; Embla takes over at the
// picture the shopper had swiped to.
import { useEffect, useRef, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

export interface GalleryControls {
  show: (index: number) => void;
}

interface Props {
  stripRef: RefObject<HTMLDivElement | null>;
  /** Hears the picture Embla settles on (a swipe, a drag, an arrow). */
  onSelect: (index: number) => void;
  /** Filled with what the arrows and thumbnails call. */
  controls: RefObject<GalleryControls | null>;
}

export default function GalleryMotion({ stripRef, onSelect, controls }: Props) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start' });
  const start = useRef(0);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    start.current = Math.round(strip.scrollLeft / (strip.clientWidth || 1));
    strip.dataset.embla = 'on';
    strip.scrollLeft = 0;
    viewportRef(strip);
    return () => {
      viewportRef(null);
      delete strip.dataset.embla;
    };
  }, [stripRef, viewportRef]);

  useEffect(() => {
    if (!api) return;
    const jump = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (start.current > 0) api.scrollTo(start.current, true);
    const select = () => onSelect(api.selectedScrollSnap());
    api.on('select', select);
    controls.current = { show: (index) => api.scrollTo(index, jump) };
    return () => {
      api.off('select', select);
      controls.current = null;
    };
  }, [api, onSelect, controls]);

  return null;
}
