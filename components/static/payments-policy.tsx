// Payments policy (effective 29 February 2024; credit card, debit card,
// cash on delivery with a possible fee shown at checkout, and UPI; no fee for cards or
// UPI; no confirmation e-mail for cash on delivery).
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { EditedSections, editedSections } from './page-text';
import { PolicyLayout, PolicySection, StaticPage } from './static-page';

export const paymentsPolicyMetadata = pageMetadata({
  title: `${pageTexts.staticPages.payments} - ${store.businessName}`,
  description: `Pay for your ${store.businessName} order by credit card, debit card, UPI or cash on delivery. No extra fee for cards or UPI; any cash on delivery fee is shown at checkout.`,
  path: routes.payments,
});

const methods = [
  { name: 'Credit card', note: 'Visa, Mastercard, RuPay and other major cards. No extra fee.' },
  { name: 'Debit card', note: 'Cards of all major Indian banks. No extra fee.' },
  { name: 'UPI', note: 'Pay from any UPI app. No extra fee.' },
  { name: 'Cash on delivery', note: 'Pay in cash when your order arrives. A small handling fee may apply; it is shown at checkout.' },
];

export async function PaymentsPolicyPage() {
  // The text staff wrote in the console replaces the built-in sections (docs/rules/content.md#pages).
  const edited = await editedSections('payments');
  return (
    <StaticPage
      title={pageTexts.staticPages.payments}
      effective="29 February 2024"
      lede="Pay the way that suits you: by card, UPI or cash on delivery."
    >
      <PolicyLayout current={routes.payments}>
        {edited ? (
          <EditedSections sections={edited} />
        ) : (
          <>
        <PolicySection id="methods" title="Ways to pay">
          <p>We accept the following payment methods:</p>
          <ul className="grid !list-none gap-3 !space-y-0 !pl-0 desk:grid-cols-2">
            {methods.map((m) => (
              <li key={m.name} className="!m-0 rounded-lg border border-black/10 bg-white !p-4">
                <strong className="block">{m.name}</strong>
                <span className="text-sm leading-6 text-muted">{m.note}</span>
              </li>
            ))}
          </ul>
        </PolicySection>

        <PolicySection id="fees" title="Fees">
          <p>
            We charge <strong>no fee for payments by credit card, debit card or UPI</strong>. Online payments may even earn a
            digital payment discount, shown in your order summary at checkout.
          </p>
          <p>
            Cash on delivery <strong>may carry an extra handling fee</strong>. When it applies, the exact amount is shown in the
            order summary at checkout before you place your order, so there are no surprises at the door.
          </p>
        </PolicySection>

        <PolicySection id="online-payments" title="Online payments">
          <p>
            Card and UPI payments are processed by our payment partner on its secure checkout. We never see or store your full
            card number, CVV or UPI PIN. Once your payment succeeds you receive a confirmation e-mail and the order appears under{' '}
            <Link href={routes.myOrders}>My Orders</Link>.
          </p>
          <p>
            If money is taken from your account but the order is not placed, the amount is returned to you automatically,
            usually within 7 business days.
          </p>
        </PolicySection>

        <PolicySection id="cash-on-delivery" title="Cash on delivery">
          <p>
            Please keep the exact amount ready when your order arrives. Because nothing is paid online,{' '}
            <strong>we do not send a payment confirmation e-mail for cash on delivery orders</strong>; you can follow your order
            under <Link href={routes.myOrders}>My Orders</Link> at any time.
          </p>
        </PolicySection>

        <PolicySection id="prices" title="Prices and invoices">
          <p>
            All prices are in Indian rupees (₹) and include taxes. Delivery charges, if any, are calculated at checkout. A GST
            invoice is sent with every order.
          </p>
        </PolicySection>
          </>
        )}
      </PolicyLayout>
    </StaticPage>
  );
}
