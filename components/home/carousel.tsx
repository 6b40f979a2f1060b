'use client';
// The one carousel of the home page. The slides arrive already rendered on the server;
// their widths come from a CSS layout table (lib/home/carousel-layout.ts), so the page
// shows the right number of slides before any JavaScript runs. The strip is a native
// scroll-snap scroller (a finger swipes it, focus scrolls it) until Embla, the arrows and
// autoplay (./carousel-motion.tsx) come when the strip is about to matter
// (lib/client/motion-wanted.ts), so they are not part of the page's load; the dots are
// drawn here, so they hold their place from the start.
import { Children, useRef, useState } from 'react';
import { carouselCss } from '@/lib/home/carousel-layout';
import { useDesktopWidth } from '@/lib/client/use-desktop';
import { useLoaded } from '@/lib/client/use-loaded';
import { useMotionWanted } from '@/lib/client/motion-wanted';
import { carouselTexts } from '@/lib/texts/carousel';
import type { CarouselControls, CarouselProps, Position } from './carousel-types';

const loadMotion = () => import('./carousel-motion');

export function Carousel({
  label, layout, children, loop = false, autoplayMs, slidesToScroll = 'auto', dots = false, arrows = 'outside', arrowTop = '50%', landmark = false, className = '',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  // Before the strip is measured, assume one view per slide (right for the one-up hero);
  // the arrows appear once it is known whether there is anything to scroll to.
  const [position, setPosition] = useState<Position | null>(null);
  const [playing, setPlaying] = useState(false);
  const controls = useRef<CarouselControls | null>(null);
  // A dot pressed before the moving parts came: they go there when they come.
  const pendingSnap = useRef<number | null>(null);
  // Set up when the shopper reaches for the strip, when the browser is idle on a wide screen
  // (where the arrows show), or when an autoplaying strip's first move is due.
  const desktop = useDesktopWidth();
  const [wanted, want] = useMotionWanted(rootRef, { idle: desktop, afterMs: autoplayMs });
  const motion = useLoaded(loadMotion, wanted !== null);

  const Root = landmark ? 'section' : 'div';
  const snaps = position?.snaps ?? count;
  const selected = position?.selected ?? 0;
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

      {motion && (
        <motion.default
          count={count}
          loop={loop}
          autoplayMs={autoplayMs}
          slidesToScroll={slidesToScroll}
          arrows={arrows}
          arrowTop={arrowTop}
          rootRef={rootRef}
          stripRef={stripRef}
          position={position}
          setPosition={setPosition}
          setPlaying={setPlaying}
          controls={controls}
          pendingSnap={pendingSnap}
          firstMoveDue={wanted === 'timer'}
        />
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
              onClick={() => {
                if (controls.current) controls.current.goTo(index);
                else {
                  pendingSnap.current = index;
                  want();
                }
              }}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </Root>
  );
}
