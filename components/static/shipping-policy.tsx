// Shipping information (delivery within 7 working days of booking; cost
// from weight, dimensions and destination at checkout; extra charges for some products
// or areas, with cancellation and refund offered; several products may go to different
// addresses within the same pin code).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { EditedSections, editedSections } from './page-text';
import { PolicyLayout, PolicySection, StaticPage } from './static-page';

export const shippingPolicyMetadata = pageMetadata({
  title: `${pageTexts.staticPages.shipping} - ${store.businessName}`,
  description: `${store.businessName} delivers within 7 working days of booking. Shipping costs are calculated at checkout from the weight, dimensions and destination of your order.`,
  path: routes.shippingPolicy,
});

export async function ShippingPolicyPage() {
  // The text staff wrote in the console replaces the built-in sections (docs/rules/content.md#pages).
  const edited = await editedSections('shipping');
  return (
    <StaticPage
      title={pageTexts.staticPages.shipping}
      lede="We deliver open-box appliances and electronics to your door across India, carefully packed and tracked all the way."
    >
      <PolicyLayout current={routes.shippingPolicy}>
        {edited ? (
          <EditedSections sections={edited} />
        ) : (
          <>
        <PolicySection id="delivery-time" title="Delivery time">
          <p>
            Orders are delivered <strong>within 7 working days of booking</strong>. Most orders leave our warehouse the next day;
            the expected delivery dates for your pin code are shown on each product page when you check your pin code.
          </p>
          <p>Sundays and public holidays are not counted as working days.</p>
        </PolicySection>

        <PolicySection id="shipping-cost" title="Shipping cost">
          <p>
            The shipping cost is <strong>calculated at checkout</strong> from the <strong>weight</strong>, the{' '}
            <strong>dimensions</strong> and the <strong>destination</strong> of your order, and shown in the order summary before
            you pay. Orders above the free-delivery amount shown at checkout are delivered free.
          </p>
        </PolicySection>

        <PolicySection id="extra-charges" title="Extra charges">
          <p>
            A few products (for example very large or heavy appliances) and some remote areas may <strong>incur extra
            charges</strong>. If that happens after you have ordered, we contact you before shipping. You can accept the charge,
            or <strong>cancel the order and receive a full refund</strong>.
          </p>
        </PolicySection>

        <PolicySection id="multiple-addresses" title="Several products, several addresses">
          <p>
            If you order several products, they <strong>may be delivered to different addresses</strong>, as long as every
            address is <strong>within the same pin code</strong>. Products may also arrive in separate parcels on different
            days.
          </p>
        </PolicySection>

        <PolicySection id="receiving" title="Receiving your order">
          <ul>
            <li>Our delivery partner calls you before arriving. Please make sure someone is available to receive the order.</li>
            <li>Check that the package is sealed, and record an unboxing video when you open it.</li>
            <li>
              Report any damage or defect within 24 hours of delivery, as our <Link href={routes.returnPolicy}>Return Policy</Link>{' '}
              explains.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="questions" title="Questions about a delivery">
          <p>
            Track your order under <Link href={routes.myOrders}>My Orders</Link>, or reach us at{' '}
            <a href={`mailto:${store.email}`}>{store.email}</a> or {store.phone}.
          </p>
        </PolicySection>
          </>
        )}
      </PolicyLayout>
    </StaticPage>
  );
}
