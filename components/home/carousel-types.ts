// The types the home carousel (./carousel.tsx) and its moving parts (./carousel-motion.tsx,
// loaded after the page) share.
import type { ReactNode } from 'react';
import type { CarouselLayout } from '@/lib/home/carousel-layout';

export interface CarouselProps {
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

/** Where the strip stands: its views ("snaps", one per dot), the current one, and the ends. */
export interface Position {
  snaps: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

/** What the dots call, once the moving parts have loaded. */
export interface CarouselControls {
  goTo: (snap: number) => void;
}
