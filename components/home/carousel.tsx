'use client';
// The one carousel of the home page. The slides arrive already rendered on the server;
// their widths come from a CSS layout table (lib/home/carousel-layout.ts), so the page
// shows the right number of slides before any JavaScript runs. The strip is a native
// scroll-snap scroller (a finger swipes it, focus scrolls it), and this small script adds
// arrows, dots, mouse dragging and autoplay on top.
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { carouselCss, type CarouselLayout } from '@/lib/home/carousel-layout';
import { carouselTexts } from '@/lib/texts/carousel';
import { scrollBehavior, useMouseDrag } from './snap-drag';
import { useAutoplay } from './use-autoplay';

interface Props {
  /** Names the carousel for screen readers (e.g. "Deals of the Day"). */
  label: string;
  layout: CarouselLayout;
  children: ReactNode;
  /** The next arrow on the last view goes back to the first, and previous on the first to the last. */
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

/** Where the strip stands: its views ("snaps", one per dot), the current one, and the ends. */
interface Position {
  snaps: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
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

export function Carousel({
  label, layout, children, loop = false, autoplayMs, slidesToScroll = 'auto', dots = false, arrows = 'outside', arrowTop = '50%', landmark = false, className = '',
}: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  // Before the strip is measured, assume one view per slide (right for the one-up hero);
  // the arrows appear once it is known whether there is anything to scroll to.
  const [position, setPosition] = useState<Position | null>(null);

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const { width, step, max } = geometry(strip, layout.gap, slidesToScroll);
    const left = strip.scrollLeft;
    const snaps = max <= 1 ? 1 : Math.ceil(max / (step * width) - 0.01) + 1;
    const selected = left >= max - 1 ? snaps - 1 : Math.min(snaps - 1, Math.round(left / (step * width)));
    const scrollable = max > 1;
    setPosition((old) => {
      const next = { snaps, selected, canPrev: scrollable && (loop || left > 1), canNext: scrollable && (loop || left < max - 1) };
      return old && old.snaps === next.snaps && old.selected === next.selected && old.canPrev === next.canPrev && old.canNext === next.canNext ? old : next;
    });
  }, [layout.gap, slidesToScroll, loop]);

  // Measured on start and on every resize (the observer reports the first size with the
  // next frame's layout: measuring here at once forced a layout per carousel into the
  // hydration task), and when a scroll has come to rest.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, 80);
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(strip);
    return () => {
      window.clearTimeout(timer);
      strip.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure]);

  const scrollTo = useCallback((left: number) => stripRef.current?.scrollTo({ left, behavior: scrollBehavior() }), []);

  const move = useCallback(
    (direction: 1 | -1) => {
      const strip = stripRef.current;
      if (!strip) return;
      const { width, step, max } = geometry(strip, layout.gap, slidesToScroll);
      const left = strip.scrollLeft;
      if (direction > 0) {
        if (left >= max - 1) {
          if (loop) scrollTo(0);
        } else scrollTo(Math.min(max, (Math.round(left / width) + step) * width));
      } else if (left <= 1) {
        if (loop) scrollTo(max);
      } else scrollTo(Math.max(0, (Math.ceil(left / width - 0.01) - step) * width));
    },
    [layout.gap, slidesToScroll, loop, scrollTo],
  );

  const goTo = (snap: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    const { width, step, max } = geometry(strip, layout.gap, slidesToScroll);
    scrollTo(Math.min(max, snap * step * width));
  };

  const snapWidth = useCallback(() => {
    const strip = stripRef.current;
    return strip ? geometry(strip, layout.gap, slidesToScroll).width : 0;
  }, [layout.gap, slidesToScroll]);
  const [dragging, setDragging] = useState(false);
  useMouseDrag(stripRef, snapWidth, setDragging);

  // Autoplay: the next view, and from the last one back to the first.
  const advance = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    if (strip.scrollLeft >= geometry(strip, layout.gap, slidesToScroll).max - 1) scrollTo(0);
    else move(1);
  }, [layout.gap, slidesToScroll, move, scrollTo]);
  const playing = useAutoplay(position ? advance : undefined, autoplayMs, rootRef, position?.selected ?? 0, dragging);

  const Root = landmark ? 'section' : 'div';
  const snaps = position?.snaps ?? count;
  const selected = position?.selected ?? 0;
  const scrollable = position !== null && (position.canPrev || position.canNext);
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
      {/* Each slide's content (after the gap, its left padding) is a snap point. */}
      <div
        ref={stripRef}
        className="carousel-viewport"
      >
        {/* Announces slide changes only while the shopper is driving (not on autoplay). */}
        <div className="carousel-track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={carouselTexts.slideOf(index + 1, count)}
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
            aria-label={carouselTexts.previousSlide}
            disabled={!position.canPrev}
            onClick={() => move(-1)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className={`${arrowBase} ${arrowPlace.next}`}
            style={arrowStyle}
            aria-label={carouselTexts.nextSlide}
            disabled={!position.canNext}
            onClick={() => move(1)}
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
              className="group carousel-dot"
              aria-label={carouselTexts.goToSlide(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </Root>
  );
}
