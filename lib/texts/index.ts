// Every text a shopper sees, in one place, kept word for word (docs/rules/texts.md).
// Components import from here; nothing else spells these strings. Client components import
// the smaller modules it takes in instead (./notices.ts with ./errors.ts,
// ./login-notices.ts, ./product-notices.ts, ./cards.ts, ./lists.ts, ./layout.ts, ./footer.ts).
import { cardTexts } from './cards';
import { codRuleTexts } from './cod-rules';
import { footerTexts } from './footer';
import { accountMenuTexts, layoutTexts } from './layout';
import { listTexts } from './lists';
import { loginNoticeTexts } from './login-notices';
import { noticeTexts } from './notices';
import { productNoticeTexts } from './product-notices';

export const texts = {
  ...noticeTexts,
  ...loginNoticeTexts,
  ...productNoticeTexts,
  ...cardTexts,
  ...listTexts,
  layout: { ...layoutTexts, ...footerTexts },
  codRules: codRuleTexts,

  promoStrip: 'Shop Smart, Save Big! Explore Our Open-Box Collection Today!',
  tagLine: 'Fastest Delivery and 100% Genuine Product',

  // Home
  trust: [
    { title: 'Up to 80% off', text: 'Open-box prices on MRP' },
    { title: '7-day free returns', text: 'Easy pickup from your door' },
    { title: 'Home delivery', text: 'Delivered and installed' },
    { title: 'Original products', text: 'QC passed with warranty' },
  ],
  customerCount: { happy: '15,375+', happyLabel: 'Happy Customers', delivered: '3 lakh+', deliveredLabel: 'Products Delivered', loyal: '15K+', loyalLabel: 'Loyal Customers' },

  // ----- product lists (the rest: ./lists.ts)
  bannerPitch: 'Open-box prices, up to 80% off MRP',

  // ----- product page (its own texts: ./product.ts) -----
  reviewAlreadySubmitted: 'You have already reviewed this product.',
  // The product page's condition block (docs/rules/products.md#condition-warranty-box).
  productCondition: {
    heading: 'Condition and warranty',
    grade: 'Condition',
    warranty: 'Warranty',
    warrantyMonths: (n: number) => (n % 12 === 0 ? `${n / 12} ${n === 12 ? 'year' : 'years'}` : `${n} ${n === 1 ? 'month' : 'months'}`),
    inTheBox: 'In the box',
    grades: { like_new: 'Open box – like new', grade_a: 'Grade A', grade_b: 'Grade B', grade_c: 'Grade C' },
  },

  // ----- accounts, login and registration -----
  // Sign-in and registration checks (the server gives the same messages)
  loginIdentifierRequired: 'Please enter mobile number or E-mail ID.',
  loginIdentifierInvalid: 'Enter mobile number and email Address is not valid.',
  loginPasswordRequired: 'Please enter your password',
  registerOtpRequired: 'Please enter the OTP.',
  registerMobileInvalid: 'Mobile number is not valid. Enter valid mobile number.',
  registerEmailInvalid: 'Email address is not valid. Enter valid email address.',
  registerNameRequired: 'Please enter your full name.',
  registerPasswordRequired: 'Please enter your password.',
  // Both readings are kept: the limit is 7 characters, the message says 8.
  registerPasswordShort: 'Entered password characters is less than 8 characters.',
  // Server answers of our own (sessions, OTP lifetime, rate limits)
  loginRequired: 'Please log in to continue.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpTooManyRequests: 'Too many OTP requests. Please try again in a few minutes.',
  signInTooManyTries: 'Too many attempts. Please try again in a few minutes.',
  otpVerifyTooManyTries: 'Too many OTP attempts. Please wait a few minutes and try again.',
  reviewTooManyPosts: 'You have posted several reviews in a short time. Please wait a few minutes and try again.',
  // The login popup, /login, /verify, the account menu and the account pages
  account: {
    ...accountMenuTexts,
    dialogLabel: 'Login or Sign Up',
    close: 'Close',
    perks: ['Original Products', 'Easy Returns', 'Home Delivery'],
    perksHeading: 'Why shop with us',
    loginHeading: 'Login',
    loginOtpHeading: 'Login with OTP',
    verifyOtpHeading: 'Verify OTP',
    registerHeading: 'Sign Up',
    regVerifyHeading: 'Verify and Sign Up',
    identifier: 'Mobile number or E-mail ID',
    password: 'Password',
    mobile: 'Mobile number',
    email: 'E-mail ID',
    fullName: 'Full name',
    otp: 'OTP',
    proceed: 'Proceed',
    resend: 'Resend',
    change: 'Change',
    signUp: 'Sign Up',
    loginWithOtp: 'Login with OTP',
    loginWithPassword: 'Login with password',
    newHere: 'New here?',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account?',
    otpSentTo: (to: string) => `Enter the 4-digit OTP sent to ${to}`,
    agreeBefore: 'By continuing, you agree to our ',
    terms: 'Terms & Conditions',
    and: ' and ',
    privacy: 'Privacy Policy',
    newTab: '(opens in a new tab)',
    working: 'Please wait…',
    // /login and /verify
    loginPageHeading: 'Login or Sign Up',
    loginPageNote: 'Enter your mobile number to get a one-time password.',
    countryCode: '+91',
    mobilePlaceholder: '9XXXXXXXXX',
    continue: 'Continue',
    verifyPageHeading: 'Verify your number',
    codeSentTo: (masked: string) => `A 4-digit code was sent to +91 ${masked}`,
    digit: (n: number) => `Digit ${n} of 4`,
    resendCode: 'Resend Code',
    verifyAndProceed: 'Verify & Proceed',
    // header menu and account pages
    accountMenu: 'Account',
    profileDetails: 'Profile Details',
    orders: 'Orders',
    address: 'Address',
    deliveryAddress: 'Delivery Address',
    loggedOutEntry: 'Logged Out',
    profileName: 'Name',
    profileContact: 'Contact',
    profileEmail: 'E-mail',
    notGiven: 'Not given',
    loginToContinue: 'Please log in to see this page.',
  },


  // ----- the newsletter (footer, its mails, the unsubscribe page; docs/rules/newsletter.md) -----
  newsletter: {
    welcomeSubject: (shop: string) => `You are on the ${shop} newsletter`,
    welcomeBody: 'Thank you for subscribing. We will send you our best open-box deals and new arrivals. Not for you any more? One click below takes you off the list.',
    unsubscribeLink: 'Unsubscribe',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeAsk: 'Take this address off our newsletter?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed. We will not send you the newsletter any more.',
    unknownLink: 'This unsubscribe link is not valid. Use the link in our latest mail.',
    tooMany: 'Too many sign-ups from here. Please try again later.',
  },

  // ----- sharing images (Open Graph, lib/seo/og) -----
  ogDiscountClaim: 'Up to 80% off',
  ogOff: 'off',
  ogProductCountOne: 'product',
  ogProductCountMany: 'products',
  ogPromises: ['7-day free returns', 'Home delivery', 'Original products'],

  // When the shop itself fails (lib/api/dispatch.ts, lib/api/errors.ts, lib/server/http-server.ts)
  service: {
    failed: 'Something went wrong on our side. Please try again.',
    unavailable: 'The shop cannot be reached right now. Please try again in a moment.',
    backSoonTitle: 'Back in a moment',
    backSoonHeading: "We'll be back in a moment",
    backSoonBody: 'The shop cannot reach its data right now. Please try again in a few seconds.',
    tryAgain: noticeTexts.tryAgain,
  },
} as const;
