// About Us (re-commerce of OEM excess, transit damage, service returns and
// customer-returned items; the marketing claims of docs/rules/pages.md#static-and-policy-pages).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { proseClass, StaticPage } from './static-page';

export const aboutUsMetadata = pageMetadata({
  title: `${pageTexts.staticPages.aboutUs} - ${store.businessName}`,
  description: `${store.businessName} gives tested open-box appliances and electronics a second life: original products at up to 80% off MRP, with 7-day free returns and home delivery.`,
  path: routes.aboutUs,
});

const sources = [
  {
    title: 'OEM excess stock',
    text: 'Surplus units from manufacturers and their distributors: new products that were made in excess, often still sealed.',
  },
  {
    title: 'Transit damage',
    text: 'Products whose box was dented or torn on the way to a shop. The packaging suffered; we check that the product did not.',
  },
  {
    title: 'Service returns',
    text: 'Units sent back to a brand service centre, inspected and restored to full working order.',
  },
  {
    title: 'Customer returns',
    text: 'Items returned by shoppers, often unused, because they changed their mind or chose another model.',
  },
];

const claims = [
  { value: 'Up to 80%', label: 'off MRP' },
  { value: '7-day', label: 'free returns' },
  { value: 'Home', label: 'delivery' },
  { value: '100%', label: 'original products' },
];

export function AboutUsPage() {
  const business = store.businessName;
  const counts = texts.customerCount;
  return (
    <StaticPage
      title={pageTexts.staticPages.aboutUs}
      lede={`${business} is a re-commerce store: we give good appliances and electronics that missed their first sale a second chance, and pass the savings on to you.`}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="min-w-0 max-w-3xl">
          <section aria-labelledby="story-heading" className={proseClass}>
            <h2 id="story-heading" className="mb-3 text-lg font-semibold tracking-tight text-secondary desk:text-xl">
              Who we are
            </h2>
            <p>
              Every year, thousands of perfectly good televisions, refrigerators, washing machines, air conditioners, phones and
              laptops never reach a home in the way they were meant to. A box gets damaged in a truck, a shopper returns a
              product after one look, a manufacturer makes more than the shops can take. Most of these products work just as
              well as new ones, yet they end up stuck in warehouses.
            </p>
            <p>
              {business} buys these open-box products, tests each one, and sells it at a fair open-box price, with discounts of{' '}
              <strong>up to 80% on MRP</strong>. You get a genuine, branded product for much less; fewer working appliances go
              to waste.
            </p>
          </section>

          <section aria-labelledby="sources-heading" className="mt-10">
            <h2 id="sources-heading" className="text-lg font-semibold tracking-tight text-secondary desk:text-xl">
              Where our products come from
            </h2>
            <ul className="mt-4 grid gap-4 desk:grid-cols-2">
              {sources.map((source, index) => (
                <li key={source.title} className="rounded-xl border border-black/10 bg-white p-5 shadow-sm">
                  <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-(--accent)">
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold text-secondary">{source.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{source.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="promise-heading" className={`mt-10 ${proseClass}`}>
            <h2 id="promise-heading" className="mb-3 text-lg font-semibold tracking-tight text-secondary desk:text-xl">
              Our promise
            </h2>
            <p>
              Whatever its story, a product is listed only after it passes our quality check. Every product is{' '}
              <strong>original</strong>: a genuine branded product, never a copy. Large appliances carry a{' '}
              <strong>1-year warranty</strong>. We deliver to your <strong>home</strong>, and if you are not happy you can return
              your purchase within <strong>7 days, with free pickup</strong> for online orders (see our{' '}
              <Link href={routes.returnPolicy}>Return Policy</Link>).
            </p>
            <p className="font-semibold text-secondary">{texts.tagLine}.</p>
          </section>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          <section aria-labelledby="numbers-heading" className="rounded-xl bg-secondary p-6 text-white shadow-sm">
            <h2 id="numbers-heading" className="text-sm font-semibold tracking-wide text-white/70 uppercase">
              {business} in numbers
            </h2>
            <dl className="mt-4 grid grid-cols-1 gap-5">
              {[
                [counts.happy, counts.happyLabel],
                [counts.delivered, counts.deliveredLabel],
                [counts.loyal, counts.loyalLabel],
              ].map(([value, label]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="text-sm text-white/75">{label}</dt>
                  <dd className="text-3xl font-bold text-primary">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <ul className="grid grid-cols-2 gap-3" aria-label="Why shop with us">
            {claims.map((claim) => (
              <li key={claim.label} className="rounded-xl border border-black/10 bg-white p-4 text-center shadow-sm">
                <span className="block text-lg font-bold text-(--accent)">{claim.value}</span>
                <span className="text-sm text-muted">{claim.label}</span>
              </li>
            ))}
          </ul>
          <Link
            href={routes.stores}
            className="flex items-center justify-center rounded-lg border border-primary px-4 py-2.5 text-sm font-semibold text-(--accent) hover:bg-primary-soft"
          >
            Visit one of our stores
          </Link>
        </aside>
      </div>
    </StaticPage>
  );
}
