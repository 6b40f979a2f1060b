'use client';
// Embla (embla-carousel-react) on the product gallery's strip, loaded after the page:
// swiping, mouse dragging and the moves the arrows and thumbnails ask for. Until it comes
// the strip is the native scroll-snap scroller the server drew; Embla takes over at the
// picture the shopper had swiped to.
import { useEffect, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { nearestSnap, useEmblaTakeover } from '@/lib/client/embla-takeover';

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
  const start = useEmblaTakeover(stripRef, viewportRef);

  useEffect(() => {
    if (!api) return;
    const jump = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (start.current > 0) api.scrollTo(nearestSnap(api, start.current), true);
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
