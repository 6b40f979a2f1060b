// How many slides a home carousel shows at a given window width (docs/rules/pages.md#home).
// Each layout is a table of steps, smallest width first; the same table
// drives both the CSS (so the server-rendered page already shows the right number
// of slides before any JavaScript runs) and the tests.
import { limits } from '@/lib/limits';

export interface PerViewStep {
  /** The step applies from this window width in px (inclusive). */
  minWidth: number;
  /** Slides in view; a fraction shows part of the next one, hinting that it scrolls. */
  perView: number;
}

export interface CarouselLayout {
  /** Names the CSS class `carousel-<name>`; letters, digits and dashes only. */
  name: string;
  steps: readonly PerViewStep[];
  /** Space between slides in px. */
  gap: number;
}

const mobileUpTo = limits.mobileBreakpointPx; // 560: up to this width is mobile

export const carouselLayouts = {
  /** Hero: one banner at a time. */
  hero: { name: 'hero', gap: 0, steps: [{ minWidth: 0, perView: 1 }] },
  /** Brand in focus, 2, 3 or 6 by width. */
  brandFocus: {
    name: 'brand-focus',
    gap: 12,
    steps: [
      { minWidth: 0, perView: 2 },
      { minWidth: mobileUpTo + 1, perView: 3 },
      { minWidth: 992, perView: 6 },
    ],
  },
  /** Deals of the day, 4 on desktop, 2 on mobile. */
  deals: {
    name: 'deals',
    gap: 12,
    steps: [
      { minWidth: 0, perView: limits.dealsOfDayMobile },
      { minWidth: mobileUpTo + 1, perView: limits.dealsOfDayDesktop },
    ],
  },
  /** Hot deals and new arrivals: smaller cards, more of them on wide screens. */
  productRow: {
    name: 'product-row',
    gap: 12,
    steps: [
      { minWidth: 0, perView: 2 },
      { minWidth: 768, perView: 3 },
      { minWidth: 992, perView: 4 },
      { minWidth: 1210, perView: 5 },
    ],
  },
  /** Shop by age, 5, 4, 3 or 2.5 at widths above 1200, 992, 768 and below. */
  ageGroups: {
    name: 'age-groups',
    gap: 12,
    steps: [
      { minWidth: 0, perView: 2.5 },
      { minWidth: 769, perView: 3 },
      { minWidth: 993, perView: 4 },
      { minWidth: 1201, perView: 5 },
    ],
  },
  /** A home category, 1.5 at width 0, 2 at 768, 3 at 992, 4 at 1210. */
  homeCategory: {
    name: 'home-category',
    gap: 12,
    steps: [
      { minWidth: 0, perView: 1.5 },
      { minWidth: 768, perView: 2 },
      { minWidth: 992, perView: 3 },
      { minWidth: 1210, perView: 4 },
    ],
  },
  /** Customer reviews: one card on phones, three on wide screens. */
  testimonials: {
    name: 'testimonials',
    gap: 16,
    steps: [
      { minWidth: 0, perView: 1.1 },
      { minWidth: mobileUpTo + 1, perView: 2 },
      { minWidth: 1024, perView: 3 },
    ],
  },
} as const satisfies Record<string, CarouselLayout>;

/** Slides in view at a window width: the last step whose minWidth it reaches. */
export function slidesPerView(width: number, steps: readonly PerViewStep[]): number {
  let perView = steps[0]?.perView ?? 1;
  for (const step of steps) {
    if (width >= step.minWidth) perView = step.perView;
  }
  return perView;
}

/** Whole slides fully in view at a width (2.5 shows 2 whole ones and half of the third). */
export function wholeSlidesInView(width: number, steps: readonly PerViewStep[]): number {
  return Math.floor(slidesPerView(width, steps));
}

const percent = (perView: number) => `${Number((100 / perView).toFixed(4))}%`;

/**
 * The CSS of a layout: each slide takes 100%/perView of the track, with the gap as
 * padding (the track is pulled left by one gap, so the slides line up with the edges).
 */
export function carouselCss(layout: CarouselLayout): string {
  if (!/^[a-z0-9-]+$/.test(layout.name)) throw new Error(`carousel layout name "${layout.name}" is not a CSS class name`);
  const root = `.carousel-${layout.name}`;
  const rules = [
    `${root} .carousel-track{margin-left:-${layout.gap}px}`,
    `${root} .carousel-slide{padding-left:${layout.gap}px}`,
  ];
  layout.steps.forEach((step, index) => {
    const rule = `${root} .carousel-slide{flex-basis:${percent(step.perView)}}`;
    rules.push(index === 0 && step.minWidth === 0 ? rule : `@media (min-width:${step.minWidth}px){${rule}}`);
  });
  return rules.join('\n');
}
