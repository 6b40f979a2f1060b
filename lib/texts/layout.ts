// The header, menus, drawers and footer.
// A module of its own: a client component ships every text of the module it imports
// (docs/rules/texts.md). ./index.ts takes these into `texts`.

export const layoutTexts = {
  skipToContent: 'Skip to content',
  searchLabel: 'Search products',
  searchButton: 'Search',
  searching: 'Searching…',
  suggestionsLabel: 'Product suggestions',
  support: 'Support',
  supportHeading: 'Customer Support',
  supportHoursLabel: 'Support hours',
  login: 'Login',
  loginOrSignUp: 'Login / Sign Up',
  guestGreeting: 'Hello, Guest',
  cart: 'Cart',
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  close: 'Close',
  closeCart: 'Close shopping bag',
  removeFromCart: (name: string) => `Remove ${name} from cart`,
  quantity: 'Qty',
  subtotal: 'Subtotal',
  categoriesMenu: 'Shop by category',
  showCategories: (vertical: string) => `${vertical} categories`,
  viewAll: (vertical: string) => `View all ${vertical}`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  back: 'Back',
  toggleSearch: 'Search the store',
  callUs: 'Call us',
  mailUs: 'Mail us',
  followUs: 'Follow us',
  newsletterEmail: 'Your email address',
  subscribe: 'Subscribe',
  newsletterThanks: 'Thank you for subscribing! Our best deals will reach your inbox soon.',
  newsletterFailed: 'Could not subscribe right now. Please try again.',
  newsletterInvalid: 'Please enter a valid email address.',
  importantLinkNames: {
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    privacyPolicy: 'Privacy Policy',
    returnPolicy: 'Return Policy',
    shippingPolicy: 'Shipping Information',
    terms: 'Terms & Conditions',
    cancellationPolicy: 'Cancellation Policy',
    faq: 'FAQ',
  },
} as const;

/** The header's account menu (taken into `texts.account`). */
export const accountMenuTexts = {
  login: 'Login',
  myAccount: 'My Account',
  myOrders: 'My Orders',
  myAddress: 'My Address',
  logOut: 'Log Out',
} as const;
