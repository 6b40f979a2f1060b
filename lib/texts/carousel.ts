// The texts of the carousels, the testimonials' stars and Show More, and the new-tab note
// (taken into `homeTexts`). A module of its own: a client component ships every text of the
// module it imports (docs/rules/texts.md), and these are the ones the client parts read.

export const carouselTexts = {
  opensInNewTab: '(opens in a new tab)',
  showMore: 'Show More',
  showLess: 'Show Less',
  /** What ends a testimonial cut at 200 characters. */
  ellipsis: '...',
  ratedOutOf5: (rating: number) => `Rated ${rating} out of 5`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  slideOf: (n: number, total: number) => `${n} of ${total}`,
} as const;
