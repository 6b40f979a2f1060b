// The texts of the static and information pages (headings, the contact form, the store
// locator, the offers page; docs/rules/texts.md#where-texts-live), apart from the texts
// every page needs (./index.ts).

export const pageTexts = {
  // The contact form's notices and the offers page's empty text
  contactFailed: 'Failed to send mail',
  contactThanks: 'Thank you for contacting us. We will get back to you soon.',
  contactMailSent: 'Mail Sent Successfully.',
  contactTooManyMessages: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  offersEmpty: 'There are no offers running right now. Please check back soon.',

  // ----- static pages and contact -----
  // Page headings (each page's one h1) and the labels of the contact form and store locator.
  staticPages: {
    contactUs: 'Contact Us',
    aboutUs: 'About Us',
    faq: 'Frequently Asked Questions',
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    returnPolicy: 'Return Policy',
    cancellation: 'Cancellation Policy',
    payments: 'Payments',
    shipping: 'Shipping Information',
    offers: 'Offers',
    stores: 'Our Stores',
  },
  contactForm: {
    heading: 'Send us a message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    submit: 'Send Message',
    submitting: 'Sending...',
    sent: 'Message Sent',
    detailsHeading: 'Reach us',
    address: 'Address',
    gst: 'GST Number',
    phones: 'Phone',
    hours: 'Support hours',
    findStore: 'Find a store near you',
  },
  storeLocator: {
    cities: 'Cities',
    call: 'Call',
    email: 'Email',
    map: 'MAP',
    none: 'No stores to show yet. Please check back soon.',
  },
  offers: {
    percentOff: (percent: number) => `${percent}% OFF`,
    amountOff: (amount: string) => `${amount} OFF`,
    minimumCart: 'Minimum cart',
    saveUpTo: 'Save up to',
    useCode: 'Use code',
    firstOrderOnly: 'First order only',
    oncePerCustomer: 'Once per customer',
    usesPerCustomer: (n: number) => `Up to ${n} times per customer`,
    limited: 'On selected categories or brands',
    endsOn: (day: string) => `Ends ${day}`,
    howToUse: "Enter an offer's code in the cart or at checkout, and its discount comes off your order. One code per order.",
  },
} as const;
