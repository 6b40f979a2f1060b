// Contact Us: the form, then the store's address, e-mail, GST number
// (when configured) and phones, and a link to the store locator.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { builtInContactIntro } from '@/lib/content/builtin-pages';
import { contactText } from '@/lib/content/page-kinds';
import { getEditedPage } from '@/lib/content/pages';
import { telHref } from '@/components/layout/tel-href';
import { ComplaintForm } from '@/components/grievances/complaint-form';
import { ComplaintLookup } from '@/components/grievances/complaint-lookup';
import { ACKNOWLEDGE_HOURS, RESOLVE_DAYS } from '@/lib/grievances/types';
import { screenTexts } from '@/lib/texts/screens';
import { ContactForm } from './contact-form';
import { StaticPage } from './static-page';

export const contactUsMetadata = pageMetadata({
  title: `${pageTexts.staticPages.contactUs} - ${store.businessName}`,
  description: `Questions about an order, a product or a return? Write to ${store.businessName} or call ${store.phone}. We reply within 1 to 2 business days.`,
  path: routes.contactUs,
});

function Detail({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  // dt and dd sit directly in the group div, as a description list requires; the icon
  // is decoration inside the dt.
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span aria-hidden="true" className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-primary-soft text-(--accent)">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            {icon}
          </svg>
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 text-[15px] leading-6 text-secondary">{children}</dd>
    </div>
  );
}

/** Lines one under the other. */
function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <span key={i}>
      {i > 0 && <br />}
      {line}
    </span>
  ));
}

export async function ContactUsPage() {
  const labels = pageTexts.contactForm;
  // The intro, address lines and hours staff wrote in the console (docs/rules/content.md#pages); each part left out keeps its built-in text.
  const edited = await getEditedPage(store.storeId, 'contact').catch(() => null);
  const text = edited ? contactText(edited) : null;
  return (
    <StaticPage title={pageTexts.staticPages.contactUs} lede={text?.intro.length ? text.intro.join(' ') : builtInContactIntro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <ContactForm />
        <section aria-labelledby="contact-details-heading" className="rounded-2xl bg-secondary/[0.03] p-5 ring-1 ring-black/5 desk:p-8">
          <h2 id="contact-details-heading" className="text-lg font-semibold text-secondary">
            {labels.detailsHeading}
          </h2>
          <dl className="mt-5 space-y-5">
            <Detail label={labels.address} icon={<><path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>}>
              <address className="not-italic">
                {text?.address ? (
                  <Lines lines={text.address} />
                ) : (
                  <>
                    <span className="font-semibold">{store.businessName}</span>
                    <br />
                    <span>{store.address}</span>
                  </>
                )}
              </address>
            </Detail>
            <Detail label={labels.email} icon={<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></>}>
              <a href={`mailto:${store.email}`} className="break-all font-medium text-(--accent) hover:underline">
                {store.email}
              </a>
            </Detail>
            <Detail label={labels.phones} icon={<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />}>
              <ul>
                {store.phones.map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)} className="font-medium text-(--accent) hover:underline">
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </Detail>
            <Detail label={labels.hours} icon={<><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>}>
              {text?.hours ? <Lines lines={text.hours} /> : store.hours.footer}
            </Detail>
            {/* The grievance officer the E-Commerce Rules 2020 require (docs/rules/grievances.md). */}
            <Detail label={screenTexts.grievances.officerHeading} icon={<><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>}>
              <span data-testid="grievance-officer" className="block">
                {screenTexts.grievances.officerLine(store.grievanceOfficer.name, store.grievanceOfficer.designation)}
              </span>
              <a href={`mailto:${store.grievanceOfficer.email}`} className="block break-all font-medium text-(--accent) hover:underline">
                {store.grievanceOfficer.email}
              </a>
              <a href={telHref(store.grievanceOfficer.phone)} className="font-medium text-(--accent) hover:underline">
                {store.grievanceOfficer.phone}
              </a>
            </Detail>
            {store.gstNumber && (
              <Detail label={labels.gst} icon={<><path d="M7 3h7l5 5v13H7z" /><path d="M14 3v5h5M10 13h6M10 17h6" /></>}>
                <span className="font-mono tracking-wide">{store.gstNumber}</span>
              </Detail>
            )}
          </dl>
          <Link
            href={routes.stores}
            className="mt-7 flex items-center justify-center gap-2 rounded-lg border border-primary bg-white px-4 py-2.5 text-sm font-semibold text-(--accent) hover:bg-primary-soft"
          >
            {labels.findStore}
            <span aria-hidden="true">→</span>
          </Link>
        </section>
      </div>
      {/* The grievance desk: a complaint gets its ticket at once; its state by ticket and mobile number. */}
      <div id="complaint" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <ComplaintForm intro={screenTexts.grievances.intro(ACKNOWLEDGE_HOURS, RESOLVE_DAYS)} />
        <ComplaintLookup />
      </div>
    </StaticPage>
  );
}
