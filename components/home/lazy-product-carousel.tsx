'use client';
// A carousel below the fold (home, product page): its section (heading, View All, banner) is in the
// page's HTML, its cards come when the shopper scrolls within half a screen of it, rendered
// on the server (section-slides.tsx). Until then blank cards of a card's height hold
// its place, so nothing moves when the cards arrive; product links are on the list pages
// for search engines.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CarouselLayout } from '@/lib/home/carousel-layout';
import { Carousel } from './carousel';
import { sectionSlides } from './section-slides';

interface Props {
  label: string;
  layout: CarouselLayout;
  /** The section's id, which names its cards to the server. */
  section: string;
  /** What the blanks stand for: product cards, cards framed with the 'Limited time' label (hot deals), or testimonials. */
  blank?: 'card' | 'framed' | 'testimonial';
}

/** A blank card: picture square plus the body's height (name, price, button). */
function Blank({ kind }: { kind: NonNullable<Props['blank']> }) {
  if (kind === 'testimonial') return <div className="h-64 rounded-xl bg-white ring-1 ring-black/5" aria-hidden="true" />;
  const card = (
    <div className="card" aria-hidden="true">
      <div className="card-pics" />
      <div className="h-36" />
    </div>
  );
  return kind === 'framed' ? <div className="h-full rounded-xl bg-add/10 p-1 pt-6">{card}</div> : card;
}

export function LazyProductCarousel({ label, layout, section, blank = 'card' }: Props) {
  const [slides, setSlides] = useState<ReactNode[] | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || slides) return;
    let live = true;
    let asked = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (asked || !entries.some((entry) => entry.isIntersecting)) return;
        asked = true;
        sectionSlides(section).then(
          (loaded) => {
            if (live && loaded.length > 0) setSlides(loaded);
          },
          // Asked again the next time the section comes near.
          () => {
            asked = false;
          },
        );
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [section, slides]);

  // As many blanks as the widest layout shows at once.
  const blanks = Math.ceil(Math.max(...layout.steps.map((step) => step.perView)));
  return (
    <div ref={frame}>
      <Carousel label={label} layout={layout} arrowTop="38%">
        {slides ?? Array.from({ length: blanks }, (_, i) => <Blank key={`blank-${i}`} kind={blank} />)}
      </Carousel>
    </div>
  );
}
