// Return policy (7-day returns, refund within 7 business days, free
// pickup for online orders, defects reported within 24 hours with an unboxing video).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { EditedSections, editedSections } from './page-text';
import { PolicyLayout, PolicySection, StaticPage } from './static-page';

export const returnPolicyMetadata = pageMetadata({
  title: `${pageTexts.staticPages.returnPolicy} - ${store.businessName}`,
  description: `7-day free returns at ${store.businessName}: free pickup for online orders, refund within 7 business days, and how to report a defect within 24 hours of delivery.`,
  path: routes.returnPolicy,
});

export async function ReturnPolicyPage() {
  // The text staff wrote in the console replaces the built-in sections (docs/rules/content.md#pages).
  const edited = await editedSections('returns');
  return (
    <StaticPage
      title={pageTexts.staticPages.returnPolicy}
      lede="Every open-box product we sell is tested before it ships. If it is not right for you, you can return it within 7 days and we will pick it up for free."
    >
      <PolicyLayout current={routes.returnPolicy}>
        {edited ? (
          <EditedSections sections={edited} />
        ) : (
          <>
        <PolicySection id="return-window" title="7-day return window">
          <p>
            You can return a product within <strong>7 days of delivery</strong>. The product should be in the condition you
            received it, with all its accessories, manuals, warranty card, free gifts and, where possible, the original
            packaging.
          </p>
          <p>
            You do not need to give us a special reason: if the product does not suit you, tell us within the 7 days and we will
            take it back.
          </p>
        </PolicySection>

        <PolicySection id="damaged-or-defective" title="Damaged or defective products">
          <p>
            Please record an <strong>unboxing video</strong> when you open your parcel: start with the sealed package and the
            shipping label in view and keep recording until the product is switched on.
          </p>
          <p>
            If the product arrives damaged, is defective or is not what you ordered, report it to us{' '}
            <strong>within 24 hours of delivery</strong> and share the unboxing video. We will arrange a replacement or a full
            refund. Reports made later than 24 hours, or without the video, are handled as regular returns or through the
            manufacturer&apos;s warranty.
          </p>
        </PolicySection>

        <PolicySection id="how-to-return" title="How to return a product">
          <ol>
            <li>
              Write to us at <a href={`mailto:${store.email}`}>{store.email}</a>, call {store.phone} or use the{' '}
              <Link href={routes.contactUs}>contact form</Link>, with your order number and the reason for the return.
            </li>
            <li>We confirm the return and schedule a pickup from your delivery address.</li>
            <li>Pack the product with all its accessories and hand it to our pickup partner.</li>
            <li>Once the product reaches us and passes a quick check, we start your refund.</li>
          </ol>
        </PolicySection>

        <PolicySection id="free-pickup" title="Free pickup">
          <p>
            Pickup is <strong>free for returns of online orders</strong>: there is nothing to pay and no need to visit a courier
            office. Our pickup partner will call you before arriving.
          </p>
        </PolicySection>

        <PolicySection id="refunds" title="Refunds">
          <p>
            Refunds are processed <strong>within 7 business days</strong> of the returned product reaching us. Prepaid orders are
            refunded to the card, UPI account or bank account you paid with. For cash on delivery orders we refund to a bank
            account or UPI ID that you share with us.
          </p>
          <p>Your bank may take a few more days to show the credit in your statement.</p>
        </PolicySection>

        <PolicySection id="not-returnable" title="What cannot be returned">
          <ul>
            <li>Products returned after the 7-day window.</li>
            <li>Products with physical damage, missing parts or serial numbers that do not match our records.</li>
            <li>Products that have been installed, repaired or opened by anyone other than us or the manufacturer&apos;s service centre.</li>
          </ul>
          <p>
            Large appliances carry a 1-year warranty; after the return window, please use the warranty for any fault. Read our{' '}
            <Link href={routes.cancellationPolicy}>Cancellation Policy</Link> to cancel an order that has not been delivered yet.
          </p>
        </PolicySection>
          </>
        )}
      </PolicyLayout>
    </StaticPage>
  );
}
