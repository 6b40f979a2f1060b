'use client';
// A carousel below the fold (home, product page): its section (heading, View All, banner) is in the
// page's HTML, its cards come when the shopper scrolls within half a screen of it, rendered
// on the server (section-slides.tsx). Until then blank cards of a card's height hold
// its place, so nothing moves when the cards arrive; product links are on the list pages
// for search engines. A carousel in view at load (deals of the day) sends the cards of its
// first view in the HTML and the rest when the shopper scrolls it towards them: asking at
// once would add a server call and a render to every page load.
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
  /** The first slides, already in the HTML; the others come when the carousel is first used. */
  first?: ReactNode[];
  /** How many slides there are in all, with `first` (so each blank is labelled 'n of total'). */
  total?: number;
}


/** A blank card: picture square plus the body's height (name, price, button). */
function Blank({ kind }: { kind: NonNullable<Props['blank']> }) {
  if (kind === 'testimonial') return <div data-blank className="h-64 rounded-xl bg-white ring-1 ring-black/5" aria-hidden="true" />;
  const card = (
    <div data-blank className="card" aria-hidden="true">
      <div className="card-pics" />
      <div className="h-36" />
    </div>
  );
  return kind === 'framed' ? <div className="h-full rounded-xl bg-add/10 p-1 pt-6">{card}</div> : card;
}

export function LazyProductCarousel({ label, layout, section, blank = 'card', first, total = 0 }: Props) {
  const [slides, setSlides] = useState<ReactNode[] | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || slides) return;
    let live = true;
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      sectionSlides(section).then(
        (loaded) => {
          if (live && loaded.length > 0) setSlides(loaded);
        },
        // Asked again at the next chance.
        () => {
          asked = false;
        },
      );
    };
    if (first) {
      // The rest come when the first blank scrolls into the strip's view (a swipe, an arrow,
      // focus moving along). Hover and touch were tried first and cost added items: a
      // card's Add to cart press sometimes went unanswered while the slides arrived.
      const strip = element.querySelector('.carousel-viewport');
      const blank = element.querySelector('[data-blank]');
      if (!strip || !blank) return;
      const near = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        { root: strip },
      );
      near.observe(blank);
      return () => {
        live = false;
        near.disconnect();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [section, slides, first]);

  // As many blanks as the widest layout shows at once, or as the slides not yet sent.
  const blanks = first ? total - first.length : Math.ceil(Math.max(...layout.steps.map((step) => step.perView)));
  const blankSlides = Array.from({ length: Math.max(0, blanks) }, (_, i) => <Blank key={`blank-${i}`} kind={blank} />);
  return (
    <div ref={frame}>
      <Carousel label={label} layout={layout} arrowTop="38%">
        {slides ?? [...(first ?? []), ...blankSlides]}
      </Carousel>
    </div>
  );
}
