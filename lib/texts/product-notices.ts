// The notices of the product page: delivery check, reviews, sharing.
// A module of its own: a client component ships every text of the module it imports
// (docs/rules/texts.md). ./index.ts takes these into `texts`.

export const productNoticeTexts = {
  productNotFound: 'Sorry, Product detail not found.',
  pincodeInvalid: 'Please enter valid pincode.',
  pincodeInvalidInput: 'Please enter a valid pincode.',
  reviewFailed: 'Failed to submit review. Please try again.',
  reviewError: 'An error occurred while submitting the review.',
  reviewFillAll: 'Please fill all fields.',
  noReviews: 'No reviews yet.',
  urlCopied: 'URL Copied to clipboard.',

  // ----- cash on delivery by pincode (docs/rules/checkout.md#cash-on-delivery-by-pincode) -----
  codByPincode: {
    refused: 'Cash on delivery is not available for this pincode. Please pay online.',
    checkoutNote: (pincode: string) => `Not available for pincode ${pincode}. Please pay online.`,
    productPage: 'Cash on delivery not available',
  },
} as const;
