// Cancellation policy (7-day window, no cancellation once out for
// delivery, full refund when products are unavailable). Served at both
// /cancellation-policy and /Cancellation-policy; the canonical URL is the lower-case one.
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { EditedSections, editedSections } from './page-text';
import { PolicyLayout, PolicySection, StaticPage } from './static-page';

export const cancellationPolicyMetadata = pageMetadata({
  title: `${pageTexts.staticPages.cancellation} - ${store.businessName}`,
  description: `How to cancel an order at ${store.businessName}: a 7-day cancellation window until the order is out for delivery, and a full refund when a product is unavailable.`,
  path: routes.cancellationPolicy,
});

export async function CancellationPolicyPage() {
  // The text staff wrote in the console replaces the built-in sections (docs/rules/content.md#pages).
  const edited = await editedSections('cancellation');
  return (
    <StaticPage
      title={pageTexts.staticPages.cancellation}
      lede="Changed your mind? You can cancel an order within 7 days, as long as it has not left for delivery."
    >
      <PolicyLayout current={routes.cancellationPolicy}>
        {edited ? (
          <EditedSections sections={edited} />
        ) : (
          <>
        <PolicySection id="cancellation-window" title="7-day cancellation window">
          <p>
            You can cancel an order, or a single item in it, <strong>within 7 days</strong> of placing it. Open{' '}
            <Link href={routes.myOrders}>My Orders</Link>, choose View Details on the order and press Cancel Item beside the item
            you no longer want. You can also ask us by phone at {store.phone} or by e-mail at{' '}
            <a href={`mailto:${store.email}`}>{store.email}</a>.
          </p>
        </PolicySection>

        <PolicySection id="out-for-delivery" title="Once an order is out for delivery">
          <p>
            Orders <strong>cannot be cancelled once they are out for delivery</strong>. If you no longer want the product, accept
            the delivery and return it within 7 days under our{' '}
            <Link href={routes.returnPolicy}>Return Policy</Link>, with free pickup for online orders.
          </p>
        </PolicySection>

        <PolicySection id="cancelled-by-us" title="When we cancel an order">
          <p>
            Open-box stock is limited and each unit is checked before it ships. If a product you ordered turns out to be
            unavailable, or fails our final quality check, we cancel it, let you know by phone or e-mail and give you a{' '}
            <strong>full refund</strong> of the amount paid for it.
          </p>
          <p>
            We may also cancel an order when we cannot deliver to the address given, or when extra delivery charges apply to it
            and you choose not to pay them (see <Link href={routes.shippingPolicy}>Shipping Information</Link>).
          </p>
        </PolicySection>

        <PolicySection id="refunds" title="Refunds for cancelled orders">
          <ul>
            <li>Prepaid orders are refunded to the card, UPI account or bank account you paid with, within 7 business days of the cancellation.</li>
            <li>Cash on delivery orders that are cancelled before delivery have nothing to refund.</li>
          </ul>
        </PolicySection>
          </>
        )}
      </PolicyLayout>
    </StaticPage>
  );
}
