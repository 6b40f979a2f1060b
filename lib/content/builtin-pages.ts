// The FAQ's built-in questions (docs/rules/content.md#pages): shown while staff have not
// written the FAQ in the console, and the text the console's editor starts from.
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';

export interface Faq {
  question: string;
  /** Plain text: shown on the page and given to search engines as FAQPage data. */
  answer: string[];
  link?: { href: string; label: string };
}

export const builtInFaqs: Faq[] = [
  {
    question: 'What is an open-box product?',
    answer: [
      'An open-box product is an original, branded product that missed its first sale: surplus stock from the manufacturer, a unit whose packaging was damaged in transit, a service return or an item another customer returned. Each one is tested by us before it is listed, and sold at up to 80% off MRP.',
    ],
    link: { href: routes.aboutUs, label: 'Read more about us' },
  },
  {
    question: 'When will my order be dispatched?',
    answer: ['Orders are usually dispatched the next day. You can follow your order under My Orders.'],
  },
  {
    question: 'How long does delivery take?',
    answer: [
      'Delivery usually takes 4 to 7 business days, depending on your pin code. Check your pin code on any product page to see the expected delivery dates.',
    ],
    link: { href: routes.shippingPolicy, label: 'Shipping Information' },
  },
  {
    question: 'What if my product arrives damaged or does not work?',
    answer: [
      'Please record an unboxing video when you open the package. If the product is damaged or defective, report it to us within 24 hours of delivery and share the unboxing video, and we will arrange a replacement or a refund.',
    ],
    link: { href: routes.returnPolicy, label: 'Return Policy' },
  },
  {
    question: 'Can I return a product?',
    answer: ['Yes. You can return a product within 7 days of delivery, and pickup is free for returns of online orders.'],
    link: { href: routes.returnPolicy, label: 'Return Policy' },
  },
  {
    question: 'When will I get my refund?',
    answer: [
      'Refunds are made within 7 working days of the returned product reaching us, to the card, UPI or bank account you paid with. Your bank may take a few more days to show the credit.',
    ],
  },
  {
    question: 'Can I cancel my order?',
    answer: ['You can cancel within 7 days of ordering, as long as the order is not yet out for delivery.'],
    link: { href: routes.cancellationPolicy, label: 'Cancellation Policy' },
  },
  {
    question: 'Do products come with a warranty?',
    answer: ['Yes. Large appliances come with a 1-year warranty, as stated on each product page.'],
  },
  {
    question: 'How can I pay?',
    answer: [
      'You can pay by credit or debit card, net banking, UPI or EMI through our secure payment gateway. Cash on delivery is also available; any cash handling fee is shown at checkout.',
    ],
    link: { href: routes.payments, label: 'Payments' },
  },
  {
    question: 'How do I contact you, and how soon will you reply?',
    answer: [
      `Write to us through the contact form or at ${store.email}, or call ${store.phone}. We reply within 1 to 2 business days.`,
      `Our FAQ and support desk hours are ${store.hours.faq}.`,
    ],
    link: { href: routes.contactUs, label: pageTexts.staticPages.contactUs },
  },
];

/** The built-in FAQ in the editable format (docs/rules/content.md#pages); its links are left out. */
export function builtInFaqText(): string {
  return builtInFaqs.map((f) => [`## ${f.question}`, ...f.answer].join('\n\n')).join('\n\n');
}

/** The contact page's built-in intro (its lede). */
export const builtInContactIntro = 'Have a question about a product, an order or a return? Send us a message and our team will get back to you.';

/** The contact page's built-in text in the editable format: the intro, the address lines, the hours. */
export function builtInContactText(): string {
  return [builtInContactIntro, '## Address', `${store.businessName}\n${store.address}`, '## Hours', store.hours.footer].join('\n\n');
}
