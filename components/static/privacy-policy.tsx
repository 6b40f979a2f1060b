// Privacy policy (eleven sections, effective 2024-02-29, not for children under
// 13, sticky table of contents). Served at /privacy-policy and, with the same content
// and the same canonical URL, at /privacy (linked from an OTP screen).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { editedSections, TextBlocks } from './page-text';
import { PolicySection, proseClass, StaticPage } from './static-page';
import { PrivacyToc } from './privacy-toc';

export const privacyPolicyMetadata = pageMetadata({
  title: `${pageTexts.staticPages.privacy} - ${store.businessName}`,
  description: `How ${store.businessName} collects, uses, shares and protects your personal information when you shop with us, and the choices you have.`,
  path: routes.privacyPolicy,
});

const business = store.businessName;

const sections: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to sell and deliver your products and to look after you afterwards:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, mobile number, e-mail address and password (stored only in a hashed,
            unreadable form).
          </li>
          <li>
            <strong>Delivery details</strong>: the addresses you save, with pin code, city, state, landmark and delivery
            instructions.
          </li>
          <li>
            <strong>Orders</strong>: what you buy, the amounts, the payment method and the delivery status.
          </li>
          <li>
            <strong>Messages</strong>: what you send us through the contact form, by e-mail or by phone, and the reviews you
            post.
          </li>
          <li>
            <strong>Technical data</strong>: your device and browser type, IP address and the pages you visit, kept in our
            server logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create your account and log you in, including sending one-time passwords to your mobile number.</li>
        <li>To process, deliver and support your orders, returns, cancellations and refunds.</li>
        <li>To reply to your messages and keep you informed about your orders.</li>
        <li>To check pin codes for delivery and show expected delivery dates.</li>
        <li>To prevent fraud and misuse, and to keep the site secure.</li>
        <li>To improve our product range and the website, using figures that do not identify you.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use a cookie to keep you logged in, and your browser&apos;s local storage to remember your cart on your device,
          even before you log in. These are needed for the shop to work.
        </p>
        <p>
          We do not use advertising cookies. You can clear cookies and local storage in your browser settings at any time;
          you will then be logged out and your device&apos;s cart will be emptied.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with those who help us serve you:</p>
        <ul>
          <li>delivery partners, who receive your name, phone number and delivery address;</li>
          <li>our payment partner, which processes card and UPI payments;</li>
          <li>SMS and e-mail providers, which deliver our messages to you;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>Each of them may use your information only to provide their service to us.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payment information',
    body: (
      <p>
        Card and UPI payments are made on our payment partner&apos;s secure checkout. We never receive or store your full card
        number, CVV, UPI PIN or net banking password. We keep only the payment reference and the amount, to match payments to
        orders and issue refunds.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: (
      <p>
        The site is served over an encrypted connection. Passwords and one-time passwords are stored only as hashes, login
        sessions expire, and access to customer data is limited to the staff who need it to serve you. No system is perfectly
        secure, so please choose a strong password and never share your one-time passwords with anyone, including people
        claiming to be from {business}.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account information while your account is open. Order and invoice records are kept for as long as tax and
        accounting laws require. Server logs and contact messages are deleted when they are no longer needed to serve you or to
        protect the site.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>You can:</p>
        <ul>
          <li>see and correct your name, contact details and addresses in your account;</li>
          <li>ask us for a copy of the personal information we hold about you;</li>
          <li>ask us to delete your account and personal information, unless the law requires us to keep it;</li>
          <li>withdraw your consent to optional messages at any time.</li>
        </ul>
        <p>
          To make a request, write to <a href={`mailto:${store.email}`}>{store.email}</a> from the e-mail address on your
          account.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        This site is <strong>not meant for children under 13</strong>, and we do not knowingly collect personal information
        from them. If you believe a child under 13 has given us personal information, please contact us and we will delete
        it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our services or the law change. The date this version took effect is shown at the top of
        the page. If we make an important change, we will tell you on the site or by e-mail.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or complaints about your privacy? Write to <a href={`mailto:${store.email}`}>{store.email}</a>, call{' '}
        {store.phone}, use our <Link href={routes.contactUs}>contact form</Link>, or write to {business}, {store.address}. We
        reply within 1 to 2 business days.
      </p>
    ),
  },
];

export async function PrivacyPolicyPage() {
  // The text staff wrote in the console replaces the built-in sections (docs/rules/content.md#pages); its headings make the table of contents.
  const edited = await editedSections('privacy');
  const shown = edited ? edited.map((s) => ({ id: s.id, title: s.heading ?? '', body: <TextBlocks blocks={s.blocks} /> })) : sections;
  const numberOf = (index: number) => index + (shown[0]?.title ? 1 : 0);
  return (
    <StaticPage
      title={pageTexts.staticPages.privacy}
      effective="29 February 2024"
      lede={`Your privacy matters to us. This policy explains what information ${business} collects when you shop with us, why, and the choices you have.`}
    >
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <PrivacyToc entries={shown.filter((s) => s.title).map(({ id, title }) => ({ id, title }))} />
        <article className="mt-6 max-w-3xl min-w-0 lg:mt-0">
          {shown.map((section, index) =>
            section.title ? (
              <PolicySection key={section.id} id={section.id} title={`${numberOf(index)}. ${section.title}`}>
                {section.body}
              </PolicySection>
            ) : (
              <div key={section.id} className={`pb-7 ${proseClass}`}>
                {section.body}
              </div>
            ),
          )}
        </article>
      </div>
    </StaticPage>
  );
}
