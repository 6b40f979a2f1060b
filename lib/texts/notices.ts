// The notices (toasts) of the cart, logging out, search and errors.
// A module of its own: a client component ships every text of the module it imports
// (docs/rules/texts.md). ./index.ts takes these into `texts`.

import { errorTexts } from './errors';

export const noticeTexts = {
  quantityLimit: 'You have reached the product quantity limit.',
  addedToCart: 'Product added into the cart successfully.',
  removedFromCart: 'Product removed from cart successfully',
  removeFromCartFailed: 'Unable to remove the product from cart successfully',
  cartFailure: 'We are facing issue on shopping cart. Please try later.',
  pageNotFound: 'Sorry, this page could not be found.',
  noProducts: 'No Products Found',
  noProductsSubcategory: 'No products found',
  ...errorTexts,
  loggedOutTitle: 'Logged Out',
  loggedOut: 'You have been successfully logged out.',
} as const;
