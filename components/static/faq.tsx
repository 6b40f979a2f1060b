// FAQ (accordion, one item open at a time; dispatch usually the next day, delivery
// in 4 to 7 business days, defects reported within 24 hours with an unboxing video,
// refunds within 7 working days, 1-year warranty on large appliances, payment options,
// replies within 1 to 2 business days, and the FAQ support hours).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { pageMetadata } from '@/lib/seo/metadata';
import { FaqAccordion } from './faq-accordion';
import { HelpCard, StaticPage } from './static-page';

export const faqMetadata = pageMetadata({
  title: `${texts.staticPages.faq} - ${store.businessName}`,
  description: `Answers about ${store.businessName} orders: dispatch and delivery times, damaged products, refunds, warranty, payment options and how to reach us.`,
  path: routes.faq,
});

interface Faq {
  question: string;
  /** Plain text: shown on the page and given to search engines as FAQPage data. */
  answer: string[];
  link?: { href: string; label: string };
}

const faqs: Faq[] = [
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
    link: { href: routes.contactUs, label: texts.staticPages.contactUs },
  },
];

/** FAQPage structured data, with `<` escaped so the JSON cannot close the script tag. */
function faqJsonLd(): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer.join(' ') },
    })),
  }).replace(/</g, '\\u003c');
}

export function FaqPage() {
  return (
    <StaticPage title={texts.staticPages.faq} lede="Quick answers about orders, delivery, returns, refunds and payments.">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd() }} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <div className="min-w-0 max-w-3xl">
          <FaqAccordion
            items={faqs.map((f) => ({
              question: f.question,
              answer: (
                <>
                  {f.answer.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                  {f.link && (
                    <p>
                      <Link href={f.link.href}>{f.link.label}</Link>
                    </p>
                  )}
                </>
              ),
            }))}
          />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
          <HelpCard />
          <p className="rounded-xl bg-primary-soft px-5 py-4 text-sm leading-6 text-secondary">
            <strong className="block">FAQ hours</strong>
            {store.hours.faq}
          </p>
        </aside>
      </div>
    </StaticPage>
  );
}
