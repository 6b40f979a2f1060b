import { describe, expect, it } from 'vitest';
import { carouselCss, carouselLayouts, slidesPerView, wholeSlidesInView } from './carousel-layout';

const { ageGroups, brandFocus, deals, homeCategory, hero } = carouselLayouts;

describe('slidesPerView', () => {
  it('home category: 1.5 from width 0, 2 from 768, 3 from 992, 4 from 1210', () => {
    expect(slidesPerView(0, homeCategory.steps)).toBe(1.5);
    expect(slidesPerView(390, homeCategory.steps)).toBe(1.5);
    expect(slidesPerView(767, homeCategory.steps)).toBe(1.5);
    expect(slidesPerView(768, homeCategory.steps)).toBe(2);
    expect(slidesPerView(991, homeCategory.steps)).toBe(2);
    expect(slidesPerView(992, homeCategory.steps)).toBe(3);
    expect(slidesPerView(1209, homeCategory.steps)).toBe(3);
    expect(slidesPerView(1210, homeCategory.steps)).toBe(4);
    expect(slidesPerView(1920, homeCategory.steps)).toBe(4);
  });

  it('shop by age: 5 above 1200, 4 above 992, 3 above 768, else 2.5', () => {
    expect(slidesPerView(1201, ageGroups.steps)).toBe(5);
    expect(slidesPerView(1200, ageGroups.steps)).toBe(4);
    expect(slidesPerView(993, ageGroups.steps)).toBe(4);
    expect(slidesPerView(992, ageGroups.steps)).toBe(3);
    expect(slidesPerView(769, ageGroups.steps)).toBe(3);
    expect(slidesPerView(768, ageGroups.steps)).toBe(2.5);
    expect(slidesPerView(390, ageGroups.steps)).toBe(2.5);
  });

  it('deals of the day: 2 on mobile (up to 560 px), 4 on desktop', () => {
    expect(slidesPerView(390, deals.steps)).toBe(2);
    expect(slidesPerView(560, deals.steps)).toBe(2);
    expect(slidesPerView(561, deals.steps)).toBe(4);
    expect(slidesPerView(1280, deals.steps)).toBe(4);
  });

  it('brand in focus: 2, 3 or 6 by width', () => {
    expect(slidesPerView(390, brandFocus.steps)).toBe(2);
    expect(slidesPerView(800, brandFocus.steps)).toBe(3);
    expect(slidesPerView(1280, brandFocus.steps)).toBe(6);
  });

  it('the hero shows one banner at every width', () => {
    expect(slidesPerView(320, hero.steps)).toBe(1);
    expect(slidesPerView(2560, hero.steps)).toBe(1);
  });

  it('every layout starts at width 0 and grows with the width', () => {
    for (const layout of Object.values(carouselLayouts)) {
      expect(layout.steps[0]?.minWidth, layout.name).toBe(0);
      for (let i = 1; i < layout.steps.length; i++) {
        expect(layout.steps[i]!.minWidth, layout.name).toBeGreaterThan(layout.steps[i - 1]!.minWidth);
        expect(layout.steps[i]!.perView, layout.name).toBeGreaterThan(layout.steps[i - 1]!.perView);
      }
    }
  });
});

describe('wholeSlidesInView', () => {
  it('counts only slides fully in view', () => {
    expect(wholeSlidesInView(390, ageGroups.steps)).toBe(2);
    expect(wholeSlidesInView(390, homeCategory.steps)).toBe(1);
    expect(wholeSlidesInView(1280, deals.steps)).toBe(4);
  });
});

describe('carouselCss', () => {
  it('gives each slide its share of the track, per width step', () => {
    const css = carouselCss(homeCategory);
    expect(css).toContain('.carousel-home-category .carousel-slide{flex-basis:66.6667%}');
    expect(css).toContain('@media (min-width:768px){.carousel-home-category .carousel-slide{flex-basis:50%}}');
    expect(css).toContain('@media (min-width:992px){.carousel-home-category .carousel-slide{flex-basis:33.3333%}}');
    expect(css).toContain('@media (min-width:1210px){.carousel-home-category .carousel-slide{flex-basis:25%}}');
  });

  it('spaces slides by the gap and pulls the track back by one gap', () => {
    const css = carouselCss(deals);
    expect(css).toContain('.carousel-deals .carousel-track{margin-left:-12px}');
    expect(css).toContain('.carousel-deals .carousel-slide{padding-left:12px}');
  });

  it('writes the steps in width order, so a wider media query wins', () => {
    const css = carouselCss(ageGroups);
    const at = (needle: string) => css.indexOf(needle);
    expect(at('min-width:769px')).toBeLessThan(at('min-width:993px'));
    expect(at('min-width:993px')).toBeLessThan(at('min-width:1201px'));
  });

  it('refuses a name that is not a CSS class', () => {
    expect(() => carouselCss({ name: 'x}{body', gap: 0, steps: [{ minWidth: 0, perView: 1 }] })).toThrow();
  });
});
