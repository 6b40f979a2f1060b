'use client';
// The product page's pictures: the main picture, a strip of thumbnails
// (6 in view, scrolling with the selection), previous and next arrows that wrap at both
// ends, swiping and mouse dragging (Embla, ./gallery-motion.tsx, when the strip is about to
// matter: lib/client/motion-wanted.ts; a native scroll-snap strip until then) and a full-screen view on click.
// The first picture is in the server's HTML; a sold-out product gets its overlay here.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SafeImage } from '@/components/layout/safe-image';
import { useDesktopWidth } from '@/lib/client/use-desktop';
import { useLoaded } from '@/lib/client/use-loaded';
import { useMotionWanted } from '@/lib/client/motion-wanted';
import type { GalleryControls } from './gallery-motion';
import { carouselTexts } from '@/lib/texts/carousel';
import { productControlTexts } from '@/lib/texts/product-controls';

// The full-screen view's dialog loads on its first opening and stays mounted after it.
const Modal = lazy(() => import('@/components/layout/modal').then((m) => ({ default: m.Modal })));
const loadMotion = () => import('./gallery-motion');

const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** Thumbnails in view at once (6 in the thumbnail carousel). */
export const THUMBNAILS_IN_VIEW = 6;

interface Props {
  images: string[];
  /** Each picture's alt text, '' for none (then its place in the gallery and the name). */
  alts?: string[];
  name: string;
  soldOut: boolean;
}

function Arrow({ direction, onClick, className = '' }: { direction: 'prev' | 'next'; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'prev' ? productControlTexts.previousPicture : productControlTexts.nextPicture}
      className={`absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-secondary shadow-md ring-1 ring-black/10 hover:bg-primary hover:text-white ${
        direction === 'prev' ? 'left-2' : 'right-2'
      } ${className}`}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {direction === 'prev' ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 6l6 6-6 6" />}
      </svg>
    </button>
  );
}

/** The first thumbnail in view, moved only as far as needed to keep `index` in view. */
export function thumbnailStart(start: number, index: number, count: number, inView = THUMBNAILS_IN_VIEW): number {
  const last = Math.max(0, count - inView);
  let next = start;
  if (index < next) next = index;
  if (index > next + inView - 1) next = index - inView + 1;
  return Math.max(0, Math.min(last, next));
}

export function ProductGallery({ images, alts = [], name, soldOut }: Props) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [start, setStart] = useState(0);
  const [full, setFull] = useState(false);
  const [fullWanted, setFullWanted] = useState(false);
  const stripRef = useRef<HTMLDivElement>(null);
  // Embla comes when the shopper reaches for the strip (a mouse over it drags it), or when a
  // wide screen is idle; a finger swipes the native strip without it.
  const desktop = useDesktopWidth();
  const [wanted] = useMotionWanted(stripRef, { idle: desktop });
  const motion = useLoaded(loadMotion, count > 1 && wanted !== null);
  const controls = useRef<GalleryControls | null>(null);
  // Before Embla: the picture an arrow or a thumbnail asked for, until the native strip
  // has scrolled there (the scroll on the way must not select the pictures it passes).
  const goingTo = useRef<number | null>(null);

  const select = useCallback(
    (selected: number) => {
      setIndex(selected);
      setStart((s) => thumbnailStart(s, selected, count));
    },
    [count],
  );

  const show = useCallback(
    (wanted: number) => {
      const next = ((wanted % count) + count) % count;
      select(next);
      if (controls.current) return controls.current.show(next);
      const strip = stripRef.current;
      if (!strip) return;
      goingTo.current = next;
      strip.scrollTo({ left: next * strip.clientWidth, behavior: scrollBehavior() });
    },
    [count, select],
  );

  // Before Embla: a native swipe moves the selection too, once the strip has come to rest.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let timer = 0;
    const onRest = () => {
      const selected = Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / (strip.clientWidth || 1))));
      if (goingTo.current !== null) {
        if (selected === goingTo.current) goingTo.current = null;
        return;
      }
      select(selected);
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onRest, 80);
    };
    // The shopper's own swipe or wheel takes over from an asked-for picture.
    const takeOver = () => {
      goingTo.current = null;
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) strip.addEventListener(type, takeOver, { passive: true });
    return () => {
      window.clearTimeout(timer);
      strip.removeEventListener('scroll', onScroll);
      for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) strip.removeEventListener(type, takeOver);
    };
  }, [count, select]);

  const closeFull = useCallback(() => setFull(false), []);
  const label = (i: number) => alts[i] || productControlTexts.picture(name, i + 1, count);

  return (
    <section aria-label={productControlTexts.gallery} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl border border-black/10 bg-white">
        <div
          ref={stripRef}
          className="snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] data-[embla=on]:snap-none data-[embla=on]:overflow-hidden [&::-webkit-scrollbar]:hidden"
        >
          {/* Once Embla drives the strip, vertical swipes still scroll the page. */}
          <div className="flex [[data-embla=on]>&]:[touch-action:pan-y_pinch-zoom]">
            {images.map((src, i) => (
              <div key={`${i}-${src}`} className="relative aspect-square min-w-0 shrink-0 grow-0 basis-full snap-start" aria-hidden={i === index ? undefined : true}>
                <button
                  type="button"
                  className="absolute inset-0 cursor-zoom-in"
                  tabIndex={i === index ? 0 : -1}
                  aria-label={`${label(i)}. ${productControlTexts.openFullScreen}`}
                  onClick={() => {
                    setFullWanted(true);
                    setFull(true);
                  }}
                >
                  {/* Drawn at most about 412 px wide (a phone's width, the desktop column): a fixed
                      width gives two candidates, 640 and 828 px files for 1x and 2x screens. */}
                  <SafeImage
                    src={src}
                    alt={i === index ? label(i) : ''}
                    width={412}
                    height={412}
                    priority={i === 0}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    className={`absolute inset-0 h-full w-full object-contain p-4 ${soldOut ? 'opacity-60 grayscale-[40%]' : ''}`}
                  />
                </button>
              </div>
            ))}
          </div>
        </div>
        {soldOut && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/30">
            <p className="rotate-[-8deg] rounded-md bg-secondary/90 px-5 py-2 text-xl font-extrabold uppercase tracking-widest text-white shadow-lg">
              {productControlTexts.soldOutOverlay}
            </p>
          </div>
        )}
        {count > 1 && (
          <>
            <Arrow direction="prev" onClick={() => show(index - 1)} />
            <Arrow direction="next" onClick={() => show(index + 1)} />
            <p className="absolute bottom-2 right-3 rounded-full bg-black/55 px-2 py-0.5 text-xs font-semibold text-white" aria-hidden="true">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <div className="overflow-hidden">
          <ul
            className="flex transition-transform duration-300"
            style={{ transform: `translateX(-${(start * 100) / THUMBNAILS_IN_VIEW}%)` }}
          >
            {images.map((src, i) => {
              const inView = i >= start && i < start + THUMBNAILS_IN_VIEW;
              return (
                <li key={`${i}-${src}`} className="shrink-0 grow-0 basis-1/6 px-1" aria-hidden={inView ? undefined : true}>
                  <button
                    type="button"
                    tabIndex={inView ? 0 : -1}
                    onClick={() => show(i)}
                    aria-label={productControlTexts.showPicture(i + 1)}
                    aria-current={i === index ? 'true' : undefined}
                    className={`relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-white ${
                      i === index ? 'border-primary-strong' : 'border-black/10 hover:border-primary'
                    }`}
                  >
                    {/* A fixed width: two candidates (1x, 2x) where sizes="80px" listed every width. */}
                    <SafeImage src={src} alt="" width={80} height={80} className="absolute inset-0 h-full w-full object-contain p-1" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {motion && <motion.default stripRef={stripRef} onSelect={select} controls={controls} />}

      <Suspense>
        {fullWanted && (
          <Modal open={full} onClose={closeFull} title={productControlTexts.fullScreen} hideTitle size="full">
            <div className="relative h-full w-full">
              <SafeImage src={images[index]} alt={label(index)} fill sizes="100vw" className="object-contain p-6 desk:p-12" />
              {count > 1 && (
                <>
                  <Arrow direction="prev" onClick={() => show(index - 1)} />
                  <Arrow direction="next" onClick={() => show(index + 1)} />
                  <p className="absolute inset-x-0 bottom-4 text-center text-sm font-semibold" aria-live="polite">
                    {carouselTexts.slideOf(index + 1, count)}
                  </p>
                </>
              )}
            </div>
          </Modal>
        )}
      </Suspense>
    </section>
  );
}
