// Terms & Conditions: the rules of buying from the store, consistent with the return,
// cancellation, payments and shipping policies (docs/rules/pages.md#static-and-policy-pages).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { EditedSections, editedSections } from './page-text';
import { PolicyLayout, PolicySection, StaticPage } from './static-page';

export const termsMetadata = pageMetadata({
  title: `${pageTexts.staticPages.terms} - ${store.businessName}`,
  description: `The terms of using the ${store.businessName} website and buying open-box appliances and electronics from us: orders, prices, payments, delivery, returns and warranty.`,
  path: routes.terms,
});

export async function TermsPage() {
  const business = store.businessName;
  // The text staff wrote in the console replaces the built-in sections (docs/rules/content.md#pages).
  const edited = await editedSections('terms');
  return (
    <StaticPage
      title={pageTexts.staticPages.terms}
      lede={`Please read these terms before you use the ${business} website or place an order. By using the site you agree to them.`}
    >
      <PolicyLayout current={routes.terms}>
        {edited ? (
          <EditedSections sections={edited} />
        ) : (
          <>
        <PolicySection id="about" title="1. About these terms">
          <p>
            This website is run by {business}, {store.address}
            {store.gstNumber ? ` (GSTIN ${store.gstNumber})` : ''}. In these terms &ldquo;we&rdquo;, &ldquo;us&rdquo; and
            &ldquo;our&rdquo; mean {business}, and &ldquo;you&rdquo; means the person using the site or buying from us.
          </p>
          <p>
            We may update these terms from time to time. The version on this page when you place an order applies to that
            order.
          </p>
        </PolicySection>

        <PolicySection id="open-box" title="2. Open-box products">
          <p>
            We sell open-box home appliances and electronics: surplus stock from manufacturers, products whose packaging was
            damaged in transit, service returns and items returned by other customers. Every product is inspected and tested
            before it is listed. The box may have been opened or replaced, and a product may show light signs of handling; its
            working condition is what we check and stand behind.
          </p>
        </PolicySection>

        <PolicySection id="account" title="3. Your account">
          <p>
            You can browse and keep a cart without an account; to place an order you log in with your mobile number or e-mail.
            Keep your password and one-time passwords to yourself: you are responsible for orders placed from your account.
            The details you give us (name, phone, e-mail and address) must be correct so that we can deliver.
          </p>
        </PolicySection>

        <PolicySection id="prices" title="4. Prices and availability">
          <ul>
            <li>Prices are in Indian rupees (₹) and include taxes. Discounts are shown against the product&apos;s MRP.</li>
            <li>Stock is limited, often to a single unit. A product in your cart is not reserved until your order is placed.</li>
            <li>
              If a price or description on the site is wrong because of an obvious error, we may cancel the affected order and
              refund you in full.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="orders" title="5. Orders">
          <p>
            Your order is an offer to buy. It is accepted when we confirm it and send it for delivery. We may limit the quantity
            of a product per order. If a product becomes unavailable after you order it, we cancel it and give you a full
            refund.
          </p>
        </PolicySection>

        <PolicySection id="payments" title="6. Payments">
          <p>
            You can pay by credit card, debit card, UPI or cash on delivery, as our{' '}
            <Link href={routes.payments}>Payments</Link> page explains. Card and UPI payments are processed by our payment
            partner; a cash on delivery fee, when it applies, is shown at checkout.
          </p>
        </PolicySection>

        <PolicySection id="delivery" title="7. Delivery">
          <p>
            We deliver within 7 working days of booking. Shipping costs are calculated at checkout. See{' '}
            <Link href={routes.shippingPolicy}>Shipping Information</Link> for the details.
          </p>
        </PolicySection>

        <PolicySection id="returns" title="8. Cancellations, returns and refunds">
          <p>
            You may cancel an order within 7 days unless it is already out for delivery, and return a product within 7 days of
            delivery with free pickup for online orders. Damage or defects must be reported within 24 hours of delivery with an
            unboxing video. Refunds are made within 7 business days. The{' '}
            <Link href={routes.cancellationPolicy}>Cancellation Policy</Link> and{' '}
            <Link href={routes.returnPolicy}>Return Policy</Link> form part of these terms.
          </p>
        </PolicySection>

        <PolicySection id="warranty" title="9. Warranty">
          <p>
            Large appliances come with a 1-year warranty, as stated on the product page. The warranty covers manufacturing and
            functional faults; it does not cover physical damage, misuse, or repairs by anyone other than us or an authorised
            service centre.
          </p>
        </PolicySection>

        <PolicySection id="reviews" title="10. Reviews">
          <p>
            Reviews you post must be honest and about the product. We may remove reviews that are abusive, unlawful, off-topic
            or advertise something else.
          </p>
        </PolicySection>

        <PolicySection id="site-use" title="11. Using the site">
          <p>
            The site&apos;s content, design and logos belong to us or our licensors. Do not copy it for commercial use, disrupt
            the site, or try to access other people&apos;s accounts or data. Brand names and logos belong to their owners and are
            used only to describe the products.
          </p>
        </PolicySection>

        <PolicySection id="liability" title="12. Liability">
          <p>
            Nothing in these terms limits your rights as a consumer under Indian law. Apart from those rights, our liability for
            an order is limited to the amount you paid for it, and we are not liable for losses we could not reasonably foresee.
          </p>
        </PolicySection>

        <PolicySection id="law" title="13. Governing law and contact">
          <p>
            These terms are governed by the laws of India. Questions or complaints? Write to{' '}
            <a href={`mailto:${store.email}`}>{store.email}</a>, call {store.phone}, or use our{' '}
            <Link href={routes.contactUs}>contact form</Link>. We reply within 1 to 2 business days.
          </p>
        </PolicySection>
          </>
        )}
      </PolicyLayout>
    </StaticPage>
  );
}
