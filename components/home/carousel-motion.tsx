'use client';
// The moving parts of a home carousel (./carousel.tsx), loaded after the page: measuring
// the strip, the arrows, the dots' target, mouse dragging and autoplay. Until they come,
// the strip is the native scroll-snap scroller the server drew (a finger swipes it, focus
// scrolls it); the arrows only ever showed once the strip was measured.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { carouselTexts } from '@/lib/texts/carousel';
import { onScrollRest, scrollBehavior, useMouseDrag } from './snap-drag';
import { useAutoplay } from './use-autoplay';
import type { CarouselControls, CarouselProps, Position } from './carousel-types';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {direction === 'left' ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}

/** The strip's geometry: a slide's width (its content starts at index × width), the slides an arrow moves, the end. */
function geometry(strip: HTMLElement, gap: number, slidesToScroll: number | 'auto') {
  const slide = strip.querySelector<HTMLElement>('.carousel-slide');
  const width = slide?.offsetWidth || strip.clientWidth || 1;
  const perView = Math.max(1, Math.floor((strip.clientWidth + gap) / width + 0.01));
  const step = slidesToScroll === 'auto' ? perView : slidesToScroll;
  const max = Math.max(0, strip.scrollWidth - strip.clientWidth);
  return { width, step, max };
}

interface Props extends Required<Pick<CarouselProps, 'loop' | 'slidesToScroll' | 'arrows' | 'arrowTop'>> {
  gap: number;
  count: number;
  autoplayMs?: number;
  rootRef: RefObject<HTMLElement | null>;
  stripRef: RefObject<HTMLDivElement | null>;
  position: Position | null;
  setPosition: (update: (old: Position | null) => Position | null) => void;
  /** Whether autoplay is moving the slides (the track then stops announcing them). */
  setPlaying: (playing: boolean) => void;
  /** Filled with what the carousel's dots call. */
  controls: RefObject<CarouselControls | null>;
  /** A dot pressed before these parts came: gone to as they come. */
  pendingSnap: RefObject<number | null>;
}

export default function CarouselMotion({
  gap, count, loop, autoplayMs, slidesToScroll, arrows, arrowTop, rootRef, stripRef, position, setPosition, setPlaying, controls, pendingSnap,
}: Props) {
  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const { width, step, max } = geometry(strip, gap, slidesToScroll);
    const left = strip.scrollLeft;
    const snaps = max <= 1 ? 1 : Math.ceil(max / (step * width) - 0.01) + 1;
    const selected = left >= max - 1 ? snaps - 1 : Math.min(snaps - 1, Math.round(left / (step * width)));
    const scrollable = max > 1;
    setPosition((old) => {
      const next = { snaps, selected, canPrev: scrollable && (loop || left > 1), canNext: scrollable && (loop || left < max - 1) };
      return old && old.snaps === next.snaps && old.selected === next.selected && old.canPrev === next.canPrev && old.canNext === next.canNext ? old : next;
    });
  }, [stripRef, gap, slidesToScroll, loop, setPosition]);

  // Measured on start and on every resize (the observer reports the first size with the
  // next frame's layout: measuring here at once forced a layout per carousel into the
  // hydration task), and when a scroll has come to rest.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const stopRest = onScrollRest(strip, measure);
    const resize = new ResizeObserver(measure);
    resize.observe(strip);
    return () => {
      stopRest();
      resize.disconnect();
    };
  }, [stripRef, measure]);

  const scrollTo = useCallback((left: number) => stripRef.current?.scrollTo({ left, behavior: scrollBehavior() }), [stripRef]);

  const move = useCallback(
    (direction: 1 | -1) => {
      const strip = stripRef.current;
      if (!strip) return;
      const { width, step, max } = geometry(strip, gap, slidesToScroll);
      const left = strip.scrollLeft;
      if (direction > 0) {
        if (left >= max - 1) {
          if (loop) scrollTo(0);
        } else scrollTo(Math.min(max, (Math.round(left / width) + step) * width));
      } else if (left <= 1) {
        if (loop) scrollTo(max);
      } else scrollTo(Math.max(0, (Math.ceil(left / width - 0.01) - step) * width));
    },
    [stripRef, gap, slidesToScroll, loop, scrollTo],
  );

  const goTo = useCallback(
    (snap: number) => {
      const strip = stripRef.current;
      if (!strip) return;
      const { width, step, max } = geometry(strip, gap, slidesToScroll);
      scrollTo(Math.min(max, snap * step * width));
    },
    [stripRef, gap, slidesToScroll, scrollTo],
  );
  useEffect(() => {
    controls.current = { goTo };
    const pending = pendingSnap.current;
    if (pending !== null) {
      pendingSnap.current = null;
      goTo(pending);
    }
    return () => {
      controls.current = null;
    };
  }, [controls, goTo]);

  const snapWidth = useCallback(() => {
    const strip = stripRef.current;
    return strip ? geometry(strip, gap, slidesToScroll).width : 0;
  }, [stripRef, gap, slidesToScroll]);
  const [dragging, setDragging] = useState(false);
  useMouseDrag(stripRef, snapWidth, setDragging);

  // Autoplay: the next view, and from the last one back to the first.
  const advance = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    if (strip.scrollLeft >= geometry(strip, gap, slidesToScroll).max - 1) scrollTo(0);
    else move(1);
  }, [stripRef, gap, slidesToScroll, move, scrollTo]);
  const playing = useAutoplay(position ? advance : undefined, autoplayMs, rootRef, position?.selected ?? 0, dragging);
  useEffect(() => setPlaying(playing), [playing, setPlaying]);

  const arrowBase =
    'absolute z-10 flex items-center justify-center rounded-full bg-white text-secondary shadow-md ring-1 ring-black/10 transition hover:bg-primary hover:text-white disabled:pointer-events-none disabled:opacity-0';
  // Over the slides (hero): small, in the bottom corners on phones (clear of the
  // text at the top), in the middle of the sides on wider screens. Beside the slides:
  // only on wider screens; phones swipe.
  const arrowPlace =
    arrows === 'overlay'
      ? {
          prev: 'bottom-0 left-0 h-8 w-8 desk:bottom-auto desk:left-4 desk:top-[calc(50%-18px)] desk:h-10 desk:w-10 desk:-translate-y-1/2',
          next: 'bottom-0 right-0 h-8 w-8 desk:bottom-auto desk:right-4 desk:top-[calc(50%-18px)] desk:h-10 desk:w-10 desk:-translate-y-1/2',
        }
      : { prev: '-left-3 hidden h-10 w-10 -translate-y-1/2 desk:flex', next: '-right-3 hidden h-10 w-10 -translate-y-1/2 desk:flex' };
  const arrowStyle = arrows === 'overlay' ? undefined : { top: arrowTop };

  if (arrows === 'none' || count <= 1 || !position || !(position.canPrev || position.canNext)) return null;
  const buttons = [
    { direction: -1, place: arrowPlace.prev, label: carouselTexts.previousSlide, enabled: position.canPrev },
    { direction: 1, place: arrowPlace.next, label: carouselTexts.nextSlide, enabled: position.canNext },
  ] as const;
  return buttons.map(({ direction, place, label, enabled }) => (
    <button
      key={direction}
      type="button"
      className={`${arrowBase} ${place}`}
      style={arrowStyle}
      aria-label={label}
      disabled={!enabled}
      onClick={() => move(direction)}
    >
      <ArrowIcon direction={direction < 0 ? 'left' : 'right'} />
    </button>
  ));
}
