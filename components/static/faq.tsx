// FAQ (accordion, one item open at a time; dispatch usually the next day, delivery
// in 4 to 7 business days, defects reported within 24 hours with an unboxing video,
// refunds within 7 working days, 1-year warranty on large appliances, payment options,
// replies within 1 to 2 business days, and the FAQ support hours).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { builtInFaqs } from '@/lib/content/builtin-pages';
import { pageSections } from '@/lib/content/page-kinds';
import { getEditedPage } from '@/lib/content/pages';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { plainText, TextBlocks } from './page-text';
import { HelpCard, StaticPage } from './static-page';

export const faqMetadata = pageMetadata({
  title: `${pageTexts.staticPages.faq} - ${store.businessName}`,
  description: `Answers about ${store.businessName} orders: dispatch and delivery times, damaged products, refunds, warranty, payment options and how to reach us.`,
  path: routes.faq,
});

/** FAQPage structured data, with `<` escaped so the JSON cannot close the script tag. */
function faqJsonLd(faqs: { question: string; answer: string }[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }).replace(/</g, '\\u003c');
}

/** The questions staff wrote in the console (docs/rules/content.md#pages), or the built-in ones. */
async function faqItems(): Promise<(FaqItem & { text: string })[]> {
  const edited = await getEditedPage(store.storeId, 'faq').catch(() => null);
  if (edited) {
    return pageSections('faq', edited)
      .filter((s) => s.heading !== null)
      .map((s) => ({ question: s.heading!, text: plainText(s.blocks), answer: <TextBlocks blocks={s.blocks} /> }));
  }
  return builtInFaqs.map((f) => ({
    question: f.question,
    text: f.answer.join(' '),
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
  }));
}

export async function FaqPage() {
  const items = await faqItems();
  return (
    <StaticPage title={pageTexts.staticPages.faq} lede="Quick answers about orders, delivery, returns, refunds and payments.">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items.map((i) => ({ question: i.question, answer: i.text }))) }} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <div className="min-w-0 max-w-3xl">
          <FaqAccordion items={items.map(({ question, answer }) => ({ question, answer }))} />
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
