// The home page's texts and its carousels' (components/home; docs/rules/pages.md#home), apart
// from the texts every page needs (./index.ts). Client components import ./carousel.ts.

import { carouselTexts } from './carousel';

export const homeTexts = {
  ...carouselTexts,
  pageHeading: (business: string) => `${business}: open-box appliances and electronics at up to 80% off`,
  heroLabel: 'Featured offers',
  shopNow: 'Shop now',
  explore: 'Explore',
  brandFocus: 'Brands in Focus',
  brandFocusNote: 'Top brands, open-box prices',
  dealsOfDay: 'Deals of the Day',
  dealsOfDayNote: 'Fresh markdowns on tested open-box stock',
  topOffers: 'Top Offers',
  hotDeals: 'Hot Deals',
  hotDealsNote: 'Limited-time offers while stock lasts',
  limitedTime: 'Limited time',
  newArrivals: 'New Arrivals',
  newArrivalsNote: 'Just landed, most in stock first',
  shopByAge: 'Shop by Age',
  shopByAgeNote: 'Toys and games for every stage',
  viewAll: 'View All',
  testimonials: 'What Our Customers Say',
  testimonialsNote: 'Real reviews from shoppers across India',
  trustHeading: 'Why Shop With Us',
  customerCountHeading: 'Trusted by shoppers across India',
} as const;
