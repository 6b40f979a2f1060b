'use client';
// The moving parts of a home carousel (./carousel.tsx), loaded when the strip is about to
// matter (lib/client/motion-wanted.ts): Embla
// (embla-carousel-react) drives the strip once this code has come, with its autoplay
// plugin; the arrows and the dots' target are ours. Until then the strip is the native
// scroll-snap scroller the server drew (a finger swipes it, focus scrolls it): Embla
// takes over at the view the shopper had scrolled to, and the arrows only ever show once
// it knows whether there is anything to scroll to.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaOptionsType } from 'embla-carousel';
import { nearestSnap, useEmblaTakeover } from '@/lib/client/embla-takeover';
import { carouselTexts } from '@/lib/texts/carousel';
import type { CarouselControls, CarouselProps, Position } from './carousel-types';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {direction === 'left' ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}

interface Props extends Required<Pick<CarouselProps, 'loop' | 'slidesToScroll' | 'arrows' | 'arrowTop'>> {
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
  /** Set up because autoplay's first move was due: it moves as it starts. */
  firstMoveDue: boolean;
}

type AutoplayPlugin = ReturnType<typeof Autoplay>;

export default function CarouselMotion({
  count, loop, autoplayMs, slidesToScroll, arrows, arrowTop, rootRef, stripRef, position, setPosition, setPlaying, controls, pendingSnap, firstMoveDue,
}: Props) {
  // Made once: Embla starts again whenever its options or plugins change.
  const [setup] = useState(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const options: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps', slidesToScroll };
    // Pauses while the pointer is over the carousel (dots included) or a slide has focus,
    // while a finger or the mouse drags it and while the tab is hidden; never runs for a
    // shopper who asked the system for reduced motion.
    const plugins = autoplayMs && !reduced
      ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, rootNode: () => rootRef.current })]
      : [];
    return { reduced, options, plugins };
  });
  const [viewportRef, api] = useEmblaCarousel(setup.options, setup.plugins);
  // Where the native scroller stood when Embla took over.
  const startProgress = useEmblaTakeover(stripRef, viewportRef);

  const autoplay = useCallback((): AutoplayPlugin | undefined => api?.plugins().autoplay as AutoplayPlugin | undefined, [api]);

  const goTo = useCallback(
    (snap: number) => {
      if (!api) return;
      api.scrollTo(snap, setup.reduced);
      autoplay()?.reset();
    },
    [api, autoplay, setup.reduced],
  );

  useEffect(() => {
    if (!api) return;
    if (startProgress.current > 0) api.scrollTo(nearestSnap(api, startProgress.current), true);
    const update = () => {
      const snaps = api.scrollSnapList().length;
      const scrollable = snaps > 1;
      const next: Position = {
        snaps,
        selected: api.selectedScrollSnap(),
        canPrev: scrollable && (loop || api.canScrollPrev()),
        canNext: scrollable && (loop || api.canScrollNext()),
      };
      setPosition((old) => (old && old.snaps === next.snaps && old.selected === next.selected && old.canPrev === next.canPrev && old.canNext === next.canNext ? old : next));
    };
    update();
    api.on('select', update).on('reInit', update).on('resize', update);

    const plugin = autoplay();
    const root = rootRef.current;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // Focus on a dot or an arrow pauses it too (the plugin watches the slides only), and so
    // do a pointer or a focus that came before this code did.
    const stop = new AbortController();
    if (plugin && root) {
      setPlaying(plugin.isPlaying());
      if (root.matches(':hover') || root.contains(document.activeElement)) plugin.stop();
      else if (firstMoveDue && pendingSnap.current === null) {
        api.scrollNext();
        plugin.reset();
      }
      root.addEventListener('focusin', () => plugin.stop(), { signal: stop.signal });
      root.addEventListener('focusout', (event) => {
        if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
        if (!root.matches(':hover')) plugin.play();
      }, { signal: stop.signal });
    }
    return () => {
      stop.abort();
      api.off('select', update).off('reInit', update).off('resize', update).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api, loop, autoplay, rootRef, setPosition, setPlaying, firstMoveDue, pendingSnap]);

  useEffect(() => {
    if (!api) return;
    controls.current = { goTo };
    const pending = pendingSnap.current;
    if (pending !== null) {
      pendingSnap.current = null;
      goTo(pending);
    }
    return () => {
      controls.current = null;
    };
  }, [api, controls, pendingSnap, goTo]);

  // An arrow moves a view (or `slidesToScroll` slides); with `loop`, from the last view
  // back to the first and from the first to the last.
  const move = (direction: 1 | -1) => {
    if (!api) return;
    const jump = setup.reduced;
    if (direction > 0) {
      if (api.canScrollNext()) api.scrollNext(jump);
      else if (loop) api.scrollTo(0, jump);
    } else if (api.canScrollPrev()) api.scrollPrev(jump);
    else if (loop) api.scrollTo(api.scrollSnapList().length - 1, jump);
    autoplay()?.reset();
  };

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
