'use client';
// A card's pictures (autoplay every 2000 ms): a crossfade through
// gallery_images while the card is on screen. The first picture is in the server's
// HTML; the others load one step ahead of being shown, so a long list does not fetch
// every gallery at once. No autoplay for shoppers who ask for reduced motion.
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { limits } from '@/lib/config';
import { texts } from '@/lib/texts';

interface Props {
  images: string[];
  name: string;
  priority?: boolean;
  sizes: string;
}

export function CardGallery({ images, name, priority = false, sizes }: Props) {
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

  // Mount the picture after the one shown, so it has loaded by the time it fades in.
  useEffect(() => {
    if (onScreen) setReach((r) => Math.max(r, Math.min(count - 1, index + 1)));
  }, [onScreen, index, count]);

  return (
    <div ref={box} className="absolute inset-0">
      {images.map((src, i) =>
        i <= reach || i === index ? (
          <Image
            key={`${i}-${src}`}
            src={src}
            alt={i === index ? texts.cardPicture(name, i + 1, count) : ''}
            aria-hidden={i === index ? undefined : true}
            fill
            sizes={sizes}
            priority={priority && i === 0}
            className={`object-contain p-3 transition-opacity duration-500 ${i === index ? 'opacity-100' : 'opacity-0'}`}
          />
        ) : null,
      )}
      {count > 1 && (
        <div className="pointer-events-none absolute inset-x-0 bottom-1.5 flex justify-center gap-1" aria-hidden="true">
          {images.map((src, i) => (
            <span key={`${i}-${src}`} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-3 bg-primary' : 'w-1.5 bg-black/20'}`} />
          ))}
        </div>
      )}
    </div>
  );
}
