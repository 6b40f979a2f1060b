'use client';
// A card's pictures (autoplay every 2000 ms): a crossfade through
// gallery_images while the card is on screen. The first picture is in the server's
// HTML; the others load one step ahead of being shown, so a long list does not fetch
// every gallery at once. No autoplay for shoppers who ask for reduced motion.
import { pictureAttributes } from '@/components/layout/picture';
import { useEffect, useRef, useState } from 'react';
import { limits } from '@/lib/limits';
import { cardTexts } from '@/lib/texts/cards';

interface Props {
  images: string[];
  name: string;
  /** The first picture is wanted early (first cards of a list): loaded eagerly, preloaded, high priority. */
  priority?: boolean;
  /** Sold out: the pictures are dimmed under the label. */
  dimmed?: boolean;
}

/**
 * The widest a card draws its picture, in CSS px (a phone's half-width card, a desktop's
 * fifth of the page). A fixed width gives two candidates (1x, 2x: 256 and 384 px wide)
 * where a `sizes` list gave seven /_next/image URLs per picture.
 */
const PICTURE_PX = 192;

/** A picture of the card; the first of a priority card is named in a preload link, found before the body is parsed. */
function pictureProps(src: string, alt: string, priority: boolean) {
  // The picture's box comes from the .card-pic class.
  return pictureAttributes({ src, alt, width: PICTURE_PX, height: PICTURE_PX, priority });
}

export function CardGallery({ images, name, priority = false, dimmed = false }: Props) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  // Pictures up to this index are mounted (and so loaded).
  const [reach, setReach] = useState(0);
  const [onScreen, setOnScreen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || count < 2) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting), { threshold: 0.25 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    if (!onScreen || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % count);
    }, limits.cardGalleryAutoplayMs);
    return () => window.clearInterval(timer);
  }, [onScreen, count]);

  // Mount the picture after the one shown halfway to its turn, so it has loaded by the
  // time it fades in without competing with the page's first pictures.
  useEffect(() => {
    if (!onScreen) return;
    const timer = window.setTimeout(() => setReach((r) => Math.max(r, Math.min(count - 1, index + 1))), limits.cardGalleryAutoplayMs / 2);
    return () => window.clearTimeout(timer);
  }, [onScreen, index, count]);

  return (
    <div ref={box} className={dimmed ? 'absolute inset-0 opacity-60 grayscale-[40%]' : 'absolute inset-0'}>
      {images.map((src, i) =>
        i <= reach || i === index ? (
          <img
            key={`${i}-${src}`}
            {...pictureProps(src, i === index ? cardTexts.cardPicture(name, i + 1, count) : '', priority && i === 0)}
            aria-hidden={i === index ? undefined : true}
            className={i === index ? 'card-pic' : 'card-pic opacity-0'}
          />
        ) : null,
      )}
      {/* The dots only once the card has been on screen: no markup for them in the server's HTML. */}
      {count > 1 && reach > 0 && (
        <div className="pointer-events-none absolute inset-x-0 bottom-1.5 flex justify-center gap-1" aria-hidden="true">
          {images.map((src, i) => (
            <span key={`${i}-${src}`} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-3 bg-primary' : 'w-1.5 bg-black/20'}`} />
          ))}
        </div>
      )}
    </div>
  );
}
