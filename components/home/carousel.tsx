'use client';
// The one carousel of the home page (embla-carousel-react). The slides arrive already
// rendered on the server; their widths come from a CSS layout table (lib/home/
// carousel-layout.ts), so the page shows the right number of slides before any
// JavaScript runs, and Embla only adds dragging, arrows, dots and autoplay on top.
import { Children, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { carouselCss, type CarouselLayout } from '@/lib/home/carousel-layout';
import { texts } from '@/lib/texts';
import { useAutoplay } from './use-autoplay';

interface Props {
  /** Names the carousel for screen readers (e.g. "Deals of the Day"). */
  label: string;
  layout: CarouselLayout;
  children: ReactNode;
  loop?: boolean;
  /** Autoplay delay in ms; none when unset. */
  autoplayMs?: number;
  /** Slides moved by an arrow: 'auto' moves a whole view. */
  slidesToScroll?: number | 'auto';
  dots?: boolean;
  /** Arrow buttons: beside the slides, over the slides (hero), or none. */
  arrows?: 'outside' | 'overlay' | 'none';
  /** Where the arrows sit vertically (the middle of a card's picture, not of the card). */
  arrowTop?: string;
  /** A landmark of its own (the hero); a carousel inside a titled section is a group. */
  landmark?: boolean;
  className?: string;
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {direction === 'left' ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}

/** True from the first time the element comes within a screen's height of the viewport. */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export function Carousel({
  label, layout, children, loop = false, autoplayMs, slidesToScroll = 'auto', dots = false, arrows = 'outside', arrowTop = '50%', landmark = false, className = '',
}: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rootRef = useRef<HTMLDivElement>(null);
  // Embla measures every slide when it starts (a long task per carousel on a slow
  // phone), so a carousel starts only when it comes near the screen; until then the
  // CSS layout already shows the right slides.
  const near = useNearScreen(rootRef);
  const [viewportRef, emblaApi] = useEmblaCarousel({ active: near, loop: loop && count > 1, align: 'start', slidesToScroll, containScroll: 'trimSnaps', duration: 28 });
  // An inactive Embla has no engine to ask: nothing uses it before it starts.
  const api = near ? emblaApi : undefined;
  const playing = useAutoplay(api, autoplayMs, rootRef);

  // Before Embla measures, assume one view per slide (right for the one-up hero).
  const [snaps, setSnaps] = useState(count);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(loop && count > 1);
  const [canNext, setCanNext] = useState(count > 1);
  // Arrows appear once Embla knows whether there is anything to scroll to.
  const [ready, setReady] = useState(false);

  const sync = useCallback((embla: EmblaCarouselType) => {
    setSnaps(embla.scrollSnapList().length);
    setSelected(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setReady(true);
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const Root = landmark ? 'section' : 'div';
  const scrollable = ready && (canPrev || canNext);
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

  return (
    <Root
      ref={rootRef}
      role={landmark ? undefined : 'group'}
      aria-roledescription="carousel"
      aria-label={label}
      className={`carousel-${layout.name} relative ${className}`}
    >
      <style href={`carousel-${layout.name}`} precedence="medium">
        {carouselCss(layout)}
      </style>
      <div ref={viewportRef} className="overflow-hidden">
        {/* Announces slide changes only while the shopper is driving (not on autoplay). */}
        <div className="carousel-track flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel-slide min-w-0 shrink-0 grow-0"
              role="group"
              aria-roledescription="slide"
              aria-label={texts.home.slideOf(index + 1, count)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {arrows !== 'none' && count > 1 && scrollable && (
        <>
          <button
            type="button"
            className={`${arrowBase} ${arrowPlace.prev}`}
            style={arrowStyle}
            aria-label={texts.home.previousSlide}
            disabled={!canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className={`${arrowBase} ${arrowPlace.next}`}
            style={arrowStyle}
            aria-label={texts.home.nextSlide}
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
          >
            <ArrowIcon direction="right" />
          </button>
        </>
      )}

      {dots && snaps > 1 && (
        <div className="mt-3 flex justify-center gap-1">
          {Array.from({ length: snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className="group flex h-6 min-w-6 items-center justify-center"
              aria-label={texts.home.goToSlide(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index)}
            >
              <span
                className={`block h-2 rounded-full transition-all ${
                  index === selected ? 'w-6 bg-primary' : 'w-2 bg-black/20 group-hover:bg-black/40'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </Root>
  );
}
