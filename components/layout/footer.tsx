// The site footer (docs/rules/pages.md#footer): about text, social links (only those configured),
// Main Menu (the verticals), Important Links, the newsletter box, contact phones and
// the footer hours, and the copyright with the GST number.
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import { SocialLinks } from './social-icons';
import { NewsletterForm } from './newsletter-form';
import type { StoreInfo } from './store-info';
import { telHref } from './tel-href';

const names = texts.layout.importantLinkNames;
const importantLinks = [
  { href: routes.aboutUs, label: names.aboutUs },
  { href: routes.contactUs, label: names.contactUs },
  { href: routes.privacyPolicy, label: names.privacyPolicy },
  { href: routes.returnPolicy, label: names.returnPolicy },
  { href: routes.shippingPolicy, label: names.shippingPolicy },
  { href: routes.terms, label: names.terms },
  { href: routes.cancellationPolicy, label: names.cancellationPolicy },
  { href: routes.faq, label: names.faq },
];

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-4 text-sm font-bold uppercase tracking-wider text-white">
      {children}
    </h2>
  );
}

export function Footer({ verticals, info }: { verticals: { name: string; name_url: string }[]; info: StoreInfo }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-secondary text-sm text-white/75">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.5fr_1fr_1fr_1.6fr]">
        <section aria-labelledby="footer-about" className="col-span-2 lg:col-span-1">
          <h2 id="footer-about" className="mb-4 text-lg font-extrabold text-white">
            {info.businessName}
          </h2>
          <p className="leading-relaxed">{texts.layout.footerAbout}</p>
          <p className="mt-3 font-semibold text-primary">{texts.tagLine}</p>
          {info.social.length > 0 && (
            <SocialLinks social={info.social} className="mt-5" label={texts.layout.followUs} link="bg-white/10 text-white transition hover:bg-primary" />
          )}
        </section>

        <nav aria-labelledby="footer-main-menu">
          <Heading id="footer-main-menu">{texts.layout.mainMenu}</Heading>
          <ul className="foot-links">
            {verticals.map((v) => (
              <li key={v.name_url}>
                <Link href={routes.vertical(v.name_url)} prefetch={false}>
                  {v.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-important-links">
          <Heading id="footer-important-links">{texts.layout.importantLinks}</Heading>
          <ul className="foot-links">
            {importantLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 space-y-8 desk:max-lg:grid desk:max-lg:grid-cols-2 desk:max-lg:gap-6 desk:max-lg:space-y-0 lg:col-span-1">
          <section aria-labelledby="footer-contact">
            <Heading id="footer-contact">{texts.layout.contact}</Heading>
            <ul className="space-y-2.5">
              {info.phones.map((p) => (
                <li key={p}>
                  <a href={telHref(p)} className="flex items-center gap-2.5 transition hover:text-white">
                    <PhoneIcon size={18} className="shrink-0 text-primary" />
                    {p}
                  </a>
                </li>
              ))}
              <li>
                <a href={`mailto:${info.email}`} className="flex items-center gap-2.5 break-all transition hover:text-white">
                  <MailIcon size={18} className="shrink-0 text-primary" />
                  {info.email}
                </a>
              </li>
              <li className="flex items-center gap-2.5">
                <ClockIcon size={18} className="shrink-0 text-primary" />
                {info.footerHours}
              </li>
              <li className="flex items-start gap-2.5">
                <PinIcon size={18} className="mt-0.5 shrink-0 text-primary" />
                <span>{info.address}</span>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="mb-2 text-sm font-bold uppercase tracking-wider text-white">
              {texts.layout.newsletter}
            </h2>
            <p className="mb-3">{texts.layout.newsletterText}</p>
            <NewsletterForm />
          </section>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-1 px-4 py-4 text-xs desk:flex-row">
          <p>
            © {year} {info.businessName}. {texts.layout.rightsReserved}
          </p>
          <p>
            {texts.layout.gstNumber}: {info.gstNumber}
          </p>
        </div>
        {/* The grievance officer, as the E-Commerce Rules 2020 ask: one short line (the home page's HTML budget). */}
        <p className="mx-auto max-w-7xl px-4 pb-4 text-xs">
          {texts.layout.grievanceOfficer}: {info.grievanceOfficer.name}, {info.grievanceOfficer.designation} ·{' '}
          <a href={`mailto:${info.grievanceOfficer.email}`} className="underline">{info.grievanceOfficer.email}</a> ·{' '}
          <a href={telHref(info.grievanceOfficer.phone)} className="underline">{info.grievanceOfficer.phone}</a>
        </p>
      </div>
    </footer>
  );
}
