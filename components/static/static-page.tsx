// The frame every informational page shares: a title band with breadcrumb and the
// page's one h1, then the content. Policy pages add the "Help & policies" side panel on
// desktop and the help card under the text on mobile.
import Link from 'next/link';
import type { CSSProperties, ReactNode } from 'react';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { telHref } from '@/components/layout/tel-href';

/** Readable long-form text: 15-16 px, generous line height, styled lists and links. */
export const proseClass = [
  'text-[15px] leading-7 text-secondary/90 desk:text-base desk:leading-7',
  '[&_p]:mb-4 [&_p:last-child]:mb-0',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li::marker]:text-primary',
  '[&_a]:font-medium [&_a]:text-(--accent) [&_a]:underline [&_a]:decoration-primary/40 [&_a]:underline-offset-2 hover:[&_a]:decoration-(--accent)',
  '[&_strong]:font-semibold [&_strong]:text-secondary',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-secondary',
].join(' ');

/**
 * Accent shades for text and for white-on-colour buttons on these pages. The brand
 * colour itself (#4DB092) is too light for text on white or white text on it (WCAG AA
 * needs 4.5:1), so text and solid buttons use the brand colour mixed with black; the
 * light brand tint stays for backgrounds and borders.
 */
const accentShades = {
  '--accent': 'var(--color-primary-strong)',
  '--accent-strong': 'var(--color-primary-stronger)',
} as CSSProperties;

export function StaticPage({
  title,
  lede,
  effective,
  children,
}: {
  title: string;
  lede?: ReactNode;
  /** Shown as "Effective from ..." under the title. */
  effective?: string;
  children: ReactNode;
}) {
  return (
    <div style={accentShades}>
      <div className="border-b border-primary/15 bg-primary-soft">
        <div className="mx-auto max-w-6xl px-4 py-6 desk:py-10">
          <nav aria-label="Breadcrumb" className="text-xs text-muted">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link href={routes.home} className="hover:text-(--accent) hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-secondary">
                {title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-secondary desk:text-4xl">{title}</h1>
          {lede && <p className="mt-3 max-w-2xl text-[15px] leading-6 text-muted desk:text-lg desk:leading-7">{lede}</p>}
          {effective && (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-secondary shadow-sm ring-1 ring-black/5">
              <span className="size-1.5 rounded-full bg-(--accent)" aria-hidden="true" />
              Effective from {effective}
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 desk:py-12">{children}</div>
    </div>
  );
}

/** A numbered section of a policy, linkable by its id. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 border-t border-black/10 py-7 first:border-t-0 first:pt-0 lg:scroll-mt-6">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold tracking-tight text-secondary desk:text-xl">
        {title}
      </h2>
      <div className={proseClass}>{children}</div>
    </section>
  );
}

const policyLinks = [
  { href: routes.returnPolicy, label: pageTexts.staticPages.returnPolicy },
  { href: routes.cancellationPolicy, label: pageTexts.staticPages.cancellation },
  { href: routes.shippingPolicy, label: pageTexts.staticPages.shipping },
  { href: routes.payments, label: pageTexts.staticPages.payments },
  { href: routes.terms, label: pageTexts.staticPages.terms },
  { href: routes.privacyPolicy, label: pageTexts.staticPages.privacy },
  { href: routes.faq, label: 'FAQ' },
];

/** "Still have questions?" with the store's phone, e-mail and the contact form. */
export function HelpCard() {
  return (
    <div className="rounded-xl border border-black/10 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-secondary">Still have questions?</h2>
      <p className="mt-1 text-sm leading-6 text-muted">Our support team is here {store.hours.footer}.</p>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <a href={telHref(store.phone)} className="font-medium text-(--accent) hover:underline">
            {store.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${store.email}`} className="break-all font-medium text-(--accent) hover:underline">
            {store.email}
          </a>
        </li>
      </ul>
      <Link
        href={routes.contactUs}
        className="mt-4 inline-flex w-full items-center justify-center rounded-lg bg-(--accent) px-4 py-2.5 text-sm font-semibold text-white hover:bg-(--accent-strong)"
      >
        {pageTexts.staticPages.contactUs}
      </Link>
    </div>
  );
}

/**
 * A policy page: the text in a readable column; beside it on desktop (below it on
 * mobile) the other policies and the help card.
 */
export function PolicyLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
      <article className="min-w-0 max-w-3xl">{children}</article>
      <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start">
        <nav aria-label="Help and policies" className="rounded-xl border border-black/10 bg-white p-2 shadow-sm">
          <h2 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">Help &amp; policies</h2>
          <ul>
            {policyLinks.map((link) => {
              const active = link.href === current;
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm ${
                      active ? 'bg-primary-soft font-semibold text-(--accent)' : 'text-secondary hover:bg-black/5'
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <HelpCard />
      </aside>
    </div>
  );
}
