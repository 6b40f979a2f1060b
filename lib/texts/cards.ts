// The product card, the add-to-cart button, the cart drawer and the product's buy box.
// A module of its own: a client component ships every text of the module it imports
// (docs/rules/texts.md). ./index.ts takes these into `texts`.

export const cardTexts = {
  cardPicture: (name: string, index: number, count: number) => (count > 1 ? `${name}, picture ${index} of ${count}` : name),
  percentOff: (percent: number) => `${percent}% off`,
  mrpLabel: 'MRP',
  priceLabel: 'Price',
  ratingLabel: (rating: number, reviews: number) => `Rated ${rating.toFixed(1)} out of 5 from ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`,

  // Cart drawer and checkout
  shoppingBag: 'SHOPPING BAG',
  cartNote: 'Tax included and shipping calculated at checkout',
  cartEmpty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  checkout: 'CHECKOUT',

  // Product
  addToCart: 'Add to cart',
  soldOutLabel: 'Sold Out',
  soldOutButton: 'Sold out!',
  outOfStock: 'Out of Stock',
  inStock: 'In stock',
  goToCart: 'Go to cart',
  hurryUp: 'Hurry Up! Steal your deals now',
  youMayAlsoLike: 'You may also like',
  rateYourExperience: 'Rate Your Experience',
  customerReviews: 'Customer Reviews',
  // The warranty promise is the product's (or the chosen unit's) own, never a fixed claim:
  // docs/rules/units.md#the-we-promise-panel (lib/texts/units.ts).
  wePromise: ['100% Original', 'QC Passed', 'Home Delivery'],
} as const;
